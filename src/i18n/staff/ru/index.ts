/** The staff area's copy in Russian, one module per screen; each module's shape is checked against English. */
import type { StaffMessages } from '../en/index.ts';
import shell from './shell.ts';
import leads from './leads.ts';
import signIn from './signIn.ts';
import team from './team.ts';
import account from './account.ts';
import audit from './audit.ts';
import privacy from './privacy.ts';
import cases from './cases.ts';
import dashboard from './dashboard.ts';

const ru: StaffMessages = {
  ...shell,
  ...leads,
  ...signIn,
  ...team,
  ...account,
  ...audit,
  ...privacy,
  ...cases,
  ...dashboard,
};

export default ru;
