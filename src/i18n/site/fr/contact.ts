/** French: the contact page. */
import type { Messages } from '../en/index.ts';

export const contact = {
  title: 'Contactez-nous',
  subtitle: 'Parlez-nous de votre besoin. Nous répondons à chaque demande sous 24 heures.',
  formTitle: 'Envoyez-nous un message',
  info: {
    title: 'Coordonnées',
    email: 'E-mail',
    phone: 'Téléphone',
    office: 'Siège',
    hours: 'Horaires',
    weekdays: 'Du lundi au vendredi, de 9 h à 18 h (heure de Moscou, UTC+3)',
    weekends: 'Le week-end sur rendez-vous',
  },
  quick: {
    title: 'Actions rapides',
    call: { title: 'Être rappelé', text: 'Nous vous rappelons au moment qui vous convient.' },
    consultation: {
      title: 'Consultation en ligne',
      text: 'Un appel vidéo avec un expert pour parler de votre besoin.',
    },
    presentation: { title: 'Présentation des solutions', text: 'Un aperçu rapide de ce que font nos agents.' },
  },
  offices: {
    title: 'Nos bureaux',
    subtitle: 'Nos bureaux sont situés en Russie, et nous travaillons avec des clients du monde entier.',
    main: 'Siège',
    bookMeeting: 'Prendre rendez-vous',
    bookMeetingIn: 'Prendre rendez-vous à {city}',
    map: 'Plan',
    moscow: 'Moscou',
    saintPetersburg: 'Saint-Pétersbourg',
    novosibirsk: 'Novossibirsk',
    /** Each office's postal address as this language writes it. */
    addresses: {
      moscow: '12, quai Presnenskaïa, 123112 Moscou, Russie',
      saintPetersburg: '28, perspective Nevski, 191186 Saint-Pétersbourg, Russie',
      novosibirsk: '25, Krasny prospekt, 630099 Novossibirsk, Russie',
    },
  },
  direct: {
    title: 'Des questions ?',
    text: 'Appelez-nous ou écrivez-nous directement, comme vous préférez.',
    call: 'Appeler',
    email: 'Envoyer un e-mail',
  },
  replyPromise: 'Nous répondons sous 24 heures.',
} satisfies Messages['contact'];
