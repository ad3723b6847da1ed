/**
 * The member's own ways in besides the password, as the account screen changes them: passkeys
 * and the authenticator app (set up, confirm, turn off, new backup codes). Each handler takes the
 * form's input and the acting member and says what came of it. Better Auth makes these changes
 * through its own store calls, outside any transaction of ours, so each audit row follows its change.
 */
import { audit } from './audit.ts';
import type { Acting } from './member.ts';
import { confirmAppSetup, newBackupCodes, qrSvg, setupKey, startAppSetup, turnAppOff } from './twoFactor.ts';
import { ownAccount, refused, type AccountOutcome } from './account.ts';

/** Removes one of the member's own passkeys; an id that is not theirs is a form the screen never sends (400). */
export async function deletePasskey(input: { id: string }, acting: Acting): Promise<AccountOutcome> {
  const auth = await acting.app.staffAuth();
  const mine = (await auth.api.listPasskeys({ headers: acting.headers })).find((each) => each.id === input.id);
  if (!mine) return { status: 400 };
  await auth.api.deletePasskey({ body: { id: input.id }, headers: acting.headers });
  await audit(acting.db, ownAccount(acting, 'passkey-delete', { name: mine.name ?? '' }));
  return { success: 'passkeyDeleted' };
}

/** Starts adding the app: its key, QR code and backup codes, until a first code confirms it. */
export async function startApp(input: { password: string }, { headers, app }: Acting): Promise<AccountOutcome> {
  const setup = await startAppSetup(await app.staffAuth(), headers, input.password);
  return setup ? { setup } : refused('wrongPassword');
}

/** Confirms the app with its first code; a wrong code shows the same key and codes again. */
export async function confirmApp(
  input: { code: string; uri: string; backupCodes: string },
  acting: Acting,
): Promise<AccountOutcome> {
  const cookies = await confirmAppSetup(await acting.app.staffAuth(), acting.headers, input.code);
  if (cookies) {
    await audit(acting.db, ownAccount(acting, 'two-factor-enable'));
    return { renewed: 'app-enabled', cookies };
  }
  // The same app key again (the store keeps it until a code confirms it), and the codes made with it.
  if (!input.uri.startsWith('otpauth://totp/')) return refused('appWrongCode');
  const setup = {
    uri: input.uri,
    key: setupKey(input.uri),
    qrSvg: await qrSvg(input.uri),
    backupCodes: input.backupCodes.split(' ').filter(Boolean),
  };
  return { ...refused('appWrongCode'), setup };
}

/** Turns the app off (the password proves it is the member). */
export async function turnOffApp(input: { password: string }, acting: Acting): Promise<AccountOutcome> {
  const cookies = await turnAppOff(await acting.app.staffAuth(), acting.headers, input.password);
  if (!cookies) return refused('wrongPassword');
  await audit(acting.db, ownAccount(acting, 'two-factor-disable'));
  return { renewed: 'app-disabled', cookies };
}

/** Ten new backup codes in place of the old ones, shown once. */
export async function makeBackupCodes(input: { password: string }, acting: Acting): Promise<AccountOutcome> {
  const backupCodes = await newBackupCodes(await acting.app.staffAuth(), acting.headers, input.password);
  if (!backupCodes) return refused('wrongPassword');
  await audit(acting.db, ownAccount(acting, 'backup-codes-new'));
  return { success: 'backupCodesMade', backupCodes };
}
