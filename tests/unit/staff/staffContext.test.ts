import { describe, expect, it } from 'vitest';
import { staffLangOf } from '../../../src/i18n/detect';
import { isStaffPath, safeNext, sameOrigin } from '../../../src/server/staff/requestRules';

const origin = 'https://site.example';

describe('where a sign-in sends the member on', () => {
  it.each([
    ['/staff/team', '/staff/team'],
    ['/staff/leads?status=new', '/staff/leads?status=new'],
    ['//evil.example/staff', '/staff'],
    ['/\\evil.example', '/staff'],
    ['https://evil.example/staff', '/staff'],
    ['/en/contact', '/staff'],
    ['/staffing', '/staff'],
    [null, '/staff'],
  ])('next=%s goes to %s', (next, target) => {
    expect(safeNext(next, origin)).toBe(target);
  });
});

describe('the staff language', () => {
  it('is the member’s choice first, then the browser’s first of English and Russian, then English', () => {
    expect(staffLangOf('ru', 'en-GB,en')).toBe('ru');
    expect(staffLangOf(null, 'de-DE,ru;q=0.8,en;q=0.5')).toBe('ru');
    expect(staffLangOf(undefined, 'en;q=0.2, ru;q=0.9')).toBe('ru');
    expect(staffLangOf('fr', 'de, fr')).toBe('en');
    expect(staffLangOf(null, null)).toBe('en');
  });
});

describe('the staff guard’s reach', () => {
  it('covers /staff and below, nothing that merely starts alike', () => {
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staff/account')).toBe(true);
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/en/staff')).toBe(false);
  });

  it('lets a post through only with the public origin in Origin', () => {
    const post = (headers: Record<string, string>) => new Request(`${origin}/staff/team`, { method: 'POST', headers });
    expect(sameOrigin(post({ origin }), origin)).toBe(true);
    expect(sameOrigin(post({ origin: 'https://evil.example' }), origin)).toBe(false);
    expect(sameOrigin(post({ origin: 'http://site.example' }), origin)).toBe(false);
    expect(sameOrigin(post({}), origin)).toBe(false);
    expect(sameOrigin(new Request(`${origin}/staff`), origin)).toBe(true);
  });
});
