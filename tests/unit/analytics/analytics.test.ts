/** Page counting's pure rules: the visitor hash, who is not counted, what a beacon says, and the report's periods and CSV. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { notCounted } from '../../../src/server/analytics/counted';
import { deviceClass, parsePageView, referrerHost } from '../../../src/server/analytics/pageView';
import {
  conversion,
  daysOf,
  lastDays,
  parsePeriod,
  previousPeriod,
  reportDimensions,
  type AnalyticsReport,
} from '../../../src/server/analytics/report';
import { reportCsv } from '../../../src/server/analytics/reportCsv';
import { staffPeriod } from '../../../src/server/analytics/staffPeriod';
import { dayOf, visitorHash } from '../../../src/server/analytics/visitorHash';

const origin = 'https://example.com';
const beacon = (fields: Record<string, unknown>) => JSON.stringify({ r: '', w: 1280, ...fields });
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the visitor hash', () => {
  it('is the same for one address and browser under one salt, and differs with another salt, address or browser', () => {
    const hash = visitorHash('salt-a', '203.0.113.5', chrome);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('salt-a', '203.0.113.5', chrome)).toBe(hash);
    expect(visitorHash('salt-b', '203.0.113.5', chrome)).not.toBe(hash);
    expect(visitorHash('salt-a', '203.0.113.6', chrome)).not.toBe(hash);
    expect(visitorHash('salt-a', '203.0.113.5', `${chrome} Edg/131`)).not.toBe(hash);
  });

  it('keeps no trace of the address', () => {
    expect(visitorHash('salt-a', '203.0.113.5', chrome)).not.toContain('203');
  });

  it('changes its day at midnight UTC', () => {
    expect(dayOf(new Date('2026-03-10T23:59:59.999Z'))).toBe('2026-03-10');
    expect(dayOf(new Date('2026-03-11T00:00:00Z'))).toBe('2026-03-11');
  });
});

describe('who is not counted', () => {
  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0' }, 'bot'],
    ['a script', { 'user-agent': 'curl/8.5.0' }, 'bot'],
    ['no user agent', {}, 'bot'],
    ['Do Not Track', { 'user-agent': chrome, dnt: '1' }, 'opted-out'],
    ['Global Privacy Control', { 'user-agent': chrome, 'sec-gpc': '1' }, 'opted-out'],
    ['a signed-in staff member', { 'user-agent': chrome, cookie: 'lang=en; staff.session_token=abc' }, 'staff'],
    ['a staff member on https', { 'user-agent': chrome, cookie: '__Host-staff.session_token=abc' }, 'staff'],
  ])('%s', (_, headers, reason) => {
    expect(notCounted(headers)).toBe(reason);
  });

  it('counts a browser, with DNT 0 and a language cookie', () => {
    expect(notCounted({ 'user-agent': chrome, dnt: '0', cookie: 'lang=ru' })).toBeUndefined();
  });
});

describe('what a beacon says', () => {
  it('takes the page without its query, the campaign parameters and the referring host', () => {
    const view = parsePageView(
      beacon({
        u: `${origin}/fr/solutions/?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring%0A2026&x=1`,
        r: 'https://www.news.example/story?id=1',
        w: 390,
      }),
      origin,
    );
    expect(view).toEqual({
      path: '/fr/solutions',
      referrer: 'news.example',
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring 2026',
      lang: 'fr',
      device: 'mobile',
    });
  });

  it('names the referring site as the source when the link has no utm_source, and none for the site itself', () => {
    expect(parsePageView(beacon({ u: `${origin}/en`, r: 'https://search.example/?q=agents' }), origin)).toMatchObject({
      source: 'search.example',
      campaign: '',
    });
    expect(parsePageView(beacon({ u: `${origin}/en/contact`, r: `${origin}/en` }), origin)).toMatchObject({
      referrer: '',
      source: '',
    });
    expect(referrerHost('javascript:alert(1)', 'example.com')).toBe('');
    expect(referrerHost('not a url', 'example.com')).toBe('');
  });

  it('cuts a campaign value to 100 characters', () => {
    const view = parsePageView(beacon({ u: `${origin}/en?utm_campaign=${'a'.repeat(500)}` }), origin);
    expect(view?.campaign).toHaveLength(100);
  });

  it.each([
    ['not JSON', '{"u":'],
    ['another site', beacon({ u: 'https://evil.example/en' })],
    ['a page outside the languages', beacon({ u: `${origin}/de/contact` })],
    ['a staff page', beacon({ u: `${origin}/staff/cases/preview/abc` })],
    ['a path with markup', beacon({ u: `${origin}/en/<script>` })],
    ['no width', JSON.stringify({ u: `${origin}/en` })],
    ['an array', '[1,2]'],
  ])('is refused when it is %s', (_, body) => {
    expect(parsePageView(body, origin)).toBeUndefined();
  });

  it('sorts windows into phones, tablets and computers', () => {
    expect([deviceClass(375), deviceClass(767), deviceClass(768), deviceClass(1023), deviceClass(1024)]).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });
});

describe('the report period', () => {
  it('lists its days and compares with the same number of days just before', () => {
    const period = { from: '2026-02-27', to: '2026-03-02' };
    expect(daysOf(period)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(previousPeriod(period)).toEqual({ from: '2026-02-23', to: '2026-02-26' });
    expect(lastDays(7, new Date('2026-03-10T15:00:00Z'))).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('refuses a malformed, reversed or longer than a year period', () => {
    expect(parsePeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(parsePeriod('2026-02-30', '2026-03-31')).toBeTypeOf('string');
    expect(parsePeriod('2026-03-31', '2026-03-01')).toBeTypeOf('string');
    expect(parsePeriod('2025-01-01', '2026-03-01')).toBeTypeOf('string');
    expect(parsePeriod(undefined, '2026-03-01')).toBeTypeOf('string');
  });

  it('falls back to the last 30 days on the staff page when the asked period is wrong', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(staffPeriod(new URLSearchParams('from=2026-03-05&to=2026-03-01'), now)).toEqual({
      period: { from: '2026-02-09', to: '2026-03-10' },
      quick: 30,
      bad: true,
    });
    expect(staffPeriod(new URLSearchParams('days=7'), now)).toEqual({
      period: { from: '2026-03-04', to: '2026-03-10' },
      quick: 7,
      bad: false,
    });
  });

  it('gives no conversion without visitors', () => {
    expect(conversion(3, 0)).toBe(0);
    expect(conversion(1, 4)).toBe(0.25);
  });
});

describe('the CSV', () => {
  const empty = Object.fromEntries(reportDimensions.map((dimension) => [dimension, []]));
  const report: AnalyticsReport = {
    period: { from: '2026-03-09', to: '2026-03-10', days: ['2026-03-09', '2026-03-10'] },
    previous: { from: '2026-03-07', to: '2026-03-08' },
    totals: { visitors: 4, views: 9, leads: 1 },
    previousTotals: { visitors: 0, views: 0, leads: 0 },
    perDay: [{ day: '2026-03-10', visitors: 4, views: 9 }],
    perHour: [],
    breakdowns: {
      ...empty,
      campaign: [{ value: '=HYPERLINK("x")', visitors: 2, views: 5, leads: 1 }],
      page: [{ value: '/en', visitors: 4, views: 6, leads: 0 }],
    } as AnalyticsReport['breakdowns'],
    forms: [{ kind: 'contact', leads: 1 }],
    funnel: { visitors: 4, reachedContact: 2, leads: 1 },
  };

  it('has one row per figure, conversion as a share, and no formula a spreadsheet would run', () => {
    const rows = parse(reportCsv(report), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toEqual({
      section: 'period',
      value: '2026-03-09..2026-03-10',
      visitors: '4',
      views: '9',
      leads: '1',
      conversion: '0.2500',
    });
    expect(rows).toContainEqual({
      section: 'campaign',
      value: `'=HYPERLINK("x")`,
      visitors: '2',
      views: '5',
      leads: '1',
      conversion: '0.5000',
    });
    expect(rows).toContainEqual({
      section: 'page',
      value: '/en',
      visitors: '4',
      views: '6',
      leads: '',
      conversion: '',
    });
    expect(rows).toContainEqual({
      section: 'form',
      value: 'contact',
      visitors: '4',
      views: '',
      leads: '1',
      conversion: '0.2500',
    });
    expect(rows).toContainEqual({
      section: 'funnel',
      value: 'contact',
      visitors: '2',
      views: '',
      leads: '',
      conversion: '',
    });
  });

  it("gives a single day's 24 UTC hours after its day, and no hours for a longer period", () => {
    expect(
      (parse(reportCsv(report), { columns: true }) as Record<string, string>[]).filter((row) => row.section === 'hour'),
    ).toEqual([]);
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      visitors: hour === 9 ? 3 : hour === 23 ? 1 : 0,
      views: hour === 9 ? 7 : hour === 23 ? 2 : 0,
    }));
    const day = {
      ...report,
      period: { from: '2026-03-10', to: '2026-03-10', days: ['2026-03-10'] },
      previous: { from: '2026-03-09', to: '2026-03-09' },
      perHour: hours,
    };
    const rows = parse(reportCsv(day), { columns: true }) as Record<string, string>[];
    const hourRows = rows.filter((row) => row.section === 'hour');
    expect(hourRows).toHaveLength(24);
    expect(hourRows[0]).toEqual({
      section: 'hour',
      value: '2026-03-10T00:00Z',
      visitors: '0',
      views: '0',
      leads: '',
      conversion: '',
    });
    expect(hourRows[9]).toEqual({
      section: 'hour',
      value: '2026-03-10T09:00Z',
      visitors: '3',
      views: '7',
      leads: '',
      conversion: '',
    });
    expect(hourRows[23]).toEqual({
      section: 'hour',
      value: '2026-03-10T23:00Z',
      visitors: '1',
      views: '2',
      leads: '',
      conversion: '',
    });
    // Right after the day's own row, before the breakdowns.
    expect(rows.map((row) => row.section).slice(0, 4)).toEqual(['period', 'previous', 'day', 'hour']);
    expect(rows.findIndex((row) => row.section === 'page')).toBe(3 + 24);
  });
});
