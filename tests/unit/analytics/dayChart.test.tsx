import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DayChart } from '../../../src/components/staff/dashboard/DayChart';

const labels = { day: 'Day', total: 'Total', table: 'Show the numbers' };
const days = ['2026-03-08', '2026-03-09', '2026-03-10'];
const series = [
  { key: 'demo', label: 'Demo', values: [2, 0, 5] },
  { key: 'contact', label: 'Contact', values: [1, 0, 3] },
];

function render(props: Partial<Parameters<typeof DayChart>[0]> = {}): string {
  return renderToStaticMarkup(
    <DayChart
      id="by-kind"
      title="Leads per day"
      summary="11 leads over 3 days"
      days={days}
      series={series}
      lang="en"
      labels={labels}
      {...props}
    />,
  );
}

/** Each match's captured groups, in document order. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match.slice(1));
/** The cells of each row of the table's body, as text. */
const bodyRows = (html: string) =>
  all(html.slice(html.indexOf('<tbody>')), /<tr>(.*?)<\/tr>/g).map(([row]) =>
    all(row!, /<t[hd][^>]*>(?:<time[^>]*>)?(.*?)(?:<\/time>)?<\/t[hd]>/g).map(([cell]) => cell),
  );

describe('the day chart', () => {
  it('draws one bar per series and day with its value, stacked to the day total', () => {
    const html = render();
    const bars = all(html, /<g data-day="([\d-]+)"[^>]*>|<rect [^>]*data-series="(\w+)" data-value="(\d+)"/g);
    let day = '';
    const drawn = bars.flatMap(([start, key, value]) => (start ? ((day = start), []) : [[day, key, Number(value)]]));
    expect(drawn).toEqual([
      ['2026-03-08', 'demo', 2],
      ['2026-03-08', 'contact', 1],
      ['2026-03-10', 'demo', 5],
      ['2026-03-10', 'contact', 3],
    ]);
    expect(all(html, /data-total="(\d+)"/g).map(([total]) => Number(total))).toEqual([3, 0, 8]);
    // The tallest day reaches the top of the scale; bars of one day are in proportion.
    expect(html).toContain('data-max="8"');
    const lastDay = html.slice(html.indexOf('data-day="2026-03-10"'));
    const heights = all(lastDay, /<rect [^>]*height="([\d.]+)"/g).map(([height]) => Number(height));
    expect(heights[0]! / heights[1]!).toBeCloseTo(5 / 3);
  });

  it('places every bar by attribute, never by an inline style (the staff CSP refuses those), and is not scaled', () => {
    const html = render();
    expect(html).not.toContain('style=');
    expect(html).not.toContain('viewBox');
    expect(all(html, /<rect [^>]*width="([\d.]+%)"/g)).toHaveLength(4);
  });

  it('names the picture for screen readers and gives the same numbers in a table', () => {
    const html = render();
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="11 leads over 3 days"/);
    expect(bodyRows(html)).toEqual([
      ['8 Mar', '2', '1', '3'],
      ['9 Mar', '0', '0', '0'],
      ['10 Mar', '5', '3', '8'],
    ]);
    expect(
      all(html.slice(html.indexOf('<thead>'), html.indexOf('</thead>')), /<th [^>]*>(.*?)<\/th>/g).map(
        ([cell]) => cell,
      ),
    ).toEqual(['Day', 'Demo', 'Contact', 'Total']);
    expect(all(html, /<li>.*?<\/span>(.*?)<\/li>/g).map(([item]) => item!.replaceAll('<!-- -->', ''))).toEqual([
      'Demo: 7',
      'Contact: 4',
    ]);
  });

  it('writes numbers and dates in the staff language', () => {
    const html = render({
      lang: 'ru',
      days: ['2026-03-10'],
      series: [{ key: 'demo', label: 'Демо', values: [12345] }],
    });
    expect(bodyRows(html)).toEqual([['10 мар.', '12\u00a0345', '12\u00a0345']]);
  });
});
