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
  cancel: 'Отменить встречу: {link}',
  cancelled: 'Встреча отменена.',
  cancelledSubject: 'Отменена: встреча с {company}, {when}',
};

/** The page a meeting's link opens, to cancel it. */
export const meetingPage = {
  title: 'Ваша встреча',
  intro: '{type}, {when}.',
  ask: 'Не получается прийти? Отмените встречу, и это время освободится для других.',
  button: 'Отменить встречу',
  cancelled:
    'Встреча отменена. Мы сообщили об этом вашему собеседнику; записаться на другое время можно в любой момент.',
  used: 'Эта ссылка уже использована: встречу отменили или изменили. В последнем письме о ней есть действующая ссылка.',
  expired: 'Встреча уже началась или прошла, поэтому отменить её здесь нельзя. Ответьте, пожалуйста, на письмо о ней.',
  invalid: 'Ссылка неполная или недействительна. Откройте её из письма ещё раз.',
  book: 'Записаться на встречу',
};
