/** French: the lead forms: fields, messages, summaries. */
import type { Messages } from '../en/index.ts';

export const contact_form = {
  firstName: { label: 'Prénom', placeholder: 'Votre prénom' },
  lastName: { label: 'Nom', placeholder: 'Votre nom' },
  email: { label: 'E-mail', placeholder: 'nom@entreprise.com' },
  company: { label: 'Entreprise', placeholder: 'Nom de l’entreprise' },
  phone: { label: 'Téléphone', placeholder: '+33 6 12 34 56 78' },
  subject: { label: 'Objet', placeholder: 'Votre question en quelques mots' },
  message: { label: 'Message', placeholder: 'Dites-nous-en plus sur vos besoins et vos objectifs…' },
  package: { label: 'Offre', none: 'Pas encore choisie' },
  consent: 'J’accepte le traitement de mes données conformément à la',
  consentLink: 'politique de confidentialité',
  required: 'obligatoire',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  submit: 'Envoyer le message',
  sending: 'Envoi en cours…',
  subjects: {
    individual: 'Solution sur mesure',
    project: 'Échange sur un projet',
    technical: 'Consultation technique',
    consultation: 'Consultation en ligne',
    package: 'Offre : {name}',
  },
  success: {
    title: 'Merci ! Votre message a bien été reçu.',
    text: 'Notre équipe vous répondra sous 24 heures.',
  },
  errors: {
    summary: 'Veuillez corriger les champs signalés.',
    required: 'Veuillez remplir ce champ.',
    email: 'Saisissez une adresse e-mail du type nom@entreprise.com.',
    tooLong: '{max} caractères maximum.',
    phone: 'Saisissez un numéro de téléphone composé de chiffres, d’espaces et des signes + ( ) -.',
    consent: 'Veuillez accepter la politique de confidentialité pour continuer.',
    rateLimited: 'Trop de demandes. Veuillez patienter une minute, puis réessayer.',
    tooLarge: 'Le message est trop long pour être envoyé.',
    busy: 'Nous recevons beaucoup de demandes en ce moment. Votre message n’a pas été perdu : renvoyez-le dans quelques secondes.',
    generic: 'Un problème est survenu de notre côté. Votre message n’a pas été perdu : veuillez réessayer.',
    choice: 'Veuillez choisir l’une des options.',
    slotTaken:
      'Ce créneau vient d’être réservé. Choisissez un autre créneau libre ci-dessous ; le reste de votre saisie est conservé.',
    date: 'Veuillez choisir la date du jour ou une date ultérieure.',
    network:
      'Impossible de joindre notre serveur. Vérifiez votre connexion, puis réessayez : votre message n’a pas été perdu.',
    characters:
      'Ce champ contient des caractères qui ne peuvent pas être envoyés, comme des codes de contrôle. Veuillez le ressaisir.',
  },
  demo: {
    name: { label: 'Votre nom', placeholder: 'Votre nom' },
    submit: 'Demander une démo',
    success: 'Merci ! Nous vous contacterons sous 24 heures pour organiser la démo.',
  },
  callback: {
    title: 'Être rappelé',
    intro: 'Laissez-nous votre numéro, nous vous rappelons.',
    time: { label: 'Créneau souhaité (heure de Moscou, UTC+3)', placeholder: 'Par exemple, en semaine après 14 h' },
    submit: 'Être rappelé',
    success: 'Merci ! Nous vous appellerons au créneau choisi.',
  },
  meeting: {
    title: 'Prendre rendez-vous',
    intro: 'Choisissez un bureau et une date, nous vous confirmerons le rendez-vous.',
    office: 'Bureau',
    date: { label: 'Date souhaitée', placeholder: '' },
    submit: 'Prendre rendez-vous',
    success: 'Merci ! Nous confirmerons le rendez-vous sous 24 heures.',
  },
  booking: {
    intro: '{name}, {minutes} minutes. Choisissez un créneau libre : il vous est réservé aussitôt.',
    slot: 'Créneau',
    zone: 'Fuseau horaire',
    zoneShown: 'Les heures sont indiquées dans le fuseau horaire {zone}.',
    submit: 'Réserver ce créneau',
    success: 'Merci ! Votre rendez-vous est réservé.',
    others: 'Autres types de rendez-vous',
  },
} satisfies Messages['contact_form'];
