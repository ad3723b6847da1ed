/** The meetings agenda on the store: whose meetings of which days each member sees, by day on their clock. */
import { beforeEach, describe, expect, it } from 'vitest';
import { staffUser } from '../../src/server/db/schema';
import { agendaScreen } from '../../src/server/meetings/agenda';
import { staffActing } from './acting';
import { bookedMeeting, meetingSetup } from './bookedMeetings';
import { appOn, freshStoreEach, testStores } from './stores';

const clock = { now: new Date('2026-03-01T22:30:00Z'), timeZone: 'Europe/Moscow' };

describe.each(testStores)('the meetings agenda and feed on $name', (store) => {
  const fresh = freshStoreEach(store);
  const leadIds = {} as Record<string, number>;
  beforeEach(async () => {
    await fresh.db.insert(staffUser).values(
      (['anna:admin', 'ivan:sales', 'olga:sales'] as const).map((each) => {
        const [id, role] = each.split(':') as [string, 'admin' | 'sales'];
        return { id, name: id[0]!.toUpperCase() + id.slice(1), email: `${id}@staff.example`, role };
      }),
    );
    await meetingSetup(fresh.db, ['ivan', 'olga']);
    const booked: [string, string, string, string?][] = [
      ['ivan', '2026-01-20T10:00:00Z', 'Old'],
      ['ivan', '2026-02-10T10:00:00Z', 'Past'],
      ['ivan', '2026-03-02T20:30:00Z', 'Boris'],
      ['ivan', '2026-03-02T21:30:00Z', 'Vera', '2026-02-27T00:00:00Z'],
      ['olga', '2026-03-04T09:00:00Z', 'Gleb'],
      ['olga', '2026-03-10T09:00:00Z', 'Dina'],
    ];
    for (const [member, start, name, cancelled] of booked)
      leadIds[name] = await bookedMeeting(fresh.db, member, start, name, cancelled);
  });

  /** What `who` sees with `search`: the days and, in each, the visitors (cancelled ones marked). */
  const seen = async (who: 'anna' | 'ivan', search: string) => {
    const member = staffActing(fresh.handle, who, who === 'anna' ? 'admin' : 'sales').member;
    const screen = await agendaScreen(appOn(fresh.handle), member, new URLSearchParams(search), clock);
    return {
      member: screen.member,
      choices: screen.choices.map((choice) => choice.id),
      days: screen.days.map(({ day, meetings }) => [
        day,
        meetings.map((row) => `${row.visitor}${row.cancelled ? ' (cancelled)' : ''}`),
      ]),
    };
  };

  it('shows sales their own week by day on their clock, or everyone’s, and admins anyone’s', async () => {
    expect(await seen('ivan', '')).toEqual({
      member: 'ivan',
      choices: ['ivan'],
      days: [
        ['2026-03-02', ['Boris']],
        ['2026-03-03', ['Vera (cancelled)']],
      ],
    });
    expect((await seen('ivan', 'member=all')).days).toEqual([
      ['2026-03-02', ['Boris']],
      ['2026-03-03', ['Vera (cancelled)']],
      ['2026-03-04', ['Gleb']],
    ]);
    expect((await seen('ivan', 'member=olga')).member).toBe('ivan');
    expect(await seen('anna', 'member=olga&week=2026-03-11')).toEqual({
      member: 'olga',
      choices: ['anna', 'ivan', 'olga'],
      days: [['2026-03-10', ['Dina']]],
    });
    expect((await seen('anna', 'day=2026-03-04')).days).toEqual([['2026-03-04', ['Gleb']]]);
  });
});
