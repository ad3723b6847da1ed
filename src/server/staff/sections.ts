import type { StaffMessages } from '../../i18n/index.ts';
import { can, type Permission, type StaffRole } from './permissions.ts';

/**
 * The staff sections: the one list the menu, the route table (`routes.ts`) and the role checks
 * come from. A new section is one entry here, its page under `src/pages/staff/` and its actions
 * in `src/actions/staff/`. Listed in menu order.
 */
export interface StaffSection {
  /** Its name in the menu: a key of the staff catalog's `common.nav`. */
  key: keyof StaffMessages['common']['nav'];
  /** Its screen; every path below it belongs to the section. */
  path: string;
  /** What reading it (its pages, exports, event streams) requires. */
  read: Permission;
  /** What changing anything in it (a form post, an action) requires; defaults to `read`. */
  write?: Permission;
  /** Paths below it that require another permission than `read`, as URLPattern pathnames. */
  routes?: readonly { path: string; read: Permission }[];
}

export const staffSections: readonly StaffSection[] = [
  {
    key: 'leads',
    path: '/staff/leads',
    read: 'leads.read',
    write: 'leads.update',
    routes: [
      { path: '/staff/leads/export.csv', read: 'leads.export' },
      { path: '/staff/leads/replies', read: 'leads.templates' },
      { path: '/staff/leads/routing', read: 'leads.routing' },
      { path: '/staff/leads/meeting-types', read: 'meetings.types' },
      { path: '/staff/leads/meetings', read: 'meetings.view' },
    ],
  },
  { key: 'dashboard', path: '/staff/dashboard', read: 'dashboard.read' },
  { key: 'analytics', path: '/staff/analytics', read: 'analytics.read' },
  { key: 'cases', path: '/staff/cases', read: 'cases.edit' },
  { key: 'content', path: '/staff/content', read: 'content.edit' },
  { key: 'redirects', path: '/staff/redirects', read: 'redirects.edit' },
  { key: 'privacy', path: '/staff/privacy', read: 'privacy.manage' },
  { key: 'team', path: '/staff/team', read: 'staff.manage' },
  { key: 'audit', path: '/staff/audit', read: 'audit.read' },
  { key: 'account', path: '/staff/account', read: 'account.manage' },
];

/** The sections `role` may open, for the menu and the home screen. */
export function sectionsFor(role: StaffRole): StaffSection[] {
  return staffSections.filter((section) => can(role, section.read));
}
