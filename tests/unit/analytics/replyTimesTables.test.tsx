/**
 * The dashboard's reply promise as a member reads it: the median first response and the share
 * answered in time, overall, then one row per assignee (two of one name apart, nobody's last)
 * and one per language, in the member's staff language.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReplyTimesTables } from '../../../src/components/staff/dashboard/ReplyTimesTables';
import type { ReplyFigures, ReplyTimes } from '../../../src/server/dashboard/replyTimes';
import { staffCatalogs } from '../../../src/i18n';

const HOUR = 3_600_000;

const figures = (
  leads: number,
  answered: number,
  medianMs: number | null,
  inTime: number,
  decided: number,
  overdue = 0,
): ReplyFigures => ({
  leads,
  answered,
  inTime,
  decided,
  overdue,
  medianMs,
  share: decided ? inTime / decided : null,
});

const data: ReplyTimes = {
  hours: 24,
  overall: figures(5, 4, 2.5 * HOUR, 3, 5, 1),
  byMember: [
    { key: 'staff-anna-1', label: 'Anna (anna.k@agentica.example)', figures: figures(2, 2, 1.5 * HOUR, 2, 2) },
    { key: 'staff-anna-2', label: 'Anna (anna.p@agentica.example)', figures: figures(2, 1, 30 * HOUR, 0, 2, 1) },
    { key: null, label: null, figures: figures(1, 1, 45 * 60_000, 1, 1) },
  ],
  byLanguage: [
    { key: 'en', figures: figures(3, 3, 2 * HOUR, 3, 3) },
    { key: 'ru', figures: figures(2, 1, 30 * HOUR, 0, 2, 1) },
  ],
};

/** The cells of each body row of the table `id`, header cell first. */
function rowsOf(html: string, id: string): string[][] {
  const table = html.match(new RegExp(`<table[^>]*id="${id}"[^>]*>([\\s\\S]*?)</table>`))?.[1] ?? '';
  const body = table.match(/<tbody>([\s\S]*)<\/tbody>/)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map(([, cell]) => cell!),
  );
}

describe('the reply promise on the dashboard', () => {
  it('shows the median first response and the share in time overall, per assignee and per language', () => {
    const html = renderToStaticMarkup(<ReplyTimesTables t={staffCatalogs.en} lang="en" data={data} />);
    expect(html).toMatch(/id="reply-median">2\.5 hrs</);
    expect(html).toMatch(/id="reply-share">60%</);
    expect(rowsOf(html, 'replies-by-member')).toEqual([
      ['Anna (anna.k@agentica.example)', '2', '2', '1.5 hrs', '100%', '0'],
      ['Anna (anna.p@agentica.example)', '2', '1', '30 hrs', '0%', '1'],
      ['Nobody', '1', '1', '45 mins', '100%', '0'],
    ]);
    expect(rowsOf(html, 'replies-by-language')).toEqual([
      ['English', '3', '3', '2 hrs', '100%', '0'],
      ['Russian', '2', '1', '30 hrs', '0%', '1'],
    ]);
  });

  it('reads in Russian for a Russian-speaking member', () => {
    const html = renderToStaticMarkup(<ReplyTimesTables t={staffCatalogs.ru} lang="ru" data={data} />);
    expect(rowsOf(html, 'replies-by-member')[2]![0]).toBe(staffCatalogs.ru.dashboard.replies.nobody);
    expect(rowsOf(html, 'replies-by-language').map((row) => row[0])).toEqual(['английский', 'русский']);
  });
});
