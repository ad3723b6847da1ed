/**
 * The staff area's copy in English: the source catalog, one module per screen, whose shape the
 * Russian one must satisfy (a missing key is a type error), as with the site's catalogs.
 * `shell` holds what every screen shares (navigation, sign-out, refusals).
 */
import type { Shape } from '../../shape.ts';
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

const en = {
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

export type StaffMessages = Shape<typeof en>;

export default en satisfies StaffMessages;
