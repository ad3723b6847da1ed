/**
 * The meeting actions as the built site answers them, signed in as each role: every action is
 * refused (posted from its page or called by name) to each role that may not make it and to a
 * visitor signed out, and nothing changes in the store; a sales member's own hours form saves their
 * own hours whoever it names, and their feed actions touch only their own feed. What staff typed (a
 * type's name, a member's name, refused hours) comes back as text, never as markup. A member's
 * calendar feed is served to its address with no session, until a new address or a revoke ends it.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, meetingHosts, meetingTypes, staffUser } from '../../../src/server/db/schema';
import { bookedMeeting } from '../../support/integration/bookedMeetings';
import { builtSiteEach } from '../../support/integration/builtSite';
import { signedInEach, STAFF_SITE_URL } from '../../support/integration/staffSessions';
import { testStores } from '../../support/integration/stores';

type Who = 'anna' | 'ivan' | 'olga' | 'eddy' | 'out';

const typeForm = {
  editing: '',
  id: 'intro',
  'name-en': 'Introduction',
  minutes: '30',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '0',
  minNoticeMinutes: '60',
  horizonDays: '14',
  stepMinutes: '30',
  place: 'moscow',
  languages: 'en',
  active: 'on',
};
const hoursForm = { timeZone: 'Europe/Moscow', weekly: 'Tue 10:00-11:00', daysOff: '', types: 'intro' };

/** A form as the browser posts it. */
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('the meeting actions over HTTP', () => {
  const site = builtSiteEach(testStores[0]!, { SITE_URL: STAFF_SITE_URL });
  const cookies = signedInEach(site, { anna: 'admin', ivan: 'sales', olga: 'sales', eddy: 'editor' });
  let olgaId: string;

  beforeEach(async () => {
    await site.db.insert(meetingTypes).values({
      id: 'intro',
      names: { en: 'Introduction' },
      minutes: 30,
      place: 'moscow',
      languages: ['en'],
    });
    const olga = (await site.db.select().from(staffUser).where(eq(staffUser.email, 'olga@staff.example')))[0]!;
    olgaId = olga.id;
    await site.db
      .insert(meetingHosts)
      .values({ memberId: olga.id, timeZone: 'UTC', weekly: [[[540, 1020]], [], [], [], [], [], []] });
  });

  /** Posts `fields` as `who` to the action `name`, from its page (`?_action=`) or by name (`/_actions/`). */
  const post = (who: Who, name: string, fields: Record<string, string>, page?: string) =>
    fetch(page ? `${site.origin}${page}?_action=${name}` : `${site.origin}/_actions/${name}`, {
      method: 'POST',
      body: formOf(fields),
      headers: { origin: site.origin, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
      redirect: 'manual',
    });
  const stored = async () => ({
    types: await site.db.select().from(meetingTypes),
    hosts: await site.db.select().from(meetingHosts),
    audit: (await site.db.select({ action: auditLog.action }).from(auditLog)).filter((row) =>
      row.action.startsWith('meeting'),
    ),
  });

  it('refuses each action to every role that may not make it and to the signed out, changing nothing', async () => {
    const before = await stored();
    const refusals: [name: string, page: string, fields: Record<string, string>, refused: Who[]][] = [
      ['staff.meetings.saveType', '/staff/leads/meeting-types', { ...typeForm, id: 'other' }, ['out', 'ivan', 'eddy']],
      [
        'staff.team.meetingHours',
        '/staff/team',
        { ...hoursForm, email: 'olga@staff.example' },
        ['out', 'ivan', 'eddy'],
      ],
      ['staff.account.meetingHours', '/staff/account', hoursForm, ['out', 'eddy']],
      ['staff.agenda.rotateFeed', '/staff/leads/meetings', {}, ['out', 'eddy']],
      ['staff.agenda.revokeFeed', '/staff/leads/meetings', {}, ['out', 'eddy']],
    ];
    for (const [name, page, fields, refused] of refusals)
      for (const who of refused) {
        const called = await post(who, name, fields);
        expect(called.status, `${who} calls ${name}`).toBe(403);
        const posted = await post(who, name, fields, page);
        // Signed out, a staff page sends to the sign-in; signed in, it refuses.
        expect(posted.status, `${who} posts ${name} on ${page}`).toBe(who === 'out' ? 303 : 403);
      }
    expect(await stored()).toEqual(before);
    const agenda = (who: Who) =>
      fetch(`${site.origin}/staff/leads/meetings`, {
        headers: cookies[who] ? { cookie: cookies[who] } : {},
        redirect: 'manual',
      });
    expect((await agenda('out')).status).toBe(303);
    expect((await agenda('eddy')).status).toBe(403);

    // Ivan's own form naming Olga saves Ivan's hours; Olga's stay as they were.
    const own = await post(
      'ivan',
      'staff.account.meetingHours',
      { ...hoursForm, email: 'olga@staff.example' },
      '/staff/account',
    );
    expect(own.status).toBe(200);
    const after = await stored();
    expect(after.hosts.find((host) => host.memberId === before.hosts[0]!.memberId)).toEqual(before.hosts[0]);
    expect(after.hosts).toHaveLength(2);
    expect(after.audit).toEqual([{ action: 'meeting-hours' }]);
  });

  it('shows what staff typed as text, never as markup', async () => {
    const typeName = '<script>alert("type")</script>';
    const saved = await post(
      'anna',
      'staff.meetings.saveType',
      { ...typeForm, id: 'x', 'name-en': typeName },
      '/staff/leads/meeting-types',
    );
    expect(saved.status).toBe(303);
    await site.db
      .update(staffUser)
      .set({ name: '<img src=x onerror=alert(1)>' })
      .where(eq(staffUser.email, 'olga@staff.example'));
    const asAnna = (path: string) =>
      fetch(`${site.origin}${path}`, { headers: { cookie: cookies.anna } }).then((answer) => answer.text());

    const types = await asAnna('/staff/leads/meeting-types');
    expect(types).toContain('&lt;script&gt;alert(&quot;type&quot;)&lt;/script&gt;');
    expect(types).not.toContain(typeName);
    const team = await asAnna('/staff/team');
    expect(team).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(team).not.toContain('<img src=x');

    const weekly = 'Mon </textarea><script>alert(2)</script>';
    const refused = await post('ivan', 'staff.account.meetingHours', { ...hoursForm, weekly }, '/staff/account');
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('Line 1: type a weekday and its hours');
    expect(page).toContain('&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(2)');
  });

  it('is served to its address with no session, only the member’s own actions change it, and a new address or a revoke ends it', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const leadId = await bookedMeeting(site.db, olgaId, start.toISOString(), 'Boris');
    const madeBy = async (who: Who, name = 'staff.agenda.rotateFeed', fields: Record<string, string> = {}) => {
      const answer = await post(who, name, fields, '/staff/leads/meetings');
      return { status: answer.status, page: await answer.text() };
    };
    const addressIn = (page: string) => /<code>(http[^<]+\.ics)<\/code>/.exec(page)?.[1];
    const feedAt = (address: string) => fetch(`${site.origin}${new URL(address).pathname}`);

    const made = await madeBy('olga');
    expect(made.status).toBe(200);
    const first = addressIn(made.page)!;
    expect(first).toMatch(/^http:\/\/staff\.test\/staff\/meetings\/feed\/[\w-]{43}\.ics$/);
    const feed = await feedAt(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('no-store');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([`meeting-${leadId}@agents.example`]);

    // The agenda lists it for sales looking at everyone's, the visitor linking to the lead.
    const day = start.toISOString().slice(0, 10);
    const listed = await fetch(`${site.origin}/staff/leads/meetings?day=${day}&member=all`, {
      headers: { cookie: cookies.ivan },
    }).then((answer) => answer.text());
    expect(listed).toContain(`href="/staff/leads/${leadId}"`);

    // Ivan's feed actions naming Olga make and end Ivan's own feed; Olga's stays as it was.
    const ivan = (await site.db.select().from(staffUser).where(eq(staffUser.email, 'ivan@staff.example')))[0]!;
    await site.db
      .insert(meetingHosts)
      .values({ memberId: ivan.id, timeZone: 'UTC', weekly: [[], [], [], [], [], [], []] });
    const olgas = async () => (await site.db.select().from(meetingHosts).where(eq(meetingHosts.memberId, olgaId)))[0];
    const before = await olgas();
    const naming = { member: olgaId, memberId: olgaId, email: 'olga@staff.example' };
    expect(addressIn((await madeBy('ivan', 'staff.agenda.rotateFeed', naming)).page)).toBeDefined();
    expect((await madeBy('ivan', 'staff.agenda.revokeFeed', naming)).status).toBe(200);
    expect(await olgas()).toEqual(before);
    expect((await feedAt(first)).status).toBe(200);

    const second = addressIn((await madeBy('olga')).page)!;
    expect((await feedAt(first)).status).toBe(404);
    expect((await feedAt(second)).status).toBe(200);
    expect((await madeBy('olga', 'staff.agenda.revokeFeed')).page).toContain(
      'Your feed is off: its address no longer works.',
    );
    expect((await feedAt(second)).status).toBe(404);
  });
});
