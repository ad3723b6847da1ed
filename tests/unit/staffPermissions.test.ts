import { describe, expect, it } from 'vitest';
import { can, permissions, staffRoles, type Permission, type StaffRole } from '../../src/server/staff/permissions';
import { staffRequirement } from '../../src/server/staff/routes';

describe('staff permissions', () => {
  // The product decisions, as a table: admin everything; sales leads and the dashboard; editor cases.
  const expected: Record<StaffRole, Permission[]> = {
    admin: Object.keys(permissions) as Permission[],
    sales: ['account.manage', 'leads.read', 'leads.update', 'leads.export', 'dashboard.read'],
    editor: ['account.manage', 'cases.edit'],
  };
  for (const role of staffRoles) {
    it(`${role} holds exactly its permissions`, () => {
      const held = (Object.keys(permissions) as Permission[]).filter((permission) => can(role, permission));
      expect(held.sort()).toEqual([...expected[role]].sort());
    });
  }

  it('holds nothing without a role', () => {
    for (const permission of Object.keys(permissions) as Permission[]) expect(can(undefined, permission)).toBe(false);
  });
});

describe('staff routes', () => {
  it('name what each path requires, reading and writing', () => {
    expect(staffRequirement('/staff/sign-in', 'GET')).toBe('public');
    expect(staffRequirement('/staff/invite/abc', 'POST')).toBe('public');
    expect(staffRequirement('/staff', 'GET')).toBe('signedIn');
    expect(staffRequirement('/staff/leads', 'GET')).toBe('leads.read');
    expect(staffRequirement('/staff/leads/42', 'POST')).toBe('leads.update');
    expect(staffRequirement('/staff/leads/export.csv', 'GET')).toBe('leads.export');
    expect(staffRequirement('/staff/team', 'POST')).toBe('staff.manage');
    expect(staffRequirement('/staff/cases/7', 'GET')).toBe('cases.edit');
  });

  it('name nothing for a staff path no route states, so it is refused', () => {
    expect(staffRequirement('/staff/unknown', 'GET')).toBeUndefined();
    expect(staffRequirement('/staffing', 'GET')).toBeUndefined();
  });
});
