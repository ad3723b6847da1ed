/** The team screen's actions, for admins: invite, change a role, disable, a member's languages and meeting hours. */
import * as z from 'zod/mini';
import { staffRoles } from '../../server/staff/permissions.ts';
import {
  changeRole,
  disable,
  invite,
  mailInvitation,
  setContentLanguages,
  teamOutcome,
} from '../../server/staff/team.ts';
import { setMemberAvailability } from '../../server/leads/routing/changes.ts';
import { hoursAudit, setMemberMeetingHours } from '../../server/meetings/hostChanges.ts';
import { languages } from '../../i18n/languages.ts';
import { hoursFields } from './meetings.ts';
import { staffAction, textField } from './staffAction.ts';

const withRole = z.object({ email: textField, role: z.enum(staffRoles) });

export const team = {
  invite: staffAction({
    permission: 'staff.manage',
    input: withRole,
    run: invite,
    audit: ({ member }, input) => member && { action: 'invite', target: member.email, details: { role: input.role } },
    committed: mailInvitation,
  }),
  role: staffAction({
    permission: 'staff.manage',
    input: withRole,
    run: changeRole,
    audit: ({ member }, input) =>
      member && {
        action: 'role-change',
        target: member.email,
        details: { from: member.previousRole ?? '', to: input.role },
      },
    committed: teamOutcome,
  }),
  disable: staffAction({
    permission: 'staff.manage',
    input: z.object({ email: textField }),
    run: disable,
    audit: ({ member }) => member && { action: 'disable', target: member.email },
    committed: teamOutcome,
  }),
  /** A member's languages and away mark, for the round robin. */
  availability: staffAction({
    permission: 'staff.manage',
    input: z.object({ email: textField, languages: z.array(z.enum(languages)), away: textField }),
    run: setMemberAvailability,
  }),
  /** When a member who takes leads meets visitors. */
  meetingHours: staffAction({
    permission: 'staff.manage',
    input: z.object({ email: textField, ...hoursFields }),
    run: setMemberMeetingHours,
    audit: hoursAudit,
  }),
  /** The languages whose content a member may edit (none: all, and the shared documents). */
  contentLanguages: staffAction({
    permission: 'staff.manage',
    input: z.object({ email: textField, languages: z.array(z.enum(languages)) }),
    run: setContentLanguages,
    audit: ({ member, outcome }) =>
      member && {
        action: 'member-languages',
        target: member.email,
        details: { languages: outcome.contentLanguages?.languages?.join(' ') ?? 'all' },
      },
    committed: teamOutcome,
  }),
};
