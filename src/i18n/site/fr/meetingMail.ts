/** French: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Votre rendez-vous avec {company} : {when}',
  hello: 'Bonjour {name},',
  booked: 'Votre rendez-vous est réservé.',
  reminderIntro: 'Un rappel de votre rendez-vous.',
  when: 'Quand : {when}',
  length: 'Durée : {minutes} minutes',
  where: 'Où : {place}',
  online: 'En ligne : {link}',
  host: 'Avec : {host}',
  calendar: 'L’invitation est jointe : ouvrez-la pour ajouter le rendez-vous à votre agenda.',
  reminderSubject: 'Rappel : votre rendez-vous avec {company}, {when}',
  signoff: 'À bientôt,\n{company}',
  cancel: 'Pour déplacer ou annuler le rendez-vous : {link}',
  cancelled: 'Votre rendez-vous est annulé.',
  cancelledSubject: 'Annulé : votre rendez-vous avec {company}, {when}',
  moved: 'Votre rendez-vous est déplacé à un autre créneau.',
  movedSubject: 'Déplacé : votre rendez-vous avec {company}, {when}',
};

/** The page a meeting's link opens, to move or cancel it. */
export const meetingPage = {
  title: 'Votre rendez-vous',
  intro: '{type}, {when}.',
  ask: 'Vous ne pouvez pas venir ? Annulez le rendez-vous, et le créneau se libère pour d’autres.',
  button: 'Annuler le rendez-vous',
  cancelled:
    'Le rendez-vous est annulé. Nous avons prévenu votre interlocuteur ; réservez un autre créneau quand vous voulez.',
  used: 'Ce lien a déjà servi : le rendez-vous a été annulé ou modifié. Le dernier e-mail à son sujet contient un lien valide.',
  expired: 'Ce rendez-vous a commencé ou est passé ; il ne peut plus être annulé ici. Répondez plutôt à son e-mail.',
  invalid: 'Ce lien est incomplet ou invalide. Ouvrez-le de nouveau depuis l’e-mail.',
  book: 'Prendre rendez-vous',
  change: 'Le déplacer à un autre créneau',
  moveButton: 'Déplacer le rendez-vous à ce créneau',
  moved:
    'Le rendez-vous est déplacé. Une nouvelle invitation arrive ; son lien permet de le déplacer ou de l’annuler encore.',
  taken: 'Ce créneau n’est plus libre. Choisissez-en un autre, s’il vous plaît.',
  cancelTitle: 'L’annuler',
};
