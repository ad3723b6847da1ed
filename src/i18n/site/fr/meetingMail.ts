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
};
