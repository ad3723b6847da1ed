/**
 * The first admin of a fresh store. While no active admin exists, each server start makes a
 * one-time setup link (as Strapi and Jenkins do) and prints it: whoever opens it sets the first
 * admin's email, name and password. Only the token's SHA-256 is kept (in `staff_verification`,
 * beside Better Auth's own short-lived values); a link expires after SETUP_TTL_MS, the first one
 * used spends every other, and once an admin exists none is made or accepted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAccount, staffUser, staffVerification } from '../db/schema.ts';
import { AccountError, hashPassword, hashToken, normalizeEmail } from './accounts.ts';
import type { StaffAuth } from './auth.ts';
import { passwordProblem } from './passwordPolicy.ts';

/** A setup link is valid this long (a restart while none is used prints a new one). */
export const SETUP_TTL_MS = 24 * 3600 * 1000;

/** The `identifier` of setup tokens in `staff_verification`. */
const SETUP = 'first-admin-setup';

/** The path of the setup page. */
export const setupPath = (token: string) => `/staff/setup/${encodeURIComponent(token)}`;

/** Whether the staff has an active admin (in `db`, or in a transaction). */
async function hasAdmin(db: Pick<Database, 'select'>): Promise<boolean> {
  const admins = await db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(and(eq(staffUser.role, 'admin'), eq(staffUser.disabled, false)))
    .limit(1);
  return admins.length > 0;
}

/** A new setup token (returned once, kept as a hash) while no active admin exists; else undefined. */
export async function issueSetupToken(
  db: Database,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | undefined> {
  if (await hasAdmin(db)) return undefined;
  await db
    .delete(staffVerification)
    .where(and(eq(staffVerification.identifier, SETUP), lte(staffVerification.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_TTL_MS);
  await db
    .insert(staffVerification)
    .values({ id: randomUUID(), identifier: SETUP, value: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Why a setup token cannot be used: the staff has an admin already, or the link is unknown (spent) or expired. */
export async function setupProblem(
  db: Database,
  token: string,
  now = new Date(),
): Promise<'setupDone' | 'setupUnknown' | 'setupExpired' | undefined> {
  if (await hasAdmin(db)) return 'setupDone';
  const [row] = await db
    .select({ expiresAt: staffVerification.expiresAt })
    .from(staffVerification)
    .where(and(eq(staffVerification.identifier, SETUP), eq(staffVerification.value, hashToken(token))));
  if (!row) return 'setupUnknown';
  return row.expiresAt <= now ? 'setupExpired' : undefined;
}

/**
 * Makes the first admin from a setup link. One transaction deletes every setup token and goes
 * on only if this one was among them and valid: two sends of the form, or of two links, at once
 * cannot both make an admin.
 */
export async function completeSetup(
  db: Database,
  auth: StaffAuth,
  input: { token: string; email: string; name: string; password: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const problem = await setupProblem(db, input.token, now);
  if (problem) throw new AccountError(problem);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new AccountError('badEmail');
  const weak = passwordProblem(input.password, [email, input.name]);
  if (weak) throw new AccountError(weak);
  const hash = await hashPassword(auth, input.password);
  return db.transaction(async (tx) => {
    const spent = await tx
      .delete(staffVerification)
      .where(eq(staffVerification.identifier, SETUP))
      .returning({ value: staffVerification.value, expiresAt: staffVerification.expiresAt });
    const mine = spent.find((row) => row.value === hashToken(input.token));
    if (!mine || mine.expiresAt <= now || (await hasAdmin(tx))) throw new AccountError('setupDone');
    const [taken] = await tx.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.email, email));
    if (taken) throw new AccountError('exists');
    const id = randomUUID();
    await tx
      .insert(staffUser)
      .values({ id, email, name: input.name.trim() || email, role: 'admin', emailVerified: true });
    await tx
      .insert(staffAccount)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    return { id, email };
  });
}
