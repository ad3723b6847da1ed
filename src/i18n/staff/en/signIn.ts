/** English: signing in, with a password, a passkey or a code. */

export const signIn = {
  title: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  failed: 'Wrong email or password.',
  limited: 'Too many attempts. Try again later.',
  signedOut: 'You have signed out.',
  passkey: 'Sign in with a passkey',
  passkeyFailed: 'The passkey was not accepted. Try again, or sign in with your password.',
  codeTitle: 'Code from your app',
  codeIntro: 'Your password is right. Now type the code your authenticator app shows for this site.',
  code: 'Code',
  codeHint: 'Six digits from the app, or one of your backup codes.',
  wrongCode: 'That code is not right. The app shows a new one every 30 seconds: type the one it shows now.',
  codeExpired: 'The time to type the code ran out. Sign in again.',
  startAgain: 'Start again with the password',
};
