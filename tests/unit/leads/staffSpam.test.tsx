import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadInbox } from '../../../src/components/staff/leads/LeadInbox';
import { LeadView } from '../../../src/components/staff/leads/LeadView';
import { staffCatalogs } from '../../../src/i18n';
import { storedLead } from '../../support/unit/storedLead';
import { codePackageNames } from '../../../src/data/packages';

const members = [{ id: 'u1', name: 'Sasha' }];
const counts = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 1, total: 0 };
const formActions = {
  status: '?_action=staff.leads.status',
  assign: '?_action=staff.leads.assign',
  note: '?_action=staff.leads.note',
  retry: '?_action=staff.leads.retry',
  replied: '?_action=staff.leads.replied',
  correct: '?_action=staff.leads.correct',
};
const flaggedAt = new Date('2026-11-20T10:00:00Z');
const spam = storedLead({
  status: 'spam',
  name: '<b>Bot</b>',
  consentVersion: '0123456789abcdef',
  consentLang: 'en',
  consentAt: flaggedAt,
});
const timeline = [
  { kind: 'created' as const, at: flaggedAt, actorId: null, detail: { page: '/en/contact' } },
  { kind: 'flagged' as const, at: flaggedAt, actorId: null, detail: { score: 9, reasons: ['honeypot', 'manyLinks'] } },
];

describe('a lead held back as spam, to staff', () => {
  it('says why on its page, with one button that restores it as New', () => {
    for (const lang of ['en', 'ru'] as const) {
      const d = staffCatalogs[lang].leads.detail;
      const html = renderToStaticMarkup(
        <LeadView
          packages={codePackageNames}
          lang={lang}
          detail={{ lead: spam, deliveries: [] }}
          timeline={timeline}
          members={members}
          me={members[0]!}
          actions={formActions}
        />,
      );
      expect(html).toContain(d.spam.title);
      expect(html).toMatch(
        /<form action="\?_action=staff.leads.status" method="post"><input type="hidden" name="lead" value="7"\/><input type="hidden" name="status" value="new"\/><button type="submit">[^<]+<\/button><\/form>/,
      );
      expect(html).toContain(`${d.spam.restore}</button>`);
      expect(html).toContain(
        `(${lang === 'en' ? 'score' : 'баллы:'} 9): ${d.spamReasons.honeypot}, ${d.spamReasons.manyLinks}`,
      );
    }
  });

  it('shows the consent the visitor gave, or that none was recorded', () => {
    const html = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="en"
        detail={{ lead: spam, deliveries: [] }}
        timeline={timeline}
        members={members}
        me={members[0]!}
        actions={formActions}
      />,
    );
    expect(html).toContain('<dt>Consent</dt>');
    expect(html).toMatch(/Privacy text version 0123456789abcdef \(en\), agreed [^<]*2026/);
    const older = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="en"
        detail={{ lead: storedLead({}), deliveries: [] }}
        timeline={[]}
        members={members}
        me={members[0]!}
        actions={formActions}
      />,
    );
    expect(older).toContain(staffCatalogs.en.leads.detail.noConsent);
    expect(older).not.toContain(staffCatalogs.en.leads.detail.spam.title);
  });

  it('offers "Not spam" on each spam row of the inbox, to a member who may change leads', () => {
    const props = {
      lang: 'en' as const,
      filter: { status: 'spam' as const },
      problems: [],
      page: { leads: [spam, storedLead({ id: 8 })] },
      counts,
      members,
      paged: false,
    };
    const html = renderToStaticMarkup(
      <LeadInbox
        {...props}
        restoreAction="/staff/leads?status=spam&amp;_action=staff.inbox.restore"
        flash={{ kind: 'restored' }}
      />,
    );
    expect(
      html.match(
        /name="lead" value="7"\/><button type="submit" aria-label="Not spam: restore &lt;b&gt;Bot&lt;\/b&gt;">Not spam<\/button>/g,
      ),
    ).toHaveLength(1);
    expect(html).not.toContain('value="8"/><button');
    expect(html).toContain(staffCatalogs.en.leads.bulk.restored);
    expect(renderToStaticMarkup(<LeadInbox {...props} />)).not.toContain('Not spam');
  });
});
