import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HourCharts } from '../../../src/components/staff/analytics/HourCharts';
import { staffCatalogs } from '../../../src/i18n';

const DAY = '2026-03-10';
/** Visitors and views at 02:00, 09:00 and 23:00 UTC; none at the other hours. */
const figures: Record<number, [number, number]> = { 2: [1, 2], 9: [4, 8], 23: [2, 6] };
const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  visitors: figures[hour]?.[0] ?? 0,
  views: figures[hour]?.[1] ?? 0,
}));

const render = (lang: 'en' | 'ru' = 'en') =>
  renderToStaticMarkup(<HourCharts a={staffCatalogs[lang].analytics} lang={lang} day={DAY} hours={hours} />);

/** Each match's captured groups, in document order. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match.slice(1));
/** One chart's markup, from its figure to the next. */
const chart = (html: string, id: string) =>
  html.slice(html.indexOf(`aria-labelledby="${id}-title"`)).split('</figure>')[0]!;
/** The cells of each row of a chart's table body, as text. */
const bodyRows = (html: string) =>
  all(html.slice(html.indexOf('<tbody>')), /<tr>(.*?)<\/tr>/g).map(([row]) =>
    all(row!, /<t[hd][^>]*>(?:<time[^>]*>)?(.*?)(?:<\/time>)?<\/t[hd]>/g).map(([cell]) => cell),
  );

describe('the hour charts of a single day', () => {
  it('draw a bar per hour with figures, its height in proportion to the busiest hour', () => {
    const views = chart(render(), 'views-per-hour');
    expect(views).toContain('data-max="8"');
    const bars = all(
      views,
      /<g data-day="([^"]+)"[^>]*><rect [^>]*height="([\d.]+)" data-series="views" data-value="(\d+)"/g,
    );
    expect(bars.map(([moment, , value]) => [moment, Number(value)])).toEqual([
      ['2026-03-10T02:00Z', 2],
      ['2026-03-10T09:00Z', 8],
      ['2026-03-10T23:00Z', 6],
    ]);
    const heights = bars.map(([, height]) => Number(height));
    expect(heights[0]! / heights[1]!).toBeCloseTo(2 / 8);
    expect(heights[2]! / heights[1]!).toBeCloseTo(6 / 8);
    const visitors = chart(render(), 'visitors-per-hour');
    expect(all(visitors, /data-series="visitors" data-value="(\d+)"/g).map(([value]) => Number(value))).toEqual([
      1, 4, 2,
    ]);
    expect(visitors).toContain('data-max="4"');
  });

  it('say the hours are UTC and give all 24 in a table, one row per hour', () => {
    const html = render();
    const a = staffCatalogs.en.analytics;
    expect(html).toContain(`>${a.visitorsPerHour}</figcaption>`);
    expect(a.visitorsPerHour).toContain('UTC');
    expect(html).toMatch(
      /<svg [^>]*role="img" aria-label="16 on 10 Mar; the table below gives the numbers per hour, in UTC\."/,
    );
    const rows = bodyRows(chart(html, 'views-per-hour'));
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual(['00:00', '0', '0']);
    expect(rows[9]).toEqual(['09:00', '8', '8']);
    expect(rows[23]).toEqual(['23:00', '6', '6']);
    expect(html).toContain('<time dateTime="2026-03-10T09:00Z">09:00</time>');
    expect(
      all(html, /<th scope="col"[^>]*>(.*?)<\/th>/g)
        .slice(0, 3)
        .map(([cell]) => cell),
    ).toEqual(['Hour (UTC)', 'Visitors', 'Total']);
  });

  it('write hours under the chart every six hours, placed by attribute, never by an inline style', () => {
    const html = chart(render(), 'views-per-hour');
    expect(all(html, /<text [^>]*text-anchor="middle"[^>]*>(.*?)<\/text>/g).map(([text]) => text)).toEqual([
      '00:00',
      '06:00',
      '12:00',
      '18:00',
    ]);
    expect(render()).not.toContain('style=');
  });

  it('speak Russian to a Russian-speaking member', () => {
    const html = render('ru');
    expect(html).toContain('Посетители по часам (UTC)');
    expect(bodyRows(chart(html, 'visitors-per-hour'))[9]).toEqual(['09:00', '4', '4']);
  });
});
