/**
 * Staff accounts: invitations (one-time links, kept only as hashes), passwords, roles and
 * disabling. Used by the command line and the team screen alike; each caller writes the audit.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAccount, staffInvites, staffSession, staffUser } from '../db/schema.ts';
import type { StaffAuth } from './auth.ts';
import { passwordProblem, type PasswordProblem } from './passwordPolicy.ts';
import { asStaffRole, can, type StaffRole } from './permissions.ts';

/** An invitation link is valid this long. */
export const INVITE_TTL_MS = 24 * 3600 * 1000;

/** The stored form of an invitation token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Email addresses are compared and stored lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type AccountProblem =
  | 'exists'
  | 'unknown'
  | 'inviteUnknown'
  | 'inviteExpired'
  | 'inviteUsed'
  | PasswordProblem
  | 'lastAdmin'
  | 'setupDone'
  | 'setupUnknown'
  | 'setupExpired'
  | 'badEmail';

/** A refusal the caller shows in the staff language (a key of the catalog's `accounts` section). */
export class AccountError extends Error {
  override name = 'AccountError';
  readonly reason: AccountProblem;
  constructor(reason: AccountProblem) {
    super(reason);
    this.reason = reason;
  }
}

/** Creates an invitation for `email` with `role`; returns the token (shown once, never stored). */
export async function inviteStaff(
  db: Database,
  input: { email: string; role: StaffRole; invitedBy?: string; now?: Date },
) {
  const email = normalizeEmail(input.email);
  const [existing] = await db.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.email, email));
  if (existing) throw new AccountError('exists');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date((input.now ?? new Date()).getTime() + INVITE_TTL_MS);
  await db
    .insert(staffInvites)
    .values({ email, role: input.role, tokenHash: hashToken(token), expiresAt, invitedBy: input.invitedBy ?? null });
  return { token, email, expiresAt };
}

/** The path of an invitation's page. */
export const invitePath = (token: string) => `/staff/invite/${encodeURIComponent(token)}`;

/** The invitation a token names, if it can still be used; else why not. */
export async function findInvite(db: Database, token: string, now = new Date()) {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, hashToken(token)));
  if (!invite) throw new AccountError('inviteUnknown');
  if (invite.usedAt) throw new AccountError('inviteUsed');
  if (invite.expiresAt <= now) throw new AccountError('inviteExpired');
  return invite;
}

export async function hashPassword(auth: StaffAuth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

function checkPassword(password: string, userInputs: string[]): void {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw new AccountError(problem);
}

/**
 * Uses an invitation: the account is created with its password and the invitation spent, in
 * one transaction, so two sends of the form cannot both succeed.
 */
export async function acceptInvite(
  db: Database,
  auth: StaffAuth,
  input: { token: string; name: string; password: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const invite = await findInvite(db, input.token, now);
  checkPassword(input.password, [invite.email, input.name]);
  const hash = await hashPassword(auth, input.password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
      .returning();
    if (!spent) throw new AccountError('inviteUsed');
    const [taken] = await tx.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.email, invite.email));
    if (taken) throw new AccountError('exists');
    const id = randomUUID();
    await tx.insert(staffUser).values({
      id,
      email: invite.email,
      name: input.name.trim() || invite.email,
      role: invite.role,
      emailVerified: true,
    });
    await tx
      .insert(staffAccount)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    return { id, email: invite.email, role: invite.role as StaffRole };
  });
}

/** The member with `email`, or AccountError('unknown'). */
export async function findMember(db: Database, email: string) {
  const [member] = await db
    .select()
    .from(staffUser)
    .where(eq(staffUser.email, normalizeEmail(email)));
  if (!member) throw new AccountError('unknown');
  return member;
}

/** Every staff member, by email, and the invitations not yet used. */
export async function listStaff(db: Database) {
  const members = await db
    .select({
      id: staffUser.id,
      email: staffUser.email,
      name: staffUser.name,
      role: staffUser.role,
      disabled: staffUser.disabled,
      languages: staffUser.languages,
      contentLanguages: staffUser.contentLanguages,
      away: staffUser.away,
      createdAt: staffUser.createdAt,
    })
    .from(staffUser)
    .orderBy(asc(staffUser.email));
  const invites = await db
    .select({ email: staffInvites.email, role: staffInvites.role, expiresAt: staffInvites.expiresAt })
    .from(staffInvites)
    .where(isNull(staffInvites.usedAt))
    .orderBy(asc(staffInvites.email));
  return { members, invites };
}

/** The active members a lead can be given to (sales and administrators), by name. */
export async function leadMembers(db: Database): Promise<{ id: string; name: string }[]> {
  const { members } = await listStaff(db);
  return members
    .filter((member) => !member.disabled && can(asStaffRole(member.role), 'leads.update'))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Ends every session of a member, except `keep` (the one asking, for "sign out everywhere else"). */
export async function endSessions(db: Database, userId: string, keep?: string): Promise<void> {
  await db
    .delete(staffSession)
    .where(keep ? and(eq(staffSession.userId, userId), ne(staffSession.id, keep)) : eq(staffSession.userId, userId));
}

/** Refuses to leave the staff without an active admin. */
async function keepAnAdmin(db: Database, memberId: string): Promise<void> {
  const admins = await db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(and(eq(staffUser.role, 'admin'), eq(staffUser.disabled, false)));
  if (admins.length === 1 && admins[0]!.id === memberId) throw new AccountError('lastAdmin');
}

/** Disables a member: they cannot sign in, and their sessions end now. */
export async function disableStaff(db: Database, email: string) {
  const member = await findMember(db, email);
  if (member.role === 'admin') await keepAnAdmin(db, member.id);
  await db.update(staffUser).set({ disabled: true, updatedAt: new Date() }).where(eq(staffUser.id, member.id));
  await endSessions(db, member.id);
  return member;
}

/** Gives a member another role (effective on their next request). */
export async function setRole(db: Database, email: string, role: StaffRole) {
  const member = await findMember(db, email);
  if (member.role === 'admin' && role !== 'admin') await keepAnAdmin(db, member.id);
  await db.update(staffUser).set({ role, updatedAt: new Date() }).where(eq(staffUser.id, member.id));
  return { ...member, previousRole: member.role };
}

/** Sets a member's password; every other session of theirs ends (`keep`: the one changing it). */
export async function setPassword(
  db: Database,
  auth: StaffAuth,
  input: { email: string; password: string; keepSession?: string },
) {
  const member = await findMember(db, input.email);
  checkPassword(input.password, [member.email, member.name]);
  const hash = await hashPassword(auth, input.password);
  const updated = await db
    .update(staffAccount)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(staffAccount.userId, member.id), eq(staffAccount.providerId, 'credential')))
    .returning({ id: staffAccount.id });
  if (!updated.length)
    await db
      .insert(staffAccount)
      .values({ id: randomUUID(), accountId: member.id, providerId: 'credential', userId: member.id, password: hash });
  await endSessions(db, member.id, input.keepSession);
  return member;
}
