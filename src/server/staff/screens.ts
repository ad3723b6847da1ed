/** What the admin's staff screens show: the audit log, the team, the member's own account. */
import type { SiteApp } from '../app.ts';
import { hostingScreen } from '../meetings/screens.ts';
import { accountView } from './account.ts';
import { listStaff } from './accounts.ts';
import { auditActions, auditEntries, type AuditAction } from './audit.ts';
import type { StaffMember } from './member.ts';
import { asStaffRole, can } from './permissions.ts';

/** One row of the audit log, as the log shows it. */
export type AuditRow = Awaited<ReturnType<typeof auditEntries>>[number];

/** A `YYYY-MM-DD` from the filter as midnight UTC (`days` later), or undefined. */
function day(value: string, days = 0): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : new Date(date.getTime() + days * 86_400_000);
}

/**
 * The audit log filtered as the URL says (an action, an actor's email, dates from and to, both
 * included), newest first.
 */
export async function auditScreen(app: Pick<SiteApp, 'db'>, query: URLSearchParams) {
  const action: AuditAction | undefined = auditActions.find((each) => each === query.get('action'));
  const actor = query.get('actor')?.trim() || undefined;
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const entries: AuditRow[] = await auditEntries(await app.db(), {
    action,
    actorEmail: actor,
    from: day(from),
    to: day(to, 1),
  });
  return { filter: { action, actor, from, to }, entries };
}

/**
 * Every member and open invitation; the active members who take leads, and those who edit content,
 * each with their own settings form; the meeting hours of those who take leads.
 */
export async function teamScreen(app: Pick<SiteApp, 'db'>) {
  const db = await app.db();
  const { members, invites } = await listStaff(db);
  const active = members.filter((member) => !member.disabled);
  const leadTakers = active.filter((member) => can(asStaffRole(member.role), 'leads.update'));
  return {
    members,
    invites,
    leadTakers,
    hosting: await hostingScreen(
      db,
      leadTakers.map((member) => member.id),
    ),
    contentEditors: active.filter((member) => can(asStaffRole(member.role), 'content.edit')),
  };
}

/**
 * The member's own account: sessions, stored language and zone, passkeys, the authenticator app, and
 * lead availability and meeting hours for a member who takes leads.
 */
export async function accountScreen(app: SiteApp, member: StaffMember, headers: Headers) {
  const db = await app.db();
  const view = await accountView({ db, member, headers, app });
  const takesLeads = can(member.user.role, 'leads.update');
  const hosting = takesLeads ? await hostingScreen(db, [member.user.id]) : undefined;
  return {
    ...view,
    takesLeads,
    meetingHours: hosting && { values: hosting.forms.get(member.user.id), types: hosting.types },
  };
}
