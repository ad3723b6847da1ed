/**
 * The team screen's changes, made by an admin: invite a member, change a role, disable a
 * member. Each takes the form's input and the acting member, makes the change and says what came of
 * it (`TeamDone`), from which its action writes the audit row in the change's transaction.
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
import { mailInvite } from './inviteMail.ts';
import type { Acting } from './member.ts';
import type { StaffRole } from './permissions.ts';
import type { SavedAvailability } from '../leads/routing/changes.ts';
import type { HostHoursOutcome } from '../meetings/hostChanges.ts';

/** What came of one team form: a notice, the invitation link to pass on (no mail server), or a refusal (422); the meeting hours' as theirs. */
export interface TeamOutcome extends Omit<HostHoursOutcome, 'refusal' | 'status'> {
  /** A key of the staff catalog's `team` section, and the member it names. */
  success?: { key: 'inviteSent' | 'roleChanged' | 'disabledDone'; email: string; role?: StaffRole };
  link?: { email: string; href: string };
  /** A member's languages and away mark, saved (`routingRules.ts`). */
  availability?: SavedAvailability;
  /** The content a member may edit, saved: null for every language and the shared documents. */
  contentLanguages?: { email: string; name: string; languages: Lang[] | null };
  /** A key of the catalog's `accounts` section, or a member who cannot host meetings. */
  refusal?: AccountProblem | HostHoursOutcome['refusal'];
  status?: 422;
}

/** What a team change did: the screen's outcome, and the member it changed (none: refused), for the audit row. */
export interface TeamDone {
  outcome: TeamOutcome;
  member?: { email: string; previousRole?: string };
  /** An invitation made, to mail once it is stored. */
  invitation?: { email: string; token: string };
}

/** The screen's outcome of a team change. */
export const teamOutcome = (done: TeamDone): TeamOutcome => done.outcome;

/** `work`'s result, or the refusal of an account rule it broke. */
async function unlessRefused(work: () => Promise<TeamDone>): Promise<TeamDone> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return { outcome: { refusal: error.reason, status: 422 } };
  }
}

/** Invites `email` as `role` (the link is mailed, or shown, once stored: `mailInvitation`). */
export function invite(input: { email: string; role: StaffRole }, acting: Acting): Promise<TeamDone> {
  return unlessRefused(async () => {
    const made = await inviteStaff(acting.db, {
      email: input.email,
      role: input.role,
      invitedBy: acting.member.user.id,
    });
    return { outcome: {}, member: { email: made.email }, invitation: { email: made.email, token: made.token } };
  });
}

/** Mails a stored invitation's link; without a mail server (or when the mail fails) the screen shows it. */
export async function mailInvitation(done: TeamDone, input: { role: StaffRole }, acting: Acting): Promise<TeamOutcome> {
  if (!done.invitation) return done.outcome;
  const { email, token } = done.invitation;
  const href = new URL(invitePath(token), publicOrigin(acting.app.settings)).href;
  const t = staffCatalogs[acting.member.lang];
  if (await mailInvite(acting.app.settings, t, { to: email, role: t.roles[input.role], link: href }))
    return { success: { key: 'inviteSent', email } };
  return { link: { email, href } };
}

/** Gives a member another role; the last active admin keeps theirs. */
export function changeRole(input: { email: string; role: StaffRole }, acting: Acting): Promise<TeamDone> {
  return unlessRefused(async () => {
    const changed = await setRole(acting.db, input.email, input.role);
    return {
      outcome: { success: { key: 'roleChanged', email: changed.email, role: input.role } },
      member: { email: changed.email, previousRole: changed.previousRole },
    };
  });
}

/** Disables a member and ends their sessions; the last active admin stays. */
export function disable(input: { email: string }, acting: Acting): Promise<TeamDone> {
  return unlessRefused(async () => {
    const disabled = await disableStaff(acting.db, input.email);
    return { outcome: { success: { key: 'disabledDone', email: disabled.email } }, member: { email: disabled.email } };
  });
}

/** Limits a member to the content of some languages (none chosen: every language and the shared documents). */
export function setContentLanguages(input: { email: string; languages: string[] }, acting: Acting): Promise<TeamDone> {
  return unlessRefused(async () => {
    const chosen = languages.filter((lang) => input.languages.includes(lang));
    const stored = chosen.length ? chosen : null;
    const found = await findMember(acting.db, input.email);
    await acting.db.update(staffUser).set({ contentLanguages: stored }).where(eq(staffUser.id, found.id));
    return {
      outcome: { contentLanguages: { email: found.email, name: found.name, languages: stored } },
      member: { email: found.email },
    };
  });
}
