/** Who may call a staff action: the permission its declaration names, read by the staff actions' guard. */
import { can, type Permission, type StaffRole } from '../../server/staff/permissions.ts';
import { server } from '../index.ts';

/** The permission the staff action `name` (`staff.<section>.<action>`) declares; none for a name no action has. */
function declaredPermission(name: string): Permission | undefined {
  const [, section = '', action = ''] = name.split('.');
  const sections = server.staff as unknown as Record<
    string,
    Record<string, { permission?: Permission } | undefined> | undefined
  >;
  return Object.hasOwn(sections, section) && Object.hasOwn(sections[section]!, action)
    ? sections[section]![action]?.permission
    : undefined;
}

/** True when a member of `role` (undefined: signed out) may call the staff action `name`; no one may call an undeclared name. */
export function mayCallStaffAction(name: string, role: StaffRole | undefined): boolean {
  const permission = declaredPermission(name);
  return !!permission && can(role, permission);
}
