/**
 * One date format in the staff area: every screen writes a moment through `StaffTime`, in the
 * member's language, in UTC and saying so; no screen builds a format of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditTable } from '../../src/components/staff/AuditTable';
import { CaseList } from '../../src/components/staff/cases/CaseList';
import { Dashboard } from '../../src/components/staff/dashboard/Dashboard';
import { LeadInbox } from '../../src/components/staff/leads/LeadInbox';
import { LeadView } from '../../src/components/staff/leads/LeadView';
import { staffDateTime } from '../../src/components/staff/StaffTime';
import { staffCatalogs } from '../../src/i18n';
import { periodOf } from '../../src/server/dashboard/queries';
import { storedLead } from './storedLead';

const at = new Date('2026-11-20T10:05:00Z');
const lead = storedLead({ createdAt: at });
const members = [{ id: 'u1', name: 'Sasha' }];

/** Every moment (a `<time>` with a date and a time; a chart's days are days) of the markup: its machine value and the text people read. */
const times = (html: string) => [...html.matchAll(/<time dateTime="([^"]+T[^"]+)">([^<]*)<\/time>/g)].map(([, value, text]) => ({ value, text }));

/** Each screen that shows a moment, rendered in `lang` with `at` as its moment. */
const screens = (lang: 'en' | 'ru') => ({
  inbox: <LeadInbox lang={lang} filter={{}} problems={[]} page={{ leads: [lead] }} counts={{ new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0, total: 1 }} members={members} paged={false} />,
  lead: (
    <LeadView
      lang={lang}
      detail={{ lead, deliveries: [] }}
      timeline={[{ kind: 'created', at, actorId: null, detail: { page: lead.page } }]}
      members={members}
      me={members[0]!}
      actions={{ status: '?a', assign: '?b', note: '?c', retry: '?d', replied: '?e', correct: '?f' }}
    />
  ),
  audit: <AuditTable t={staffCatalogs[lang].audit} lang={lang} entries={[{ id: 1, actorId: null, actorEmail: null, action: 'leads-export', target: 'all', details: {}, ip: null, createdAt: at }]} />,
  cases: <CaseList t={staffCatalogs[lang]} lang={lang} entries={[{ id: 1, slug: 'fintech', title: 'Fintech', published: true, sortOrder: 1, updatedAt: at, languages: {} }]} move="?m" />,
  dashboard: (
    <Dashboard
      t={staffCatalogs[lang]}
      lang={lang}
      days={7}
      now={new Date('2026-11-20T12:00:00Z')}
      data={{
        period: periodOf(7, at),
        perDay: [],
        byPage: [],
        byCampaign: [],
        spam: { spam: 0, total: 0 },
        health: { pending: 1, failing: 1, oldest: undefined, failingList: [{ id: 1, leadId: 7, channel: 'email', attempts: 2, lastError: 'refused', createdAt: at, nextAttemptAt: at }] },
      }}
    />
  ),
});

describe('dates in the staff area', () => {
  it('read as day, month, year and 24-hour time in UTC, in the member\'s language', () => {
    expect(staffDateTime('en', at)).toBe('20 Nov 2026, 10:05 UTC');
    expect(staffDateTime('ru', at)).toBe('20 нояб. 2026 г., 10:05 UTC');
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`are written the one way on every screen that shows a moment (${lang})`, () => {
      for (const [screen, element] of Object.entries(screens(lang))) {
        const shown = times(renderToStaticMarkup(element));
        expect(shown.length, screen).toBeGreaterThan(0);
        expect(shown, screen).toEqual(shown.map(() => ({ value: at.toISOString(), text: staffDateTime(lang, at) })));
      }
    });
  }

  it('are formatted nowhere else in the staff screens', () => {
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path));
    const screensSource = [...files('src/pages/staff'), ...files('src/components/staff'), 'src/layouts/StaffLayout.astro'].filter((path) => /\.(tsx?|astro)$/.test(path) && !path.endsWith('StaffTime.tsx'));
    const own = screensSource.filter((path) => /DateTimeFormat|toLocale(Date|Time)?String/.test(readFileSync(path, 'utf8')));
    expect(own).toEqual([]);
  });
});
