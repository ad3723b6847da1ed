import { describe, expect, it } from 'vitest';
import {
  asStaffRole,
  can,
  permissions,
  staffRoles,
  type Permission,
  type StaffRole,
} from '../../../src/server/staff/permissions';
import { staffRequirement } from '../../../src/server/staff/routes';
import { sectionsFor, staffSections } from '../../../src/server/staff/sections';

describe('staff permissions', () => {
  // The product decisions, as a table: admin everything; sales leads, booked meetings, the dashboard and the visit figures; editor cases, the site's content and redirects.
  const expected: Record<StaffRole, Permission[]> = {
    admin: Object.keys(permissions) as Permission[],
    sales: [
      'account.manage',
      'leads.read',
      'leads.update',
      'leads.export',
      'meetings.view',
      'dashboard.read',
      'analytics.read',
    ],
    editor: ['account.manage', 'cases.edit', 'content.edit', 'redirects.edit'],
  };
  for (const role of staffRoles) {
    it(`${role} holds exactly its permissions`, () => {
      const held = (Object.keys(permissions) as Permission[]).filter((permission) => can(role, permission));
      expect(held.sort()).toEqual([...expected[role]].sort());
    });
  }

  it('knows only its own roles in what the store holds', () => {
    for (const role of staffRoles) expect(asStaffRole(role)).toBe(role);
    for (const other of ['root', 'Admin', '', null, undefined, 1]) expect(asStaffRole(other)).toBeUndefined();
  });

  it('holds nothing without a role', () => {
    for (const permission of Object.keys(permissions) as Permission[]) expect(can(undefined, permission)).toBe(false);
  });
});

describe('staff sections', () => {
  it('show each role, in the menu and on the home screen, exactly the sections it may read', () => {
    const keys = (role: StaffRole) => sectionsFor(role).map((section) => section.key);
    expect(keys('admin')).toEqual([
      'leads',
      'dashboard',
      'analytics',
      'cases',
      'content',
      'redirects',
      'privacy',
      'team',
      'audit',
      'account',
    ]);
    expect(keys('sales')).toEqual(['leads', 'dashboard', 'analytics', 'account']);
    expect(keys('editor')).toEqual(['cases', 'content', 'redirects', 'account']);
  });
});

describe('staff routes', () => {
  it('name what each path requires, reading and writing', () => {
    expect(staffRequirement('/staff/sign-in', 'GET')).toBe('public');
    expect(staffRequirement('/staff/invite/abc', 'POST')).toBe('public');
    expect(staffRequirement('/staff', 'GET')).toBe('signedIn');
    expect(staffRequirement('/staff/leads', 'GET')).toBe('leads.read');
    expect(staffRequirement('/staff/leads/42', 'POST')).toBe('leads.update');
    expect(staffRequirement('/staff/leads/42', 'HEAD')).toBe('leads.read');
    expect(staffRequirement('/staff/leads/export.csv', 'GET')).toBe('leads.export');
    expect(staffRequirement('/staff/team', 'POST')).toBe('staff.manage');
    expect(staffRequirement('/staff/cases/7', 'GET')).toBe('cases.edit');
  });

  it('guard each section, its screen and every path below it, with the section’s read and write permissions', () => {
    for (const { path, read, write } of staffSections) {
      for (const below of [path, `${path}/1`]) {
        expect(staffRequirement(below, 'GET'), below).toBe(read);
        expect(staffRequirement(below, 'POST'), below).toBe(write ?? read);
      }
    }
  });

  it('name nothing for a staff path no route states, so it is refused', () => {
    expect(staffRequirement('/staff/api/auth/get-session', 'GET')).toBeUndefined();
    expect(staffRequirement('/staff/unknown', 'GET')).toBeUndefined();
    expect(staffRequirement('/staffing', 'GET')).toBeUndefined();
  });
});
