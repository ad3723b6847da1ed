/** English: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Your meeting with {company}: {when}',
  hello: 'Hello {name},',
  booked: 'Your meeting is booked.',
  reminderIntro: 'A reminder of your meeting.',
  when: 'When: {when}',
  length: 'Length: {minutes} minutes',
  where: 'Where: {place}',
  online: 'Online: {link}',
  host: 'With: {host}',
  calendar: 'The invitation is attached: open it to add the meeting to your calendar.',
  reminderSubject: 'Reminder: your meeting with {company}, {when}',
  signoff: 'See you soon,\n{company}',
};
