/** The account screen's actions: the member's own sessions, password, app, passkeys, staff language, time zone and meeting hours. */
import type { ActionAPIContext } from 'astro:actions';
import * as z from 'zod/mini';
import {
  changePassword,
  setStaffLanguage,
  setTimeZone,
  signOutEverywhere,
  type AccountOutcome,
} from '../../server/staff/account.ts';
import {
  confirmApp,
  deletePasskey,
  makeBackupCodes,
  startApp,
  turnOffApp,
} from '../../server/staff/accountSecurity.ts';
import { setOwnAvailability } from '../../server/leads/routing/changes.ts';
import { hoursAudit, setOwnMeetingHours } from '../../server/meetings/hostChanges.ts';
import { languages } from '../../i18n/languages.ts';
import { STAFF_LANG_COOKIE } from '../../server/staff/requestRules.ts';
import { hoursFields } from './meetings.ts';
import { staffAction, textField } from './staffAction.ts';

const withPassword = z.object({ password: textField });

/** Keeps the chosen language for the pages seen signed out too (sign-in); none chosen, forgets it. */
function rememberLanguage(outcome: AccountOutcome, { cookies, url }: ActionAPIContext): AccountOutcome {
  if (outcome.lang)
    cookies.set(STAFF_LANG_COOKIE, outcome.lang, {
      path: '/staff',
      httpOnly: true,
      sameSite: 'lax',
      secure: url.protocol === 'https:',
      maxAge: 365 * 86_400,
    });
  else cookies.delete(STAFF_LANG_COOKIE, { path: '/staff' });
  return outcome;
}

export const account = {
  signOutEverywhere: staffAction({
    permission: 'account.manage',
    input: z.object({}),
    run: (_, acting) => signOutEverywhere(acting),
  }),
  password: staffAction({
    permission: 'account.manage',
    input: z.object({ currentPassword: textField, newPassword: textField }),
    run: changePassword,
  }),
  deletePasskey: staffAction({
    permission: 'account.manage',
    input: z.object({ id: textField }),
    run: deletePasskey,
  }),
  startApp: staffAction({ permission: 'account.manage', input: withPassword, run: startApp }),
  confirmApp: staffAction({
    permission: 'account.manage',
    input: z.object({ code: textField, uri: textField, backupCodes: textField }),
    run: confirmApp,
  }),
  turnAppOff: staffAction({ permission: 'account.manage', input: withPassword, run: turnOffApp }),
  backupCodes: staffAction({ permission: 'account.manage', input: withPassword, run: makeBackupCodes }),
  language: staffAction({
    permission: 'account.manage',
    input: z.object({ lang: textField }),
    run: async (input, acting, context) => rememberLanguage(await setStaffLanguage(input, acting), context),
  }),
  timeZone: staffAction({
    permission: 'account.manage',
    input: z.object({ timeZone: textField }),
    run: setTimeZone,
  }),
  /** The languages the member answers leads in and their away mark (members who take leads). */
  availability: staffAction({
    permission: 'leads.update',
    input: z.object({ languages: z.array(z.enum(languages)), away: textField }),
    run: setOwnAvailability,
  }),
  /** When the member meets visitors (members who take leads): always their own, whatever else is posted. */
  meetingHours: staffAction({
    permission: 'leads.update',
    input: z.object(hoursFields),
    run: setOwnMeetingHours,
    audit: hoursAudit,
  }),
};
