/**
 * The meetings agenda's days on the viewer's clock: which week or day the URL asks for and the
 * instants it spans (the viewer's midnights), the meetings grouped by the day they start there,
 * and whose meetings a member may see.
 */
import { describe, expect, it } from 'vitest';
import { agendaMember, agendaRange, byDay, type AgendaRow } from '../../../src/server/meetings/agenda';
import type { StaffMember } from '../../../src/server/staff/member';

const moscow = { now: new Date('2026-03-01T22:30:00Z'), timeZone: 'Europe/Moscow' };
const query = (search: string) => new URLSearchParams(search);
const member = (id: string, role: 'admin' | 'sales'): StaffMember => ({
  user: { id, name: id, email: `${id}@staff.example`, role },
  sessionId: 's',
  lang: 'en',
});

describe('the agenda range', () => {
  it('is the week holding today on the viewer’s clock, from their Monday midnight to the next', () => {
    // Sunday 22:30 UTC is Monday 01:30 in Moscow.
    expect(agendaRange(query(''), moscow)).toEqual({
      kind: 'week',
      first: '2026-03-02',
      previous: '2026-02-23',
      next: '2026-03-09',
      from: new Date('2026-03-01T21:00:00Z'),
      until: new Date('2026-03-08T21:00:00Z'),
    });
    expect(agendaRange(query(''), { ...moscow, timeZone: 'UTC' }).first).toBe('2026-02-23');
  });

  it('takes the Monday of any date of a week asked for, and a day asked for alone', () => {
    expect(agendaRange(query('week=2026-03-12'), moscow)).toMatchObject({ first: '2026-03-09', next: '2026-03-16' });
    expect(agendaRange(query('day=2026-03-12&week=2026-01-05'), moscow)).toEqual({
      kind: 'day',
      first: '2026-03-12',
      previous: '2026-03-11',
      next: '2026-03-13',
      from: new Date('2026-03-11T21:00:00Z'),
      until: new Date('2026-03-12T21:00:00Z'),
    });
  });

  it('spans the hours a day shows when the clocks change (23 in Berlin on 29 March 2026)', () => {
    const range = agendaRange(query('day=2026-03-29'), { ...moscow, timeZone: 'Europe/Berlin' });
    expect(range.until.getTime() - range.from.getTime()).toBe(23 * 3600_000);
  });

  it('reads a date that is none as no date', () => {
    for (const week of ['2026-02-30', '2026-3-1', 'x', '2026-03-01T00:00'])
      expect(agendaRange(query(`week=${week}`), moscow).first, week).toBe('2026-03-02');
  });
});

describe('the agenda by day', () => {
  const row = (id: number, startsAt: string) => ({ id, startsAt: new Date(startsAt) }) as AgendaRow;

  it('puts each meeting on the day it starts on the viewer’s clock, in order', () => {
    const rows = [row(1, '2026-03-02T20:30:00Z'), row(2, '2026-03-02T21:30:00Z'), row(3, '2026-03-03T08:00:00Z')];
    const ids = (timeZone: string) =>
      byDay(rows, timeZone).map(({ day, meetings }) => [day, meetings.map((each) => each.id)]);
    expect(ids('Europe/Moscow')).toEqual([
      ['2026-03-02', [1]],
      ['2026-03-03', [2, 3]],
    ]);
    expect(ids('UTC')).toEqual([
      ['2026-03-02', [1, 2]],
      ['2026-03-03', [3]],
    ]);
  });
});

describe('whose meetings the agenda shows', () => {
  const choices = [{ id: 'anna' }, { id: 'ivan' }, { id: 'olga' }];

  it('shows sales their own by default, or everyone’s, never another member’s alone', () => {
    const ivan = member('ivan', 'sales');
    const own = [{ id: 'ivan' }];
    expect(agendaMember(query(''), ivan, own)).toBe('ivan');
    expect(agendaMember(query('member=all'), ivan, own)).toBeUndefined();
    expect(agendaMember(query('member=olga'), ivan, own)).toBe('ivan');
  });

  it('shows admins everyone’s by default, or any member’s they pick', () => {
    const anna = member('anna', 'admin');
    expect(agendaMember(query(''), anna, choices)).toBeUndefined();
    expect(agendaMember(query('member=olga'), anna, choices)).toBe('olga');
    expect(agendaMember(query('member=nobody'), anna, choices)).toBeUndefined();
  });
});
