/** The staff area's copy in Russian, one module per screen; each section's shape is checked against English. */
import type { StaffMessages } from '../en/index.ts';
import { common, home, notFound } from './shell.ts';
import { leads } from './leads.ts';
import { leadPage } from './leadPage.ts';
import { routing } from './routing.ts';
import { meetings } from './meetings.ts';
import { signIn } from './signIn.ts';
import { accounts, invite, roles, setup, team } from './team.ts';
import { account } from './account.ts';
import { audit } from './audit.ts';
import { privacy } from './privacy.ts';
import { cases } from './cases.ts';
import { content } from './content.ts';
import { copyWords } from './copyWords.ts';
import { dashboard } from './dashboard.ts';
import { redirects } from './redirects.ts';
import { analytics } from './analytics.ts';

const ru: StaffMessages = {
  common,
  leads,
  leadPage,
  routing,
  meetings,
  accounts,
  signIn,
  invite,
  setup,
  roles,
  home,
  account,
  team,
  audit,
  privacy,
  cases,
  content,
  copyWords,
  dashboard,
  redirects,
  analytics,
  notFound,
};

export default ru;
