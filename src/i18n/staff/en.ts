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
  accounts: {
    exists: 'A staff member with this email address already exists.',
    unknown: 'No staff member has this email address.',
    inviteUnknown: 'This invitation link is not valid. Ask an administrator for a new one.',
    inviteExpired: 'This invitation link has expired (links are valid for 24 hours). Ask an administrator for a new one.',
    inviteUsed: 'This invitation link has already been used. Sign in with the password you set, or ask an administrator for a new link.',
    tooShort: 'The password needs at least 12 characters.',
    tooLong: 'The password may have at most 128 characters.',
    tooCommon: 'This password is too easy to guess: it is common or made of common words and patterns. Use a longer phrase of unrelated words.',
    lastAdmin: 'This is the only active administrator; make someone else an administrator first.',
  },
  signIn: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Wrong email or password.',
    limited: 'Too many attempts. Try again later.',
    signedOut: 'You have signed out.',
    crossOrigin: 'This request came from another site and was refused.',
  },
  invite: {
    title: 'Set your password',
    intro: 'You are invited to the staff area as {role}. Choose a password to finish.',
    name: 'Your name',
    password: 'Password',
    passwordHint: 'At least 12 characters; a phrase of several unrelated words is strong and easy to remember.',
    submit: 'Set password',
    done: 'Your password is set. Sign in to continue.',
    signIn: 'Go to sign-in',
  },
  roles: {
    admin: 'administrator',
    sales: 'sales',
    editor: 'editor',
  },
  home: {
    title: 'Welcome, {name}',
    role: 'Your role: {role}.',
    sections: 'Your sections',
  },
  account: {
    title: 'My account',
    sessions: 'Active sessions',
    current: 'this device',
    started: 'Signed in',
    address: 'Address',
    device: 'Device',
    signOutEverywhere: 'Sign out everywhere else',
    signedOutEverywhere: 'Every other session has ended.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    wrongPassword: 'The current password is wrong.',
    passwordChanged: 'Your password is changed; your other sessions have ended.',
    language: 'Language of the staff area',
    languageFollowsBrowser: 'Same as the browser',
    save: 'Save',
    saved: 'Saved.',
  },
  team: {
    title: 'Team',
    email: 'Email',
    name: 'Name',
    role: 'Role',
    status: 'Status',
    active: 'active',
    disabled: 'disabled',
    invited: 'invited, until {date}',
    invite: 'Invite a staff member',
    inviteSubmit: 'Invite',
    inviteSent: 'The invitation was emailed to {email}.',
    inviteLink: 'Send this one-time link to {email} (valid for 24 hours):',
    changeRole: 'Change role',
    disable: 'Disable',
    roleChanged: 'The role of {email} is now {role}.',
    disabledDone: '{email} is disabled and signed out.',
    mailSubject: 'Your invitation to the staff area',
    mailText: 'You are invited to the staff area as {role}. Set your password here (valid for 24 hours): {link}',
  },
  audit: {
    title: 'Audit log',
    filter: 'Filter',
    action: 'Action',
    anyAction: 'Any action',
    actor: 'Who (email)',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    when: 'When',
    target: 'On',
    address: 'From address',
    details: 'Details',
    empty: 'Nothing matches this filter.',
    system: 'command line or visitor',
    actions: {
      'sign-in': 'Signed in',
      'sign-in-failed': 'Failed sign-in',
      'sign-in-refused': 'Sign-in refused (too many attempts)',
      'sign-out': 'Signed out',
      'sign-out-everywhere': 'Signed out everywhere',
      invite: 'Invited',
      'invite-accepted': 'Accepted an invitation',
      'role-change': 'Changed a role',
      disable: 'Disabled an account',
      'password-change': 'Changed a password',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no staff page at this address.',
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
