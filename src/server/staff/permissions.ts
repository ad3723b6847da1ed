/**
 * Who may do what in the staff area: the one place that states it. Every staff page, action
 * and API names a permission (see `staffSections`, `staffRoutes`), and the request context checks it before any
 * data is read. Roles come from the product decisions: admin (everything), sales (leads, the
 * dashboard and the visit figures), editor (cases).
 */
export const staffRoles = ['admin', 'sales', 'editor'] as const;

export type StaffRole = (typeof staffRoles)[number];

/** Each permission and the roles that hold it. */
export const permissions = {
  /** Their own account: sessions, password, passkeys, second factor, staff language. */
  'account.manage': ['admin', 'sales', 'editor'],
  'leads.read': ['admin', 'sales'],
  'leads.update': ['admin', 'sales'],
  'leads.export': ['admin', 'sales'],
  /** The reply templates sales send leads, per language. */
  'leads.templates': ['admin'],
  /** The routing rules that give new leads to members. */
  'leads.routing': ['admin'],
  /** The kinds of meeting visitors may book (the hours members meet are their own, or the team screen's). */
  'meetings.types': ['admin'],
  /** The booked meetings' agenda, and one's own private calendar feed of the meetings one hosts. */
  'meetings.view': ['admin', 'sales'],
  /** Erase every lead of an email address; export everything held about one. */
  'privacy.manage': ['admin'],
  'dashboard.read': ['admin', 'sales'],
  /** Visits, sources, campaigns and conversion (the same roles as the dashboard). */
  'analytics.read': ['admin', 'sales'],
  'cases.edit': ['admin', 'editor'],
  /** The redirects: old addresses and campaign links sent elsewhere. */
  'redirects.edit': ['admin', 'editor'],
  /** The content documents: the packages' prices and words (a member may be limited to some languages). */
  'content.edit': ['admin', 'editor'],
  /** Delete an archived case for good (editors archive; only an admin destroys). */
  'cases.delete': ['admin'],
  /** Invite staff, change roles, disable accounts. */
  'staff.manage': ['admin'],
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissions;

/** True when `role` holds `permission`. */
export function can(role: StaffRole | undefined, permission: Permission): boolean {
  return !!role && (permissions[permission] as readonly StaffRole[]).includes(role);
}

/** Narrows a stored role to one of ours (anything else holds no permission). */
export function asStaffRole(value: unknown): StaffRole | undefined {
  return staffRoles.find((role) => role === value);
}
