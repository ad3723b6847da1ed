import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { inboxCsvResponse } from '../../../src/server/leads/inbox/export';
import { assign, setStatus } from '../../../src/server/leads/inbox/pipeline';
import { allPages, leadAt } from '../../support/integration/inboxLeads';
import { parseCsv } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

const sales = { id: 'staff-sales-1' };

describe.each(testStores)('the order of the leads inbox on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  beforeEach(async () => ((handle = await store.open()), (db = handle.db)));
  afterEach(() => handle.cleanup());

  it('shows a view oldest first or by status (pipeline order, newest first within each), every page size giving the same whole list, and exports it so', async () => {
    // Sent at these times; three at the same instant, so the id decides among them.
    const times = [
      '2026-03-01T09:00:00Z',
      '2026-03-02T09:00:00.000001Z',
      '2026-03-02T09:00:00Z',
      '2026-03-02T09:00:00Z',
      '2026-03-02T09:00:00Z',
      '2026-03-04T09:00:00Z',
    ];
    const ids: number[] = [];
    for (const time of times) ids.push(await leadAt(db, time));
    const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];
    await setStatus(db, a, 'won', sales);
    await setStatus(db, c, 'contacted', sales);
    await setStatus(db, e, 'contacted', sales);
    await setStatus(db, f, 'lost', sales);
    await setStatus(db, d, 'spam', sales);

    const oldest = [a, c, e, b, f];
    const byStatus = [b, e, c, a, f];
    for (const size of [1, 2, 3, 50]) {
      expect(await allPages(db, { sort: 'oldest' }, size)).toEqual(oldest);
      expect(await allPages(db, { sort: 'status' }, size)).toEqual(byStatus);
      expect(await allPages(db, { sort: 'newest' }, size)).toEqual([f, b, e, d, c, a].filter((id) => id !== d));
    }
    // A filter still applies in any order, and the CSV of the view follows its order.
    expect(await allPages(db, { sort: 'status', status: 'contacted' }, 1)).toEqual([e, c]);
    const rows = parseCsv(await inboxCsvResponse(db, { sort: 'status' }).text());
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(byStatus);
  });

  it('shows a view by assignee: nobody’s first, then each member’s together, newest first within each, on every page size, and exports it so', async () => {
    const times = [
      '2026-03-01T09:00:00Z',
      '2026-03-02T09:00:00Z',
      '2026-03-02T09:00:00Z',
      '2026-03-03T09:00:00Z',
      '2026-03-04T09:00:00Z',
      '2026-03-05T09:00:00Z',
    ];
    const ids: number[] = [];
    for (const time of times) ids.push(await leadAt(db, time));
    const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];
    // Member ids sort as "m-1" < "m-2".
    await assign(db, a, 'm-2', sales);
    await assign(db, c, 'm-1', sales);
    await assign(db, b, 'm-1', sales);
    await assign(db, e, 'm-2', sales);
    await setStatus(db, f, 'spam', sales);

    const byAssignee = [d, c, b, e, a];
    for (const size of [1, 2, 3, 50]) expect(await allPages(db, { sort: 'assignee' }, size)).toEqual(byAssignee);
    expect(await allPages(db, { sort: 'assignee', assignee: 'm-1' }, 1)).toEqual([c, b]);
    const rows = parseCsv(await inboxCsvResponse(db, { sort: 'assignee' }).text());
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(byAssignee);
  });
});
