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
  cancel: 'To move or cancel the meeting: {link}',
  cancelled: 'Your meeting is cancelled.',
  cancelledSubject: 'Cancelled: your meeting with {company}, {when}',
  moved: 'Your meeting has moved to a new time.',
  movedSubject: 'Moved: your meeting with {company}, {when}',
};

/** The page a meeting's link opens, to move or cancel it. */
export const meetingPage = {
  title: 'Your meeting',
  intro: '{type}, {when}.',
  ask: 'Can you not come? Cancel the meeting, and the time is free for others.',
  button: 'Cancel the meeting',
  cancelled: 'The meeting is cancelled. We have let your contact know; book another time whenever you like.',
  used: 'This link has been used already: the meeting was cancelled or changed. The latest mail about it has a link that works.',
  expired:
    'This meeting has begun or is over, so it can no longer be cancelled here. Please reply to its mail instead.',
  invalid: 'This link is not complete or not valid. Please open it from the mail again.',
  book: 'Book a meeting',
  change: 'Move it to another time',
  moveButton: 'Move the meeting to this time',
  moved: 'The meeting is moved. A new invitation is on its way; its link moves or cancels it again.',
  taken: 'That time is no longer free. Please choose another one.',
  cancelTitle: 'Cancel it',
};
