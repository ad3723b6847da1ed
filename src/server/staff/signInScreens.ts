/**
 * The screens a person comes in through (sign-in, the second step, an invitation, the first
 * admin's setup) and the member's own session changes Better Auth makes: what each reads from
 * the store and writes to it, so their pages only read the form and render.
 */
import type { SiteApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { AccountError, acceptInvite, findInvite } from './accounts.ts';
import { audit } from './audit.ts';
import type { StaffAuth } from './auth.ts';
import { completeSetup, setupProblem } from './firstAdmin.ts';
import type { StaffMember } from './member.ts';
import { asStaffRole, type StaffRole } from './permissions.ts';
import type { SignInLimiter } from './signInLimit.ts';
import { challengeOwner } from './twoFactor.ts';

/** What a sign-in (password, code or passkey) works with: the store, Better Auth and the per-address limiter. */
export async function signInParts(app: SiteApp): Promise<{ db: Database; auth: StaffAuth; limiter: SignInLimiter }> {
  return { db: await app.db(), auth: await app.staffAuth(), limiter: app.signInLimiter };
}

/**
 * The email whose second step the request's cookie names, or undefined when none is pending (then back
 * to the password).
 */
export async function codeScreen(app: SiteApp, cookieHeader: string | null): Promise<string | undefined> {
  return challengeOwner(await app.db(), cookieHeader, app.settings);
}

/** A name and password sent to an invitation's or the setup's page, and the address they came from. */
interface NewMember {
  form: FormData;
  ip: string;
}

/**
 * An invitation's page: the role it offers, and, when the form was sent (`posted`), the member
 * made (audited) or why not. Without a role the link cannot be used at all.
 */
export async function invitationScreen(app: SiteApp, token: string, posted: NewMember | undefined) {
  const db = await app.db();
  let role: StaffRole | undefined;
  const name = posted ? String(posted.form.get('name') ?? '') : '';
  try {
    role = asStaffRole((await findInvite(db, token)).role) ?? 'editor';
    if (posted) {
      const password = String(posted.form.get('password') ?? '');
      const member = await acceptInvite(db, await app.staffAuth(), { token, name, password });
      const actor = { id: member.id, email: member.email };
      await audit(db, { actor, action: 'invite-accepted', target: member.email, ip: posted.ip });
      return { role, name, done: true };
    }
    return { role, name, done: false };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return { role, name, done: false, problem: error.reason };
  }
}

/**
 * The first admin's setup page: why its link cannot be used, and, when the form was sent
 * (`posted`), the admin made (audited) or the field refused, with what was typed.
 */
export async function setupScreen(app: SiteApp, token: string, posted: NewMember | undefined) {
  const db = await app.db();
  const email = posted ? String(posted.form.get('email') ?? '') : '';
  const name = posted ? String(posted.form.get('name') ?? '') : '';
  const gone = await setupProblem(db, token);
  if (gone || !posted) return { email, name, done: false, problem: gone };
  try {
    const password = String(posted.form.get('password') ?? '');
    const member = await completeSetup(db, await app.staffAuth(), { token, email, name, password });
    await audit(db, {
      actor: { id: member.id, email: member.email },
      action: 'first-admin',
      target: member.email,
      ip: posted.ip,
    });
    return { email, name, done: true };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return { email, name, done: false, problem: error.reason };
  }
}

/** Audits a change Better Auth made to the signed-in member's own account: signing out, adding a passkey (named). */
export async function auditOwnChange(
  app: SiteApp,
  member: StaffMember,
  change: { action: 'sign-out' | 'passkey-add'; ip: string; details?: Record<string, string> },
): Promise<void> {
  await audit(await app.db(), {
    actor: { id: member.user.id, email: member.user.email },
    action: change.action,
    target: member.user.email,
    ...(change.details ? { details: change.details } : {}),
    ip: change.ip,
  });
}
