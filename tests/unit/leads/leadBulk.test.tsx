import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadInbox } from '../../../src/components/staff/leads/LeadInbox';
import { staffCatalogs } from '../../../src/i18n';
import { selectedLeads } from '../../../src/server/leads/inbox/bulk';
import { storedLead } from '../../support/unit/storedLead';

const counts = { new: 2, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0, total: 2 };
const members = [{ id: 'u1', name: 'Sasha' }];
const leads = [storedLead({ id: 7, name: '<img src=x onerror=alert(1)>' }), storedLead({ id: 8, name: 'Bob' })];
const t = staffCatalogs.en.leads.bulk;

describe('the inbox’s bulk form', () => {
  it('posts the leads ticked and every lead shown from boxes in the rows, with "all on this page" as a field of its own', () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{ status: 'new' }}
        problems={[]}
        page={{ leads }}
        counts={counts}
        members={members}
        paged={false}
        bulkAction="/staff/leads?status=new&_action=staff.inbox.bulk"
      />,
    );
    expect(html).toMatch(
      /<form id="leads-bulk"[^>]* action="\/staff\/leads\?status=new&amp;_action=staff.inbox.bulk" method="post">/,
    );
    expect(html).toContain(`<input type="checkbox" data-select-all="true" name="all" value="page"/>${t.all}`);
    for (const id of [7, 8]) {
      expect(html).toContain(`<input type="hidden" form="leads-bulk" name="shown" value="${id}"/>`);
      expect(html).toMatch(
        new RegExp(`<input type="checkbox" form="leads-bulk" aria-label="Select [^"]+" name="lead" value="${id}"/>`),
      );
    }
    expect(html).toContain('aria-label="Select &lt;img src=x onerror=alert(1)&gt;"');
    expect(html).not.toContain('<img');
    for (const [change, label] of [
      ['assign', t.assign],
      ['status', t.setStatus],
      ['spam', t.spam],
      ['export', t.export],
    ]) {
      expect(html).toContain(`<button type="submit" value="${change}" name="change">${label}</button>`);
    }
  });

  it('says what the last change did, and shows no bulk form where none is offered', () => {
    const done = renderToStaticMarkup(
      <LeadInbox
        lang="ru"
        filter={{}}
        problems={[]}
        page={{ leads }}
        counts={counts}
        members={members}
        paged={false}
        bulkAction="?x"
        flash={{ kind: 'done', count: 3 }}
      />,
    );
    expect(done).toContain('<p role="status"');
    expect(done).toContain('Готово, отмеченных заявок: 3.');
    const plain = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{}}
        problems={[]}
        page={{ leads }}
        counts={counts}
        members={members}
        paged={false}
      />,
    );
    expect(plain).not.toContain('leads-bulk');
  });

  it('takes the leads shown for "all on this page", else the leads ticked, each once', () => {
    expect(selectedLeads({ lead: [1, 2, 1], shown: [1, 2, 3], all: '' })).toEqual([1, 2]);
    expect(selectedLeads({ lead: [1], shown: [1, 2, 3], all: 'page' })).toEqual([1, 2, 3]);
    expect(selectedLeads({ lead: [], shown: [], all: 'page' })).toEqual([]);
  });
});

describe('the inbox’s views', () => {
  const list = [
    { key: 'mine' as const, query: 'open=yes&assignee=u1', count: 4 },
    { key: 'spam' as const, query: 'status=spam', count: 0 },
    { id: 9, name: '<b>Russian</b>', query: 'lang=ru', count: 12 },
  ];
  const views = { list, save: '?_action=staff.inbox.saveView', delete: '?_action=staff.inbox.deleteView' };

  it('lists the built-in and saved views with their counts, marks the one on screen, and offers to save it or delete a saved one', () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{ lang: 'ru' }}
        problems={[]}
        page={{ leads }}
        counts={counts}
        members={members}
        paged={false}
        views={views}
      />,
    );
    const v = staffCatalogs.en.leads.views;
    expect(html).toContain(`<a href="/staff/leads?open=yes&amp;assignee=u1">${v.builtIn.mine} <span class="`);
    expect(html).toMatch(
      /<a href="\/staff\/leads\?lang=ru" aria-current="page"><bdi>&lt;b&gt;Russian&lt;\/b&gt;<\/bdi> <span[^>]*>12<\/span><\/a>/,
    );
    expect(html).toMatch(
      /<input type="hidden" name="view" value="9"\/><button type="submit" aria-label="Delete the view “&lt;b&gt;Russian&lt;\/b&gt;”">Delete<\/button>/,
    );
    expect(html.match(/name="view"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<form [^>]*action="\?_action=staff.inbox.saveView" method="post"><input type="hidden" name="query" value="lang=ru"\/>/,
    );
  });

  it('keeps "mine, open" when the filters are applied', () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        lang="en"
        filter={{ open: 'yes', assignee: 'u1' }}
        problems={[]}
        page={{ leads }}
        counts={counts}
        members={members}
        paged={false}
        views={views}
      />,
    );
    expect(html).toMatch(/<form[^>]*method="get"[^>]*><input type="hidden" name="open" value="yes"\/>/);
    expect(html).toContain('<a href="/staff/leads?open=yes&amp;assignee=u1" aria-current="page">');
  });
});
