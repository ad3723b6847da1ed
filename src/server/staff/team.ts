/**
 * The team screen's changes, made by an admin: invite a member, change a role, disable a
 * member. Each takes the form's input and the acting member, makes the change and its audit row
 * in one transaction, and says what came of it (`TeamOutcome`).
 */
import { staffCatalogs } from '../../i18n/index.ts';
import { publicOrigin } from '../env.ts';
import { eq } from 'drizzle-orm';
import { languages, type Lang } from '../../i18n/languages.ts';
import { staffUser } from '../db/schema.ts';
import {
  AccountError,
  disableStaff,
  findMember,
  invitePath,
  inviteStaff,
  setRole,
  type AccountProblem,
} from './accounts.ts';
import { audited, type AuditAction } from './audit.ts';
import { mailInvite } from './inviteMail.ts';
import type { Acting } from './member.ts';
import type { StaffRole } from './permissions.ts';
import type { SavedAvailability } from '../leads/routing/changes.ts';

/** What came of one team form: a notice, the invitation link to pass on (no mail server), or a refusal (422). */
export interface TeamOutcome {
  /** A key of the staff catalog's `team` section, and the member it names. */
  success?: { key: 'inviteSent' | 'roleChanged' | 'disabledDone'; email: string; role?: StaffRole };
  link?: { email: string; href: string };
  /** A member's languages and away mark, saved (`routingRules.ts`). */
  availability?: SavedAvailability;
  /** The content a member may edit, saved: null for every language and the shared documents. */
  contentLanguages?: { email: string; name: string; languages: Lang[] | null };
  /** A key of the catalog's `accounts` section. */
  refusal?: AccountProblem;
  status?: 422;
}

/** The audit entry of `action` by the acting admin on `target`. */
const onMember = ({ member, ip }: Acting, action: AuditAction, target: string, details?: Record<string, string>) => ({
  actor: { id: member.user.id, email: member.user.email },
  action,
  target,
  ip,
  ...(details ? { details } : {}),
});

/** `work`'s outcome, or the refusal of an account rule it broke. */
async function unlessRefused(work: () => Promise<TeamOutcome>): Promise<TeamOutcome> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return { refusal: error.reason, status: 422 };
  }
}

/** Invites `email` as `role`: the link is mailed, or shown when no mail server is set. */
export function invite(input: { email: string; role: StaffRole }, acting: Acting): Promise<TeamOutcome> {
  return unlessRefused(async () => {
    const made = await audited(
      acting.db,
      (tx) => inviteStaff(tx, { email: input.email, role: input.role, invitedBy: acting.member.user.id }),
      (invitation) => onMember(acting, 'invite', invitation.email, { role: input.role }),
    );
    const href = new URL(invitePath(made.token), publicOrigin(acting.app.settings)).href;
    const t = staffCatalogs[acting.member.lang];
    if (await mailInvite(acting.app.settings, t, { to: made.email, role: t.roles[input.role], link: href }))
      return { success: { key: 'inviteSent', email: made.email } };
    return { link: { email: made.email, href } };
  });
}

/** Gives a member another role; the last active admin keeps theirs. */
export function changeRole(input: { email: string; role: StaffRole }, acting: Acting): Promise<TeamOutcome> {
  return unlessRefused(async () => {
    const changed = await audited(
      acting.db,
      (tx) => setRole(tx, input.email, input.role),
      (member) => onMember(acting, 'role-change', member.email, { from: member.previousRole, to: input.role }),
    );
    return { success: { key: 'roleChanged', email: changed.email, role: input.role } };
  });
}

/** Disables a member and ends their sessions; the last active admin stays. */
export function disable(input: { email: string }, acting: Acting): Promise<TeamOutcome> {
  return unlessRefused(async () => {
    const disabled = await audited(
      acting.db,
      (tx) => disableStaff(tx, input.email),
      (member) => onMember(acting, 'disable', member.email),
    );
    return { success: { key: 'disabledDone', email: disabled.email } };
  });
}

/** Limits a member to the content of some languages (none chosen: every language and the shared documents). */
export function setContentLanguages(
  input: { email: string; languages: string[] },
  acting: Acting,
): Promise<TeamOutcome> {
  return unlessRefused(async () => {
    const chosen = languages.filter((lang) => input.languages.includes(lang));
    const stored = chosen.length ? chosen : null;
    const member = await audited(
      acting.db,
      async (tx) => {
        const found = await findMember(tx, input.email);
        await tx.update(staffUser).set({ contentLanguages: stored }).where(eq(staffUser.id, found.id));
        return found;
      },
      (found) => onMember(acting, 'member-languages', found.email, { languages: stored ? stored.join(' ') : 'all' }),
    );
    return { contentLanguages: { email: member.email, name: member.name, languages: stored } };
  });
}
