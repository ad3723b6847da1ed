/** French: the public cases API documentation. */
import type { Messages } from '../en/index.ts';

export const apiDocs = {
  title: 'API publique des cas clients',
  intro:
    'Nos cas clients sont disponibles au format JSON pour nos partenaires et vos intégrations. L’API est publique, en lecture seule, et ne nécessite aucune clé.',
  endpoint: 'Point de terminaison',
  parameters: 'Paramètres',
  lngParam: 'Code de langue : en, ru, id, es, fr ou pt. Sans ce paramètre, la réponse est en anglais.',
  response: 'Réponse',
  responseText: 'Un tableau JSON de cas clients, chacun avec les champs id, title, summary, body et cover_img.',
  errors: 'Erreurs',
  errorsText:
    'Un code de langue non pris en charge renvoie une erreur 400 accompagnée d’un message d’erreur au format JSON.',
  caching: 'Mise en cache',
  cachingText:
    'Les réponses peuvent être mises en cache par langue ; l’en-tête Cache-Control de chaque réponse indique pour combien de temps.',
  example: 'Exemple',
} satisfies Messages['apiDocs'];
