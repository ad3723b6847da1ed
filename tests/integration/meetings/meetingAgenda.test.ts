/**
 * The meetings agenda and a member's calendar feed on the store: whose meetings of which days
 * each member sees, by day on their clock; the feed a token opens, as a calendar app reads it
 * (ical.js), ended by a new token or by revoking it, each change audited without the token.
 */
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { agenda } from '../../../src/actions/staff/agenda';
import { auditLog, staffUser } from '../../../src/server/db/schema';
import { agendaScreen } from '../../../src/server/meetings/agenda';
import { memberFeed } from '../../../src/server/meetings/feed';
import { staffActing } from '../../support/integration/acting';
import { bookedMeeting, meetingSetup } from '../../support/integration/bookedMeetings';
import { appOn, freshStoreEach, testStores } from '../../support/integration/stores';

const clock = { now: new Date('2026-03-01T22:30:00Z'), timeZone: 'Europe/Moscow' };

/** The events of a feed as a calendar app reads them: UID, start and summary. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    summary: event.getFirstPropertyValue('summary'),
  }));
}

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

  it('serves a host’s feed to its token until a new one or a revoke ends it, auditing each without the token', async () => {
    const ivan = staffActing(fresh.handle, 'ivan', 'sales');
    const anna = staffActing(fresh.handle, 'anna', 'admin');
    expect(await agenda.rotateFeed.perform({}, anna)).toEqual({ refusal: 'notHost', status: 422 });

    const first = (await agenda.rotateFeed.perform({}, ivan)).feed!.token!;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const feed = await memberFeed(fresh.db, first, clock.now);
    // From 30 days back on, none cancelled, none of another member's.
    expect(eventsOf(feed!)).toEqual([
      { uid: `meeting-${leadIds.Past}@agents.example`, start: '2026-02-10T10:00:00.000Z', summary: expect.any(String) },
      {
        uid: `meeting-${leadIds.Boris}@agents.example`,
        start: '2026-03-02T20:30:00.000Z',
        summary: expect.any(String),
      },
    ]);
    expect(eventsOf(feed!)[0]!.summary).toMatch(/^Introduction — /);

    const second = (await agenda.rotateFeed.perform({}, ivan)).feed!.token!;
    expect(await memberFeed(fresh.db, first, clock.now)).toBeUndefined();
    expect(await memberFeed(fresh.db, second, clock.now)).toBeDefined();
    expect(await agenda.revokeFeed.perform({}, ivan)).toEqual({ feed: { email: 'ivan@staff.example', revoked: true } });
    expect(await memberFeed(fresh.db, second, clock.now)).toBeUndefined();
    expect(await agenda.revokeFeed.perform({}, ivan)).toMatchObject({ feed: { revoked: false } });
    expect(await memberFeed(fresh.db, 'x'.repeat(43), clock.now)).toBeUndefined();

    const rows = await fresh.db.select().from(auditLog);
    expect(rows.map(({ action, target, actorEmail }) => [action, target, actorEmail])).toEqual([
      ['meeting-feed-rotate', 'ivan@staff.example', 'ivan@staff.example'],
      ['meeting-feed-rotate', 'ivan@staff.example', 'ivan@staff.example'],
      ['meeting-feed-revoke', 'ivan@staff.example', 'ivan@staff.example'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(first);

    // A disabled member's feed ends with their sign-in.
    const third = (await agenda.rotateFeed.perform({}, ivan)).feed!.token!;
    await fresh.db.update(staffUser).set({ disabled: true }).where(eq(staffUser.id, 'ivan'));
    expect(await memberFeed(fresh.db, third, clock.now)).toBeUndefined();
  });
});
