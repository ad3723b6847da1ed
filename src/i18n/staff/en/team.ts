/** English: the team: roles, invitations, staff accounts. */

export const accounts = {
  exists: 'A staff member with this email address already exists.',
  unknown: 'No staff member has this email address.',
  inviteUnknown: 'This invitation link is not valid. Ask an administrator for a new one.',
  inviteExpired: 'This invitation link has expired (links are valid for 24 hours). Ask an administrator for a new one.',
  inviteUsed:
    'This invitation link has already been used. Sign in with the password you set, or ask an administrator for a new link.',
  tooShort: 'The password needs at least 12 characters.',
  tooLong: 'The password may have at most 128 characters.',
  tooCommon:
    'This password is too easy to guess: it is common or made of common words and patterns. Use a longer phrase of unrelated words.',
  lastAdmin: 'This is the only active administrator; make someone else an administrator first.',
  setupDone:
    'The staff area is set up already: this link no longer works. Sign in, or ask an administrator for an invitation.',
  setupUnknown: 'This setup link is not valid. Restart the server to print a new one.',
  setupExpired: 'This setup link has expired (links are valid for 24 hours). Restart the server to print a new one.',
  badEmail: 'Enter a valid email address, such as name@company.com.',
};

export const setup = {
  title: 'Set up the staff area',
  intro:
    'No administrator exists yet. The first administrator is you: enter your email address, your name and a password. This link works once.',
  email: 'Your email address',
  done: 'You are the first administrator. Sign in, then invite your team from Team and add a passkey on My account.',
};

export const invite = {
  title: 'Set your password',
  intro: 'You are invited to the staff area as {role}. Choose a password to finish.',
  name: 'Your name',
  password: 'Password',
  passwordHint: 'At least 12 characters; a phrase of several unrelated words is strong and easy to remember.',
  submit: 'Set password',
  done: 'Your password is set. Sign in to continue.',
  signIn: 'Go to sign-in',
};

export const roles = {
  admin: 'administrator',
  sales: 'sales',
  editor: 'editor',
};

export const team = {
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
};
