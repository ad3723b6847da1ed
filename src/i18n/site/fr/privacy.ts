/** French: the privacy policy. */
import type { Messages } from '../en/index.ts';

export const privacy = {
  title: 'Politique de confidentialité',
  intro:
    'Cette page explique ce que collectent les formulaires de ce site, dans quel but, combien de temps nous conservons ces données et comment nous contacter à leur sujet.',
  collect: {
    title: 'Ce que nous collectons',
    text: 'Uniquement ce que vous saisissez dans un formulaire : votre nom, votre adresse e-mail et, si vous les indiquez, votre entreprise, votre téléphone, l’objet, le message, le créneau de rappel souhaité ou le bureau choisi pour un rendez-vous. Nous conservons avec ces informations la page et la langue du formulaire, les paramètres de campagne du lien que vous avez suivi, l’état de la notification de votre demande à notre équipe et les notes que celle-ci ajoute en la traitant.',
  },
  purpose: {
    title: 'Pourquoi nous les collectons',
    text: 'Pour répondre à votre demande, organiser l’appel, la démo ou le rendez-vous demandé et préparer une offre. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires sans rapport avec votre demande.',
  },
  retention: {
    title: 'Durée de conservation',
    text: 'Nous conservons votre demande, avec ses notes et son historique, jusqu’à ce que vous nous demandiez de l’effacer ou jusqu’au terme de la durée de conservation que nous avons fixée, selon ce qui arrive en premier. Les demandes parvenues à ce terme sont supprimées automatiquement chaque jour.',
  },
  cookies: {
    title: 'Cookies',
    text: 'Nous déposons un seul cookie, lang, qui mémorise la langue que vous avez choisie. Nous n’utilisons aucun cookie publicitaire ni de suivi.',
  },
  visits: {
    title: 'Statistiques de visite',
    text: 'Pour savoir quelles pages et quelles campagnes nous amènent des demandes, nous comptons les visites sur notre propre serveur : sans cookie, sans rien enregistrer sur votre appareil et sans service tiers. Chaque jour, une nouvelle clé aléatoire transforme votre adresse IP et le nom de votre navigateur en un code qui permet seulement de distinguer les visiteurs de la journée ; la clé est supprimée à la fin de la journée et, dès lors, personne, pas même nous, ne peut relier ce code à vous. Nous enregistrons la page consultée, le site ou la campagne d’où vous venez, la langue et le type d’appareil (mobile, tablette ou ordinateur). Si vous nous envoyez un formulaire, votre demande indique la page par laquelle vous êtes arrivé et votre provenance. Le détail des visites est effacé après un court délai que nous avons fixé ; seuls les totaux par jour sont conservés. Si votre navigateur envoie le signal Do Not Track ou Global Privacy Control, votre visite n’est pas comptée.',
  },
  rights: {
    title: 'Vos droits et qui contacter',
    text: 'Vous pouvez nous demander quelles données nous détenons sur vous et en recevoir une copie, les faire corriger ou faire effacer toutes les demandes envoyées avec votre adresse e-mail. Écrivez à {email} depuis cette adresse : nous vous répondrons sous 30 jours.',
  },
} satisfies Messages['privacy'];
