/** Russian: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Ваша встреча с {company}: {when}',
  hello: 'Здравствуйте, {name}!',
  booked: 'Встреча назначена.',
  reminderIntro: 'Напоминаем о встрече.',
  when: 'Когда: {when}',
  length: 'Продолжительность: {minutes} мин.',
  where: 'Где: {place}',
  online: 'Онлайн: {link}',
  host: 'С вами встретится: {host}',
  calendar: 'Приглашение во вложении: откройте его, чтобы добавить встречу в календарь.',
  reminderSubject: 'Напоминание: встреча с {company}, {when}',
  signoff: 'До встречи,\n{company}',
};
