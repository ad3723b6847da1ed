/** English: the privacy tools. */

export const privacy = {
  title: 'Privacy',
  intro:
    'Answer a person who asks what the site holds about them or asks to be forgotten. Both work by email address, whatever its letter case.',
  email: 'Email address',
  erase: {
    title: 'Erase every lead of an email address',
    text: 'Deletes each lead sent with this address, with its notes, timeline and notifications. This cannot be undone; export first if the person also asked for a copy.',
    confirm: 'Type the address again',
    submit: 'Erase',
    done: 'Leads of this address erased: {count}.',
    none: 'No lead had this address; nothing was erased.',
    mismatch: 'The two addresses differ. Type the same address twice.',
  },
  export: {
    title: 'Export everything held about an email address',
    text: 'Downloads a JSON file with every lead of this address, its notes, timeline and notifications.',
    submit: 'Download JSON',
  },
  retention: {
    title: 'Retention',
    forever: 'Leads are kept until they are erased here (LEADS_RETENTION_DAYS is not set).',
    days: 'Leads are kept for {days} days; older ones are deleted every day (LEADS_RETENTION_DAYS).',
  },
  invalidEmail: 'Enter an email address, like name@example.com.',
};
