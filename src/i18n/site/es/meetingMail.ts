/** Spanish: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Su reunión con {company}: {when}',
  hello: 'Hola, {name}:',
  booked: 'Su reunión está reservada.',
  reminderIntro: 'Le recordamos su reunión.',
  when: 'Cuándo: {when}',
  length: 'Duración: {minutes} minutos',
  where: 'Dónde: {place}',
  online: 'En línea: {link}',
  host: 'Con: {host}',
  calendar: 'La invitación va adjunta: ábrala para añadir la reunión a su calendario.',
  reminderSubject: 'Recordatorio: su reunión con {company}, {when}',
  signoff: 'Hasta pronto,\n{company}',
};
