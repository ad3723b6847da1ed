/**
 * The member's own account, as the account screen shows and changes it: sessions and "sign out
 * everywhere else", password, staff language, time zone. Each handler takes the form's input and the acting
 * member (`Acting`) and says what came of it (`AccountOutcome`); the app and passkeys are in
 * `accountSecurity.ts`.
 */
import { desc, eq } from 'drizzle-orm';
import { staffLanguages, type StaffLang } from '../../i18n/languages.ts';
import { canonicalTimeZone } from '../../format/staffClock.ts';
import { staffSession, staffUser } from '../db/schema.ts';
import { endSessions } from './accounts.ts';
import { audit, audited, type AuditAction } from './audit.ts';
import type { HostHoursOutcome } from '../meetings/hostChanges.ts';
import type { Acting } from './member.ts';
import { passwordProblem, type PasswordProblem } from './passwordPolicy.ts';
import { appEnabled, type AppSetup } from './twoFactor.ts';
import type { SavedAvailability } from '../leads/routing/changes.ts';

/** What the screen announces after a change: a key of the staff catalog's `account` section. */
export type AccountSuccess =
  | 'signedOutEverywhere'
  | 'passwordChanged'
  | 'saved'
  | 'passkeyDeleted'
  | 'passkeyAdded'
  | 'appEnabled'
  | 'appDisabled'
  | 'backupCodesMade';

/** Why a change was refused: a key of the catalog's `account` section, or a password rule (`accounts`). */
export type AccountRefusal = 'wrongPassword' | 'appWrongCode' | 'badTimeZone' | PasswordProblem;

/** What came of one account form: the page renders it, or reads itself again by GET (`renewed`); the meeting hours' as theirs. */
export interface AccountOutcome extends Omit<HostHoursOutcome, 'refusal' | 'status'> {
  success?: AccountSuccess;
  refusal?: AccountRefusal | HostHoursOutcome['refusal'];
  /** The answer's status when not 200: 422 for a refusal, 400 for a form the screen never sends. */
  status?: 400 | 422;
  /** Set-Cookie headers of the session Better Auth renewed. */
  cookies?: string[];
  /** The session was renewed: the page is read again, `?done=` this, with the new cookies. */
  renewed?: 'app-enabled' | 'app-disabled';
  /** The authenticator app being added: shown until its first code is confirmed. */
  setup?: AppSetup;
  /** Backup codes to show once, after they were made. */
  backupCodes?: string[];
  /** The staff language chosen; null to follow the browser. */
  lang?: StaffLang | null;
  /** The time zone chosen. */
  timeZone?: string;
  /** The languages the member takes leads in and their away mark, saved (`routingRules.ts`). */
  availability?: SavedAvailability;
}

/** A refused change: its reason, answered 422. */
export const refused = (refusal: AccountRefusal): AccountOutcome => ({ refusal, status: 422 });

/** The audit entry of `action` by the acting member on their own account. */
export const ownAccount = ({ member, ip }: Acting, action: AuditAction, details?: Record<string, string>) => ({
  actor: { id: member.user.id, email: member.user.email },
  action,
  target: member.user.email,
  ip,
  ...(details ? { details } : {}),
});

/** Ends every other session of the member. */
export async function signOutEverywhere(acting: Acting): Promise<AccountOutcome> {
  const { db, member } = acting;
  await audited(
    db,
    (tx) => endSessions(tx, member.user.id, member.sessionId),
    ownAccount(acting, 'sign-out-everywhere'),
  );
  return { success: 'signedOutEverywhere' };
}

/** Changes the member's password (the current one proves it is them); every other session ends. */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  acting: Acting,
): Promise<AccountOutcome> {
  const { member, headers, db } = acting;
  const weak = passwordProblem(input.newPassword, [member.user.email, member.user.name]);
  if (weak) return refused(weak);
  try {
    const { headers: answer } = await (
      await acting.app.staffAuth()
    ).api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    // Better Auth writes the change through its own store calls, outside any transaction of ours: the row follows it.
    await audit(db, ownAccount(acting, 'password-change'));
    return { success: 'passwordChanged', cookies: answer.getSetCookie() };
  } catch (error) {
    if (!(error instanceof Error) || !('status' in error || 'statusCode' in error)) throw error;
    return refused('wrongPassword');
  }
}

/** Keeps the member's staff language (none of ours: follow the browser). */
export async function setStaffLanguage(input: { lang: string }, { db, member }: Acting): Promise<AccountOutcome> {
  const chosen = staffLanguages.find((each) => each === input.lang) ?? null;
  await db.update(staffUser).set({ lang: chosen }).where(eq(staffUser.id, member.user.id));
  return { success: 'saved', lang: chosen };
}

/**
 * Keeps the time zone the member's moments are shown in, by the runtime's name for it (the one the
 * screen's list shows selected); one the runtime does not know is refused.
 */
export async function setTimeZone(input: { timeZone: string }, { db, member }: Acting): Promise<AccountOutcome> {
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) return refused('badTimeZone');
  await db
    .update(staffUser)
    .set({ timeZone: timeZone === 'UTC' ? null : timeZone })
    .where(eq(staffUser.id, member.user.id));
  return { success: 'saved', timeZone };
}

/** What the account screen shows: the member's sessions (newest first), stored language and time zone, passkeys, whether the app is on, the languages they take leads in and their away mark. */
export async function accountView({ db, member, headers, app }: Pick<Acting, 'db' | 'member' | 'headers' | 'app'>) {
  const sessions = await db
    .select()
    .from(staffSession)
    .where(eq(staffSession.userId, member.user.id))
    .orderBy(desc(staffSession.createdAt));
  const [stored] = await db
    .select({
      lang: staffUser.lang,
      timeZone: staffUser.timeZone,
      languages: staffUser.languages,
      away: staffUser.away,
    })
    .from(staffUser)
    .where(eq(staffUser.id, member.user.id));
  const passkeys = await (await app.staffAuth()).api.listPasskeys({ headers });
  return {
    sessions,
    storedLang: stored?.lang ?? null,
    timeZone: stored?.timeZone ?? 'UTC',
    passkeys,
    appOn: await appEnabled(db, member.user.id),
    availability: { languages: stored?.languages ?? [], away: stored?.away ?? false },
  };
}
