/**
 * Booking a meeting as a visitor does, through the built site on both stores: `/ru/contact/meeting` offers
 * the free times (on the office's clock, its zone named) once a meeting type is offered in Russian
 * and someone takes it, and asks for a meeting otherwise; a form sent without script books the
 * time chosen and is thanked; a time taken meanwhile comes back 409 with the message at the times,
 * the taken one no longer offered and everything typed kept; a tampered or past time books nothing.
 * Needs the build.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n';
import { leads, meetingHosts, meetingTypes, meetings, staffUser } from '../../../src/server/db/schema';
import { parseSlot } from '../../../src/forms/slots';
import { meetingLinkKey, meetingToken } from '../../../src/server/meetings/links';
import { builtSiteEach } from '../../support/integration/builtSite';
import { testStores } from '../../support/integration/stores';

const ru = catalogs.ru.contact_form;
const team = [
  { id: 'staff-ivan', name: 'Ivan', email: 'ivan@staff.example', role: 'sales', languages: ['ru'] },
  { id: 'staff-olga', name: 'Olga', email: 'olga@staff.example', role: 'sales', languages: ['ru'] },
];
/** Every day, all day, in UTC. */
const allWeek = Array.from({ length: 7 }, () => [[0, 1440]] as [number, number][]);

/** The radios' values (`intro@…`) a page offers, in its order. */
const offered = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*name="slot" value="([^"]+)"/g)].map((m) => m[1]!);
const tokenOf = (html: string) => /name="formToken" value="([^"]*)"/.exec(html)?.[1] ?? '';
const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

describe.each(testStores)('booking a meeting on /ru/contact/meeting, on $name', (store) => {
  const site = builtSiteEach(store, { FORM_MIN_FILL_MS: '1' });
  let round = 0;

  async function offerMeetings() {
    await site.db.insert(staffUser).values(team);
    await site.db.insert(meetingTypes).values({
      id: 'intro',
      names: { en: 'Introduction', ru: 'Знакомство' },
      minutes: 30,
      minNoticeMinutes: 120,
      horizonDays: 14,
      stepMinutes: 30,
      place: 'novosibirsk',
      languages: ['ru'],
    });
    await site.db
      .insert(meetingHosts)
      .values(team.map((member) => ({ memberId: member.id, timeZone: 'UTC', weekly: allWeek, typeIds: ['intro'] })));
  }

  /** The meeting page as a visitor opens it (a query of its own: no cached copy). */
  const contactPage = async () => (await fetch(`${site.origin}/ru/contact/meeting?visit=${(round += 1)}`)).text();

  /** Sends the booking form without script, as the page drew it, with `fields` over what the visitor typed. */
  async function postBooking(html: string, fields: Record<string, string>) {
    const body = new URLSearchParams({
      name: 'Анна Каренина',
      email: `anna-${(round += 1)}@example.com`,
      phone: '+7 383 000-00-00',
      consent: 'yes',
      lang: 'ru',
      page: '/ru/contact/meeting',
      formToken: tokenOf(html),
      ...fields,
    });
    const response = await fetch(`${site.origin}/ru/contact/meeting?_action=booking`, {
      method: 'POST',
      body,
      headers: { Origin: site.origin },
    });
    return { status: response.status, html: decode(await response.text()) };
  }

  const leadCount = async () => (await site.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]!.n;

  it('asks for a meeting while no type is offered, then offers the free times on the office’s clock, its zone named', async () => {
    const before = await contactPage();
    expect(before).toContain('id="meeting-office"');
    expect(offered(before)).toEqual([]);

    await offerMeetings();
    const html = await contactPage();
    expect(html).not.toContain('id="meeting-office"');
    const slots = offered(html);
    expect(slots.length).toBeGreaterThan(10);
    const first = parseSlot(slots[0]!)!;
    expect(first.typeId).toBe('intro');
    // Novosibirsk's clock (UTC+7), in Russian: the first day's heading and time as Intl writes them.
    expect(decode(html)).toContain('Novosibirsk (GMT+7)');
    const day = new Intl.DateTimeFormat('ru', {
      timeZone: 'Asia/Novosibirsk',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    const time = new Intl.DateTimeFormat('ru', { timeZone: 'Asia/Novosibirsk', hour: 'numeric', minute: '2-digit' });
    expect(html).toContain(day.format(first.start));
    expect(html).toContain(`<span>${time.format(first.start)}</span>`);
    expect(html).toContain('Знакомство, 30 мин.');
    // Without script, the times are read on the office's clock.
    expect(html).toContain('<input type="hidden" name="timeZone" value="Asia/Novosibirsk"/>');
  });

  it('lists the other kinds of meeting offered, each shown with its own free times when chosen', async () => {
    await offerMeetings();
    await site.db.insert(meetingTypes).values({
      id: 'demo-call',
      position: 1,
      names: { en: 'Demo', ru: 'Демонстрация' },
      minutes: 45,
      stepMinutes: 60,
      place: 'online',
      videoLink: 'https://meet.example/{uid}',
      languages: ['ru'],
    });
    await site.db.update(meetingHosts).set({ typeIds: ['intro', 'demo-call'] });
    const html = decode(await contactPage());
    expect(offered(html).every((value) => value.startsWith('intro@'))).toBe(true);
    expect(html).toContain('href="/ru/contact/meeting?meeting=demo-call#meeting">Демонстрация, 45 мин</a>');
    const chosen = decode(await (await fetch(`${site.origin}/ru/contact/meeting?meeting=demo-call`)).text());
    expect(offered(chosen).length).toBeGreaterThan(0);
    expect(offered(chosen).every((value) => value.startsWith('demo-call@'))).toBe(true);
    expect(chosen).toContain('Демонстрация, 45 мин.');
    expect(chosen).toContain('href="/ru/contact/meeting?meeting=intro#meeting">Знакомство, 30 мин</a>');
    // A kind not offered is no choice: the first is shown.
    const unknown = await (await fetch(`${site.origin}/ru/contact/meeting?meeting=nope`)).text();
    expect(offered(unknown).every((value) => value.startsWith('intro@'))).toBe(true);
  });

  it('books a chosen time once per free member, then answers 409 with the times offered again and the typing kept', async () => {
    await offerMeetings();
    const html = await contactPage();
    const [slot] = offered(html);
    for (const member of [1, 2]) {
      const sent = await postBooking(html, { slot: slot! });
      expect(sent.status, `booking ${member}`).toBe(200);
      expect(sent.html).toContain(ru.booking.success);
    }
    const rows = await site.db.select().from(meetings).orderBy(meetings.memberId);
    expect(rows.map((row) => [row.memberId, row.startsAt.toISOString(), row.visitorTimeZone])).toEqual([
      ['staff-ivan', parseSlot(slot!)!.start.toISOString(), 'Asia/Novosibirsk'],
      ['staff-olga', parseSlot(slot!)!.start.toISOString(), 'Asia/Novosibirsk'],
    ]);
    const [lead] = await site.db.select().from(leads).where(eq(leads.id, rows[0]!.leadId));
    expect(lead).toMatchObject({ kind: 'meeting', status: 'new', assigneeId: 'staff-ivan' });
    expect(lead!.details).toMatchObject({ meetingType: 'intro', meetingTime: parseSlot(slot!)!.start.toISOString() });

    const taken = await postBooking(html, { slot: slot!, name: 'Левин', email: 'levin@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain(ru.errors.slotTaken);
    expect(taken.html).toContain('value="Левин"');
    expect(taken.html).toContain('value="levin@example.com"');
    expect(offered(taken.html)).not.toContain(slot);
    expect(offered(taken.html)[0]).toBe(offered(html)[1]);
    expect(await leadCount()).toBe(2);

    // The form's script asks for the free times again: the taken one is gone there too.
    const answer = await fetch(`${site.origin}/forms/free-times?lang=ru`);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const { offer } = (await answer.json()) as { offer: { starts: string[] } };
    expect(offer.starts).not.toContain(parseSlot(slot!)!.start.toISOString());
    expect((await fetch(`${site.origin}/forms/free-times?lang=xx`)).status).toBe(400);
  });

  it('books nothing for a tampered, past or off-grid time, or a 10 KB name, and says so at the field', async () => {
    await offerMeetings();
    const html = await contactPage();
    const start = parseSlot(offered(html)[0]!)!.start;
    const offGrid = new Date(start.getTime() + 10 * 60_000).toISOString();
    for (const slot of [`vip@${start.toISOString()}`, 'intro@2020-01-01T10:00:00.000Z', `intro@${offGrid}`]) {
      const sent = await postBooking(html, { slot });
      expect(sent.status, slot).toBe(409);
      expect(sent.html).toContain(ru.errors.slotTaken);
    }
    const malformed = await postBooking(html, { slot: '<script>alert(1)</script>' });
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain(ru.errors.choice);
    expect(malformed.html).not.toContain('<script>alert(1)</script>');
    const long = await postBooking(html, { slot: offered(html)[0]!, name: 'Я'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.html).toContain(ru.errors.tooLong.replace('{max}', '100'));
    expect(await leadCount()).toBe(0);
    expect(await site.db.select().from(meetings)).toEqual([]);
  });

  it('moves and then cancels a meeting by its links, each once, in the visitor’s language and zone, freeing its time', async () => {
    await offerMeetings();
    await site.db.delete(meetingHosts).where(eq(meetingHosts.memberId, 'staff-olga'));
    const html = await contactPage();
    const [slot] = offered(html);
    expect((await postBooking(html, { slot: slot!, timeZone: 'Asia/Kolkata' })).status).toBe(200);
    const [meeting] = await site.db.select().from(meetings);
    const key = await meetingLinkKey(site.db);
    const token = meetingToken(key, { meetingId: meeting!.id, sequence: 0, expiresAt: meeting!.startsAt.getTime() });
    const page = (path: string, init?: RequestInit) => fetch(`${site.origin}${path}`, init);
    const link = `/meetings/manage?token=${encodeURIComponent(token)}`;
    const t = catalogs.ru.meetingPage;

    const shown = await page(link);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toContain('no-store');
    const text = decode(await shown.text());
    const when = new Intl.DateTimeFormat('ru', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short' });
    expect(text).toContain(`Знакомство, ${when.format(meeting!.startsAt)}.`);
    expect(text).toContain(t.button);
    expect(text).toContain('<meta name="robots" content="noindex');
    // Opening the link changes nothing: only the visitor's word does.
    expect((await site.db.select().from(meetings))[0]!.cancelledAt).toBeNull();

    // The member's other free times, on the visitor's clock: she moves it to the first of them.
    const others = offered(text);
    expect(others.length).toBeGreaterThan(5);
    expect(others).not.toContain(slot);
    const post = (fields: Record<string, string>) =>
      page('/meetings/manage', { method: 'POST', body: new URLSearchParams(fields), headers: { Origin: site.origin } });
    const moved = await post({ token, action: 'move', slot: others[0]! });
    expect(moved.status).toBe(200);
    expect(decode(await moved.text())).toContain(t.moved);
    expect((await site.db.select().from(meetings))[0]).toMatchObject({
      sequence: 1,
      startsAt: parseSlot(others[0]!)!.start,
    });
    // A time not offered leaves it where it is.
    const next = meetingToken(key, { meetingId: meeting!.id, sequence: 1, expiresAt: meeting!.startsAt.getTime() });
    const refused = await post({ token: next, action: 'move', slot: 'intro@2020-01-01T10:00:00.000Z' });
    expect(refused.status).toBe(409);
    expect(decode(await refused.text())).toContain(t.taken);

    const cancelled = await post({ token: next, action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(decode(await cancelled.text())).toContain(t.cancelled);
    expect((await site.db.select().from(meetings))[0]).toMatchObject({ sequence: 2 });
    expect((await site.db.select().from(meetings))[0]!.cancelledAt).not.toBeNull();
    expect(offered(await contactPage())).toContain(others[0]);

    const again = await page(link);
    expect(again.status).toBe(410);
    expect(decode(await again.text())).toContain(t.used);
    const forged = await page(`/meetings/manage?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`);
    expect(forged.status).toBe(404);
    expect(decode(await forged.text())).toContain(catalogs.en.meetingPage.invalid);
    const late = meetingToken(key, { meetingId: meeting!.id, sequence: 1, expiresAt: Date.now() - 1 });
    const past = await page(`/meetings/manage?token=${encodeURIComponent(late)}`);
    expect(past.status).toBe(410);
  });
});
