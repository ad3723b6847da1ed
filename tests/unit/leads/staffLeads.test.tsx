import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadInbox } from '../../../src/components/staff/leads/LeadInbox';
import { LeadView } from '../../../src/components/staff/leads/LeadView';
import { staffCatalogs } from '../../../src/i18n';
import type { StoredLead } from '../../../src/server/leads/types';
import { storedLead } from '../../support/unit/storedLead';
import { codePackageNames } from '../../../src/data/packages';

/** What a hostile visitor might type into every field. */
const hostile = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(2)</script>',
  link: 'javascript:alert(3)',
  rtl: 'evil\u202Etxt.exe',
};

const lead = storedLead({
  lang: 'ru',
  page: '/ru/contact',
  name: hostile.img,
  email: 'a@example.com',
  company: hostile.script,
  message: `${hostile.link}\n${hostile.rtl}`,
  details: { subject: hostile.script },
  utm: { source: hostile.img },
});
const counts = { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 2, total: 1 };
const members = [{ id: 'u1', name: 'Sasha' }];

/** No element or attribute a browser would run: no <script>/<img> tags, no handlers, no javascript: links. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<img/i);
  expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  expect(html).not.toMatch(/href="javascript:/i);
}

/** Where the lead page's forms post. */
const formActions = {
  status: '?_action=staff.leads.status',
  assign: '?_action=staff.leads.assign',
  note: '?_action=staff.leads.note',
  retry: '?_action=staff.leads.retry',
  replied: '?_action=staff.leads.replied',
  correct: '?_action=staff.leads.correct',
};

describe('the leads inbox and lead page', () => {
  it('mark a notification the CRM refused as given up, with Retry now to send it again, and name the CRM channels', () => {
    const at = new Date('2026-11-20T10:05:00Z');
    const deliveries = [
      {
        id: 3,
        channel: 'bitrix24' as const,
        attempts: 1,
        deliveredAt: null,
        lastError: 'Bitrix24 answered HTTP 400: ERROR_CORE',
        nextAttemptAt: null,
        givenUpAt: at,
      },
      {
        id: 4,
        channel: 'hubspot' as const,
        attempts: 1,
        deliveredAt: at,
        lastError: null,
        nextAttemptAt: null,
        givenUpAt: null,
      },
    ];
    const html = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="en"
        detail={{ lead, deliveries }}
        timeline={[]}
        members={members}
        me={members[0]!}
        actions={formActions}
      />,
    );
    expect(html).toContain('Bitrix24 lead');
    expect(html).toContain('HubSpot form');
    expect(html).toContain('Given up 20 Nov 2026, 10:05 UTC: the receiver refused it; Retry now sends it again');
    expect(html.match(/name="outbox" value="(\d+)"/g)).toEqual(['name="outbox" value="3"']);
  });

  it('show what a visitor typed as text, never as markup', () => {
    const inbox = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{ q: hostile.script }}
        problems={[]}
        page={{ leads: [lead] }}
        counts={counts}
        members={members}
        paged={false}
      />,
    );
    expectInert(inbox);
    expect(inbox).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const page = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="ru"
        detail={{ lead, deliveries: [] }}
        timeline={[]}
        members={members}
        me={members[0]!}
        actions={formActions}
      />,
    );
    expectInert(page);
    expect(page).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    // The override is shown as its code point, so the file name reads as typed.
    expect(page).toContain('evil[U+202E]txt.exe');
  });

  it('keep the view in links: counts per status, next page and the CSV of the same view', () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{ kind: 'demo', q: 'acme' }}
        problems={[]}
        page={{ leads: [lead] }}
        counts={counts}
        members={members}
        nextHref="/staff/leads?kind=demo&amp;q=acme&amp;after=x"
        paged
      />,
    );
    expect(html).toContain('href="/staff/leads?kind=demo&amp;status=won&amp;q=acme"');
    expect(html).toContain('href="/staff/leads/export.csv?kind=demo&amp;q=acme"');
    expect(html).toContain('All but spam <span');
    expect(html).toMatch(/href="\/staff\/leads\/7"/);
  });

  it('keep the chosen order in the view: the picker, the caption, the sorted column and every link of the view', () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="ru"
        filter={{ sort: 'status', kind: 'demo' }}
        problems={[]}
        page={{ leads: [lead] }}
        counts={counts}
        members={members}
        paged={false}
      />,
    );
    const t = staffCatalogs.ru.leads;
    expect(html).toContain(`<caption>${t.table.captions.status}</caption>`);
    expect(html).toMatch(new RegExp(`<option value="status" selected="">${t.sorts.status}</option>`));
    expect(html).toMatch(new RegExp(`<th scope="col" aria-sort="ascending">${t.table.status}</th>`));
    expect(html).toContain('href="/staff/leads?kind=demo&amp;status=won&amp;sort=status"');
    expect(html).toContain('href="/staff/leads/export.csv?kind=demo&amp;sort=status"');
    const newest = renderToStaticMarkup(
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
    expect(newest).toContain(`<caption>${staffCatalogs.en.leads.table.captions.newest}</caption>`);
    expect(newest).toMatch(
      new RegExp(`<th scope="col" aria-sort="descending">${staffCatalogs.en.leads.table.received}</th>`),
    );
  });

  it("label the form fields a lead keeps in the member's language, never by their stored keys", () => {
    const contact: StoredLead = {
      ...lead,
      name: 'Ada Lovelace',
      details: { subject: 'Support agent', firstName: 'Ada', lastName: 'Lovelace', package: 'growth' },
    };
    const meeting: StoredLead = {
      ...lead,
      kind: 'meeting',
      details: { office: 'saintPetersburg', preferredDate: '2026-12-01' },
    };
    /** The lead page's fields as the member reads them: each label with its value. */
    const fieldsOf = (lang: 'en' | 'ru', shown: StoredLead) => {
      const html = renderToStaticMarkup(
        <LeadView
          packages={codePackageNames}
          lang={lang}
          detail={{ lead: shown, deliveries: [] }}
          timeline={[]}
          members={members}
          me={members[0]!}
          actions={formActions}
        />,
      );
      return [...html.matchAll(/<dt>([^<]*)<\/dt><dd>(?:<bdi>)?([^<]*)(?:<\/bdi>)?<\/dd>/g)].map(
        ([, label, value]) => `${label}: ${value}`,
      );
    };
    expect(fieldsOf('en', contact)).toEqual(
      expect.arrayContaining([
        'Name: Ada Lovelace',
        'First name: Ada',
        'Last name: Lovelace',
        'Subject: Support agent',
        'Package: Growth',
      ]),
    );
    expect(fieldsOf('ru', contact)).toEqual(
      expect.arrayContaining([
        'Полное имя: Ada Lovelace',
        'Имя: Ada',
        'Фамилия: Lovelace',
        'Тема: Support agent',
        'Пакет: Growth',
      ]),
    );
    expect(fieldsOf('en', meeting)).toEqual(
      expect.arrayContaining(['Office: Saint Petersburg', 'Preferred date: 2026-12-01']),
    );
    expect(fieldsOf('ru', meeting)).toEqual(
      expect.arrayContaining(['Офис: Санкт-Петербург', 'Желаемая дата: 2026-12-01']),
    );
    for (const lang of ['en', 'ru'] as const) {
      const labels = [...fieldsOf(lang, contact), ...fieldsOf(lang, meeting)].map((field) => field.split(':')[0]);
      for (const key of ['subject', 'firstName', 'lastName', 'package', 'office', 'preferredDate'])
        expect(labels).not.toContain(key);
    }
  });
});
