/**
 * One date format in the staff area: every screen writes a moment through `StaffTime`, how long
 * ago in the member's language, with the exact time in their time zone on hover and for screen
 * readers; no screen builds a format of its own. The clock is stated, never read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditTable } from '../../../src/components/staff/AuditTable';
import { CaseList } from '../../../src/components/staff/cases/CaseList';
import { Dashboard } from '../../../src/components/staff/dashboard/Dashboard';
import { LeadInbox } from '../../../src/components/staff/leads/LeadInbox';
import { LeadView } from '../../../src/components/staff/leads/LeadView';
import { StaffClockOf, StaffTime, staffRelativeTime } from '../../../src/components/staff/StaffTime';
import { staffDateTime } from '../../../src/format/staffDate';
import { canonicalTimeZone, isTimeZone } from '../../../src/format/staffClock';
import { staffCatalogs } from '../../../src/i18n';
import { periodOf } from '../../../src/server/dashboard/queries';
import { storedLead } from '../../support/unit/storedLead';
import { codePackageNames } from '../../../src/data/packages';

const at = new Date('2026-11-20T10:05:00Z');
const lead = storedLead({ createdAt: at });
const members = [{ id: 'u1', name: 'Sasha' }];

/** Every moment (a `<time>` with a date and a time; a chart's days are days) of the markup: its machine value, hover text, and the text people read and hear. */
const times = (html: string) =>
  [...html.matchAll(/<time dateTime="([^"]+T[^"]+)"( title="[^"]*")?>(.*?)<\/time>/g)].map(
    ([, value, title, inner]) => ({
      value,
      title: title?.slice(8, -1),
      shown: inner!.replace(/<span class="visually-hidden">.*?<\/span>/, ''),
      heard: inner!.replace(/<[^>]+>/g, ''),
    }),
  );
const rendered = (
  element: React.ReactElement,
  clock = { now: new Date('2026-11-20T13:35:00Z'), timeZone: 'Asia/Tokyo' },
) => renderToStaticMarkup(<StaffClockOf clock={clock}>{element}</StaffClockOf>);

/** Each screen that shows a moment, rendered in `lang` with `at` as its moment. */
const screens = (lang: 'en' | 'ru') => ({
  inbox: (
    <LeadInbox
      lang={lang}
      filter={{}}
      problems={[]}
      page={{ leads: [lead] }}
      counts={{ new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0, total: 1 }}
      members={members}
      paged={false}
    />
  ),
  lead: (
    <LeadView
      packages={codePackageNames}
      lang={lang}
      detail={{ lead, deliveries: [] }}
      timeline={[{ kind: 'created', at, actorId: null, detail: { page: lead.page } }]}
      members={members}
      me={members[0]!}
      actions={{ status: '?a', assign: '?b', note: '?c', retry: '?d', replied: '?e', correct: '?f' }}
    />
  ),
  audit: (
    <AuditTable
      t={staffCatalogs[lang].audit}
      lang={lang}
      entries={[
        {
          id: 1,
          actorId: null,
          actorEmail: null,
          action: 'leads-export',
          target: 'all',
          details: {},
          ip: null,
          createdAt: at,
        },
      ]}
    />
  ),
  cases: (
    <CaseList
      t={staffCatalogs[lang].cases}
      lang={lang}
      entries={[
        {
          id: 1,
          slug: 'fintech',
          title: 'Fintech',
          published: true,
          archived: false,
          sortOrder: 1,
          updatedAt: at,
          languages: {},
        },
      ]}
      move="?m"
      clock={undefined}
    />
  ),
  dashboard: (
    <Dashboard
      t={staffCatalogs[lang]}
      lang={lang}
      days={7}
      problems={[]}
      data={{
        period: periodOf(7, at),
        perDay: [],
        byPage: [],
        byCampaign: [],
        replies: {
          hours: 24,
          overall: { leads: 0, answered: 0, inTime: 0, decided: 0, overdue: 0, medianMs: null, share: null },
          byMember: [],
          byLanguage: [],
        },
        spam: { spam: 0, total: 0 },
        health: {
          pending: 1,
          failing: 1,
          oldest: {
            id: 1,
            leadId: 7,
            channel: 'email',
            attempts: 2,
            lastError: 'refused',
            createdAt: at,
            nextAttemptAt: at,
          },
          failingList: [
            { id: 1, leadId: 7, channel: 'email', attempts: 2, lastError: 'refused', createdAt: at, nextAttemptAt: at },
          ],
          channels: [],
          routing: [],
        },
      }}
    />
  ),
});

describe('dates in the staff area', () => {
  it("read exactly as day, month, year and 24-hour time in the member's language and time zone, naming it", () => {
    expect(staffDateTime('en', at)).toBe('20 Nov 2026, 10:05 UTC');
    expect(staffDateTime('ru', at)).toBe('20 нояб. 2026 г., 10:05 UTC');
    expect(staffDateTime('en', at, 'Europe/Moscow')).toBe('20 Nov 2026, 13:05 GMT+3');
    expect(staffDateTime('en', at, 'America/New_York')).toBe('20 Nov 2026, 05:05 GMT-5');
  });

  it("say how long ago in the member's language, by the largest unit that fits, rounded down", () => {
    const ago = (ms: number, lang: 'en' | 'ru' = 'en') => staffRelativeTime(lang, at, new Date(at.getTime() + ms));
    const minute = 60_000;
    const hour = 60 * minute;
    const day = 24 * hour;
    expect(ago(0)).toBe('now');
    expect(ago(59_000)).toBe('now');
    expect(ago(minute)).toBe('1 minute ago');
    expect(ago(59 * minute)).toBe('59 minutes ago');
    expect(ago(3 * hour + 50 * minute)).toBe('3 hours ago');
    expect(ago(3 * hour, 'ru')).toBe('3 часа назад');
    expect(ago(day + hour)).toBe('yesterday');
    expect(ago(day + hour, 'ru')).toBe('вчера');
    expect(ago(29 * day)).toBe('29 days ago');
    expect(ago(45 * day)).toBe('last month');
    expect(ago(400 * day)).toBe('last year');
    expect(ago(-2 * day - hour)).toBe('in 2 days');
    expect(ago(-5 * minute, 'ru')).toBe('через 5 минут');
  });

  it("show how long ago, with the exact time in the member's zone on hover and read after it", () => {
    const html = rendered(<StaffTime lang="en" at={at} />, {
      now: new Date('2026-11-20T13:35:00Z'),
      timeZone: 'Europe/Moscow',
    });
    expect(html).toBe(
      '<time dateTime="2026-11-20T10:05:00.000Z" title="20 Nov 2026, 13:05 GMT+3">3 hours ago<span class="visually-hidden"> (20 Nov 2026, 13:05 GMT+3)</span></time>',
    );
    expect(rendered(<StaffTime lang="ru" at={at} />)).toContain('>3 часа назад<');
  });

  it("read the same in the browser as on the server on a hydrated screen: it carries the server render's clock", () => {
    const clock = { now: new Date('2026-11-20T13:35:00Z'), timeZone: 'Europe/Moscow' };
    const list = (stated: typeof clock | undefined) => (
      <CaseList
        t={staffCatalogs.en.cases}
        lang="en"
        entries={[
          {
            id: 1,
            slug: 'fintech',
            title: 'Fintech',
            published: true,
            archived: false,
            sortOrder: 1,
            updatedAt: at,
            languages: {},
          },
        ]}
        move="?m"
        clock={stated}
      />
    );
    const onServer = rendered(list(clock), clock);
    expect(onServer).toContain('>3 hours ago<');
    // The browser has no request's clock: only the one the island's props carry.
    expect(renderToStaticMarkup(list(clock))).toBe(onServer);
    expect(renderToStaticMarkup(list(undefined))).not.toBe(onServer);
  });

  it("take a time zone only from the runtime's list, and UTC", () => {
    expect(['UTC', 'Europe/Moscow', 'Asia/Jakarta', 'America/Sao_Paulo'].filter(isTimeZone)).toHaveLength(4);
    expect(['Mars/Olympus', 'europe/moscow', '', '+03:00', 'Europe/Moscow<script>'].filter(isTimeZone)).toEqual([]);
  });

  it('take a zone the runtime knows by another name, and keep the name the runtime gives it', () => {
    // Valid IANA names Node 24's list of zones leaves out (it lists Asia/Calcutta and Europe/Kiev).
    expect(['Asia/Kolkata', 'Europe/Kyiv', 'Etc/UTC'].filter(isTimeZone)).toHaveLength(3);
    expect(canonicalTimeZone('Asia/Kolkata')).toBe(canonicalTimeZone('Asia/Calcutta'));
    expect(canonicalTimeZone('Europe/Kyiv')).toBe(canonicalTimeZone('Europe/Kiev'));
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Moscow')).toBe('Europe/Moscow');
    for (const refused of ['Mars/Olympus', '', ' Europe/Moscow', 'Europe/Moscow/'])
      expect(canonicalTimeZone(refused), refused).toBeUndefined();
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`are written the one way on every screen that shows a moment (${lang})`, () => {
      const exact = staffDateTime(lang, at, 'Asia/Tokyo');
      for (const [screen, element] of Object.entries(screens(lang))) {
        const shown = times(rendered(element));
        expect(shown.length, screen).toBeGreaterThan(0);
        expect(shown, screen).toEqual(
          shown.map(() => ({
            value: at.toISOString(),
            title: exact,
            shown: staffRelativeTime(lang, at, new Date('2026-11-20T13:35:00Z')),
            heard: `${staffRelativeTime(lang, at, new Date('2026-11-20T13:35:00Z'))} (${exact})`,
          })),
        );
      }
    });
  }

  it('are formatted nowhere else in the staff screens', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path));
    const screensSource = [
      ...files('src/pages/staff'),
      ...files('src/components/staff'),
      'src/layouts/StaffLayout.astro',
    ].filter((path) => /\.(tsx?|astro)$/.test(path) && !path.endsWith('StaffTime.tsx'));
    const own = screensSource.filter((path) =>
      /DateTimeFormat|toLocale(Date|Time)?String/.test(readFileSync(path, 'utf8')),
    );
    expect(own).toEqual([]);
  });
});
