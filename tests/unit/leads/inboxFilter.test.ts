import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  inboxFilterToSearch,
  parseInboxFilter,
} from '../../../src/server/leads/inbox/filter';

describe('the inbox view in the URL', () => {
  it('reads every filter and writes it back in one stable order, so a view can be bookmarked', () => {
    const search =
      'sort=status&q=Acme+%26+Co&assignee=none&to=2026-01-31&from=2026-01-01&lang=ru&open=yes&status=won&kind=demo';
    const { filter, problems } = parseInboxFilter(new URLSearchParams(search));
    expect(problems).toEqual([]);
    expect(filter).toEqual({
      kind: 'demo',
      status: 'won',
      open: 'yes',
      lang: 'ru',
      from: '2026-01-01',
      to: '2026-01-31',
      assignee: 'none',
      q: 'Acme & Co',
      sort: 'status',
    });
    expect(inboxFilterToSearch(filter)).toBe(
      'kind=demo&status=won&open=yes&lang=ru&from=2026-01-01&to=2026-01-31&assignee=none&q=Acme+%26+Co&sort=status',
    );
    expect(parseInboxFilter(new URLSearchParams(inboxFilterToSearch(filter))).filter).toEqual(filter);
  });

  it('leaves out a bad value and says which parameter and what it takes, keeping the good ones', () => {
    const { filter, problems } = parseInboxFilter(
      new URLSearchParams(
        'kind=spam&status=closed&open=1&lang=de&from=2026-13-01&to=yesterday&assignee=staff-1&q=ok&sort=price',
      ),
    );
    expect(filter).toEqual({ assignee: 'staff-1' });
    expect(problems.map((problem) => problem.message)).toEqual([
      'kind is one of contact, demo, callback, package, meeting',
      'status is one of new, contacted, qualified, won, lost, spam',
      'open is yes',
      'lang is one of en, ru, id, es, fr, pt',
      'from is a date like 2026-01-31',
      'to is a date like 2026-01-31',
      'q needs at least 3 characters',
      'sort is one of newest, oldest, status, assignee',
    ]);
    expect(problems[0]).toMatchObject({ param: 'kind', value: 'spam' });
  });

  it('ignores empty parameters, cuts a long search and drops a range that ends before it starts', () => {
    const { filter, problems } = parseInboxFilter(
      new URLSearchParams(`kind=&status=%20&q=${'a'.repeat(300)}&from=2026-02-01&to=2026-01-01`),
    );
    expect(filter).toEqual({ q: 'a'.repeat(200), from: '2026-02-01' });
    expect(problems).toEqual([{ param: 'to', value: '2026-01-01', message: 'to is on or after from' }]);
    expect(inboxFilterToSearch({})).toBe('');
  });

  it('reads back its own cursors and treats anything else as the first page', () => {
    const cursor = { createdAt: '2026-01-01T10:00:00.123456Z', id: 42, status: 'contacted' as const };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    const ofAssignee = { ...cursor, assignee: 'staff-sales-1' };
    expect(decodeCursor(encodeCursor(ofAssignee))).toEqual(ofAssignee);
    for (const bad of [
      undefined,
      '',
      'nonsense',
      Buffer.from('["2026-01-01", 1]').toString('base64url'),
      Buffer.from('["2026-01-01T10:00:00.123456Z", -1, "new"]').toString('base64url'),
      Buffer.from('["2026-01-01T10:00:00.123456Z", 1, "closed"]').toString('base64url'),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });
});
