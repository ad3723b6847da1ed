import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadView } from '../../../src/components/staff/leads/LeadView';
import { staffCatalogs } from '../../../src/i18n';
import { storedLead } from '../../support/unit/storedLead';
import { codePackageNames } from '../../../src/data/packages';

const members = [{ id: 'u1', name: 'Sasha' }];
const formActions = {
  status: '?a',
  assign: '?b',
  note: '?c',
  retry: '?d',
  replied: '?e',
  correct: '?_action=staff.leads.correct',
};
const lead = storedLead({ id: 7, lang: 'en', email: 'ada@example.com', phone: '+7 900' });
const at = new Date('2026-03-01T10:00:00Z');

describe('the lead page, corrected and with earlier leads', () => {
  it('offers to correct the email and the phone, each as a form with the current value, inside a disclosure', () => {
    const html = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="en"
        detail={{ lead, deliveries: [] }}
        timeline={[]}
        members={members}
        me={members[0]!}
        actions={formActions}
      />,
    );
    expect(html).toMatch(/<details[^>]*><summary>Correct the email or phone<\/summary>/);
    expect(html).toMatch(
      /<input type="hidden" name="field" value="email"\/><label>Email<input type="email" maxLength="254" required="" name="value" value="ada@example.com"\/><\/label><button type="submit">Save email<\/button>/,
    );
    expect(html).toMatch(
      /<input type="hidden" name="field" value="phone"\/><label>Phone<input type="tel" pattern="[^"]+" maxLength="40" required="" name="value" value="\+7 900"\/><\/label><button type="submit">Save phone<\/button>/,
    );
    expect(html.match(/action="\?_action=staff.leads.correct"/g)).toHaveLength(2);
  });

  it('shows a correction with both values as text, in the member’s language', () => {
    const timeline = [
      {
        kind: 'corrected' as const,
        at,
        actorId: 'u1',
        detail: { field: 'phone', from: '<img src=x onerror=alert(1)>', to: '+7 900' },
      },
    ];
    const html = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="ru"
        detail={{ lead, deliveries: [] }}
        timeline={timeline}
        members={members}
        me={members[0]!}
        actions={formActions}
      />,
    );
    expect(html).toContain(
      'Исправлено поле «Телефон»: <bdi>&lt;img src=x onerror=alert(1)&gt;</bdi> → <bdi>+7 900</bdi>',
    );
    expect(html).not.toContain('<img');
  });

  it('says how many earlier leads came from the email, links the inbox searching it, and links each', () => {
    const earlier = { count: 12, leads: [{ id: 5, createdAt: at, kind: 'demo' as const, status: 'won' as const }] };
    const html = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="en"
        detail={{ lead, deliveries: [] }}
        timeline={[]}
        members={members}
        me={members[0]!}
        actions={formActions}
        earlier={earlier}
      />,
    );
    expect(html).toContain('<a href="/staff/leads?q=ada%40example.com">Earlier leads from this email: 12</a>');
    expect(html).toContain(`<a href="/staff/leads/5">Lead 5</a>`);
    expect(html).toContain(`${staffCatalogs.en.leads.kinds.demo} · ${staffCatalogs.en.leads.statuses.won}`);
    const none = renderToStaticMarkup(
      <LeadView
        packages={codePackageNames}
        lang="en"
        detail={{ lead, deliveries: [] }}
        timeline={[]}
        members={members}
        me={members[0]!}
        actions={formActions}
        earlier={{ count: 0, leads: [] }}
      />,
    );
    expect(none).not.toContain('Earlier leads');
  });
});
