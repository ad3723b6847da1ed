/** French: the not-found page and the error pages. */
import type { Messages } from '../en/index.ts';

export const notFound = {
  code: '404',
  title: 'Oups ! Page introuvable',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  home: 'Retour à l’accueil',
} satisfies Messages['notFound'];

export const errorPages = {
  tooLarge: {
    title: 'C’est plus que ce que nous pouvons recevoir',
    text: 'Ce que vous avez envoyé dépasse ce que ce site accepte. Revenez en arrière avec le bouton Précédent de votre navigateur : ce que vous avez saisi est toujours dans le formulaire. Raccourcissez-le, puis envoyez-le à nouveau.',
  },
  headersTooLarge: {
    title: 'Votre navigateur a envoyé trop de données',
    text: 'Votre navigateur a envoyé avec cette requête plus de données que nous n’en acceptons, le plus souvent des cookies trop nombreux ou trop volumineux. Effacez les cookies de ce site, puis réessayez.',
  },
  serverError: {
    title: 'Un problème est survenu de notre côté',
    text: 'Nous n’avons pas pu répondre à cette requête. Veuillez réessayer dans un instant.',
  },
  badGateway: {
    title: 'Le site est injoignable pour le moment',
    text: 'Nos serveurs n’ont pas répondu. Veuillez réessayer dans une minute ; si cela se reproduit, écrivez-nous.',
  },
  unavailable: {
    title: 'Le site est momentanément indisponible',
    text: 'Nous sommes très sollicités ou nous mettons le site à jour. Veuillez réessayer dans une minute.',
  },
  timeout: {
    title: 'Le site a mis trop de temps à répondre',
    text: 'Nos serveurs n’ont pas répondu à temps. Veuillez réessayer dans une minute.',
  },
  retry: 'Réessayer',
  home: 'Aller à l’accueil',
  write: 'Nous écrire',
} satisfies Messages['errorPages'];
