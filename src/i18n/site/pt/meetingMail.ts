/** Portuguese: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Sua reunião com {company}: {when}',
  hello: 'Olá, {name},',
  booked: 'Sua reunião está reservada.',
  reminderIntro: 'Um lembrete da sua reunião.',
  when: 'Quando: {when}',
  length: 'Duração: {minutes} minutos',
  where: 'Onde: {place}',
  online: 'Online: {link}',
  host: 'Com: {host}',
  calendar: 'O convite está em anexo: abra-o para adicionar a reunião à sua agenda.',
  reminderSubject: 'Lembrete: sua reunião com {company}, {when}',
  signoff: 'Até breve,\n{company}',
};
