/**
 * The staff area's copy in English: the source catalog, whose shape the Russian one must
 * satisfy (a missing key is a type error), as with the site's catalogs. Each screen has its
 * section; `common` holds the shell (navigation, sign-out, refusals).
 */
const en = {
  common: {
    area: 'Staff area',
    skipLink: 'Skip to content',
    nav: {
      label: 'Staff sections',
      leads: 'Leads',
      dashboard: 'Dashboard',
      cases: 'Cases',
      team: 'Team',
      audit: 'Audit log',
      privacy: 'Privacy',
      account: 'My account',
    },
    signOut: 'Sign out',
    language: 'Language',
    forbidden: {
      title: 'Not allowed',
      text: 'Your role does not give access to this page. Ask an administrator if you need it.',
    },
  },
  leads: {
    title: 'Leads',
    filters: {
      label: 'Filter leads',
      kind: 'Form',
      status: 'Status',
      lang: 'Language',
      from: 'From',
      to: 'To',
      assignee: 'Assignee',
      q: 'Search name, email, company, message',
      any: 'Any',
      openOnly: 'All but spam',
      unassigned: 'Nobody',
      apply: 'Apply',
      reset: 'Clear filters',
      problem: 'Left out of the view: {problem}',
    },
    kinds: { contact: 'Contact', demo: 'Demo', callback: 'Call-back', package: 'Package', meeting: 'Meeting' },
    statuses: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost', spam: 'Spam' },
    counts: { label: 'Leads by status', total: 'All but spam' },
    table: {
      caption: 'Leads, newest first',
      received: 'Received',
      kind: 'Form',
      name: 'Name',
      contact: 'Email or phone',
      company: 'Company',
      lang: 'Language',
      status: 'Status',
      assignee: 'Assignee',
      empty: 'No leads match this view.',
    },
    next: 'Older leads',
    first: 'Newest leads',
    exportCsv: 'Export this view as CSV',
    live: 'Live: new leads appear here as they arrive.',
    arrived: 'A lead arrived or changed; the table is up to date.',
    detail: {
      back: 'Back to leads',
      title: 'Lead {id}',
      fields: 'What the visitor sent',
      received: 'Received',
      kind: 'Form',
      page: 'Sent from',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      message: 'Message',
      lang: 'Language',
      campaign: 'Campaign (UTM)',
      noCampaign: 'No campaign',
      pipeline: 'Pipeline',
      status: 'Status',
      assignee: 'Assignee',
      unassigned: 'Nobody',
      save: 'Save',
      takeIt: 'Take it',
      note: 'Add a note',
      addNote: 'Add note',
      noteTooLong: 'A note may have at most {max} characters.',
      noteEmpty: 'Write the note first.',
      deliveries: 'Notifications',
      channel: 'Channel',
      channels: { email: 'Email to sales', webhook: 'Webhook' },
      delivered: 'Delivered {at}',
      pending: 'Not delivered yet; next try {at}',
      attempts: 'Attempts',
      lastError: 'Last error',
      retry: 'Retry now',
      timeline: 'Timeline',
      events: {
        created: 'Arrived from {page}',
        status: 'Status: {from} → {to}',
        assigned: 'Assignee: {from} → {to}',
        note: 'Note',
        delivery_retry: 'Notification retried ({channel})',
      },
      by: 'by {name}',
      saved: 'Saved.',
      notFound: 'There is no lead with this number.',
    },
  },
};

export type StaffMessages = Widen<typeof en>;

/** Turns string literals into `string` so translations may differ while keeping the shape. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

export default en satisfies StaffMessages;
