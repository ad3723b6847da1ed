/**
 * A visitor's text with bidi controls (U+202E RIGHT-TO-LEFT OVERRIDE and the like) cannot
 * reorder what the staff area writes around it: every screen that shows a visitor's text puts
 * it alone in an isolating element (`<bdi>`), which closes right after it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditTable } from '../../../src/components/staff/AuditTable';
import { Dashboard } from '../../../src/components/staff/dashboard/Dashboard';
import { LeadInbox } from '../../../src/components/staff/leads/LeadInbox';
import { LeadView } from '../../../src/components/staff/leads/LeadView';
import { staffCatalogs } from '../../../src/i18n';
import { periodOf } from '../../../src/server/dashboard/queries';
import { VisitorText } from '../../../src/components/staff/VisitorText';
import { storedLead } from '../../support/unit/storedLead';
import { codePackageNames } from '../../../src/data/packages';

const RLO = '\u202E';
/** What a visitor typed, each value with an override that would flip the text after it. */
const typed = {
  name: `Ada ${RLO}ecalevoL`,
  email: `ada${RLO}@example.com`,
  company: `${RLO}Acme`,
  message: `Call me ${RLO}tomorrow`,
  page: `/en/${RLO}contact`,
  subject: `${RLO}Support`,
  source: `news${RLO}letter`,
  erased: `${RLO}someone@example.com`,
};

const lead = storedLead({
  page: typed.page,
  name: typed.name,
  email: typed.email,
  company: typed.company,
  message: typed.message,
  details: { subject: typed.subject },
  utm: { source: typed.source },
});
const members = [{ id: 'u1', name: 'Sasha' }];
const counts = { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0, total: 1 };
const formActions = { status: '?a', assign: '?b', note: '?c', retry: '?d', replied: '?e', correct: '?f' };

/** `value` as the staff area writes it: the override shown as its code point. */
const shown = (value: string) => value.replaceAll(RLO, '[U+202E]');

/**
 * Checks that `value` shows in `html` with its override written out (`[U+202E]`), each time
 * alone in its own `<bdi>` (nothing before or after it inside); the override itself is left
 * only in a form field's value, a box of its own, which isolates its text and keeps what was
 * typed.
 */
function expectIsolated(html: string, value: string) {
  expect(
    html.split(value).length - html.split(`value="${value}"`).length,
    `${JSON.stringify(value)} is never shown as typed`,
  ).toBe(0);
  const everywhere = html.split(shown(value)).length - 1;
  expect(everywhere, `${JSON.stringify(shown(value))} is shown`).toBeGreaterThan(0);
  expect(
    html.split(`<bdi>${shown(value)}</bdi>`).length - 1,
    `${JSON.stringify(value)} is isolated wherever it is shown`,
  ).toBe(everywhere);
}

describe("a visitor's bidi controls in the staff area", () => {
  it('are shown as their code points, as the mails and the CSV show them, zero-width characters too', () => {
    expect(renderToStaticMarkup(<VisitorText text={'Anna\u202Egpj.exe'} />)).toBe('<bdi>Anna[U+202E]gpj.exe</bdi>');
    expect(renderToStaticMarkup(<VisitorText text={'ad\u200Bmin\uFEFF@example.com'} />)).toBe(
      '<bdi>ad[U+200B]min[U+FEFF]@example.com</bdi>',
    );
    expect(renderToStaticMarkup(<VisitorText text="" />)).toBe('');
  });

  it('stay inside their own value in the inbox rows', () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{}}
        problems={[]}
        page={{ leads: [lead] }}
        counts={counts}
        members={members}
        paged={false}
      />,
    );
    for (const value of [typed.name, typed.email, typed.company]) expectIsolated(html, value);
    expect(html).toContain(`<a href="/staff/leads/7"><bdi>Ada [U+202E]ecalevoL</bdi></a>`);
  });

  it("are shown as their code points in the names of the inbox's checkboxes and buttons, as the rows show them", () => {
    const spam = { ...lead, id: 8, status: 'spam' as const };
    const views = {
      list: [{ id: 3, name: `Mine ${RLO}won`, query: 'status=won', count: 1 }],
      save: '?s',
      delete: '?d',
    };
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{}}
        problems={[]}
        page={{ leads: [lead, spam] }}
        counts={counts}
        members={members}
        paged={false}
        bulkAction="?_action=staff.inbox.bulk"
        restoreAction="?_action=staff.inbox.restore"
        views={views}
      />,
    );
    const t = staffCatalogs.en.leads;
    expect(html).toContain(`aria-label="${t.bulk.select.replace('{name}', shown(typed.name))}"`);
    expect(html).toContain(`aria-label="${t.bulk.restoreLabel.replace('{name}', shown(typed.name))}"`);
    expect(html).toContain(`aria-label="${t.views.deleteNamed.replace('{name}', 'Mine [U+202E]won')}"`);
    // No accessible name keeps the override itself: it is left only in what a form field holds.
    const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]!);
    expect(labels.filter((label) => label.includes(RLO))).toEqual([]);
  });

  it('stay inside their own value on the lead page, its fields, campaign, message and timeline', () => {
    const timeline = [{ kind: 'created' as const, at: lead.createdAt, actorId: null, detail: { page: typed.page } }];
    for (const lang of ['en', 'ru'] as const) {
      const html = renderToStaticMarkup(
        <LeadView
          packages={codePackageNames}
          lang={lang}
          detail={{ lead, deliveries: [] }}
          timeline={timeline}
          members={members}
          me={members[0]!}
          actions={formActions}
        />,
      );
      for (const value of Object.values(typed).filter((value) => value !== typed.erased)) expectIsolated(html, value);
      // The words after the page in the timeline's sentence stay outside its isolate.
      const arrived = staffCatalogs[lang].leads.detail.events.created.replace(
        '{page}',
        `<bdi>${shown(typed.page)}</bdi>`,
      );
      expect(html).toContain(arrived);
      expect(html).toContain(`source: <bdi>${shown(typed.source)}</bdi>`);
    }
  });

  it("stay inside their own value in the dashboard's pages and campaigns", () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const data = {
      period: periodOf(7, now),
      perDay: [],
      byPage: [{ label: typed.page, count: 2 }],
      byCampaign: [{ label: typed.source, count: 1 }],
      spam: { spam: 0, total: 3 },
      health: { pending: 0, failing: 0, oldest: undefined, failingList: [], channels: [], routing: [] },
      replies: {
        hours: 24,
        overall: { leads: 0, answered: 0, inTime: 0, decided: 0, overdue: 0, medianMs: null, share: null },
        byMember: [],
        byLanguage: [],
      },
    };
    const html = renderToStaticMarkup(<Dashboard t={staffCatalogs.en} lang="en" days={7} data={data} problems={[]} />);
    for (const value of [typed.page, typed.source]) expectIsolated(html, value);
  });

  it("stay inside their own value in the audit log's targets and details", () => {
    const entry = {
      id: 1,
      actorId: 'u1',
      actorEmail: 'admin@staff.example',
      action: 'privacy-erase',
      target: typed.erased,
      details: { leads: '2', email: typed.erased },
      ip: '203.0.113.1',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    };
    const html = renderToStaticMarkup(<AuditTable t={staffCatalogs.en.audit} lang="en" entries={[entry]} />);
    expectIsolated(html, typed.erased);
    expect(html.replace(/<\/?span>/g, '')).toContain(`leads: <bdi>2</bdi>, email: <bdi>${shown(typed.erased)}</bdi>`);
  });
});
