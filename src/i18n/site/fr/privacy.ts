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
  rights: {
    title: 'Vos droits et qui contacter',
    text: 'Vous pouvez nous demander quelles données nous détenons sur vous et en recevoir une copie, les faire corriger ou faire effacer toutes les demandes envoyées avec votre adresse e-mail. Écrivez à {email} depuis cette adresse : nous vous répondrons sous 30 jours.',
  },
} satisfies Messages['privacy'];
