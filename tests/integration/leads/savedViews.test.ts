/**
 * The inbox's views per member, on both stores: the built-in ones (mine still open, nobody's,
 * overdue, spam) with their counts; a view saved under a name, replaced under the same name, seen and
 * deleted by its member alone, each change audited.
 */
import { describe, expect, it } from 'vitest';
import { auditLog, savedViews } from '../../../src/server/db/schema';
import { countView, listLeads } from '../../../src/server/leads/inbox/queries';
import { assign, setStatus } from '../../../src/server/leads/inbox/pipeline';
import { inbox as inboxActions } from '../../../src/actions/staff/inbox';
import { inboxViews } from '../../../src/server/leads/inbox/savedViews';
import { staffActing } from '../../support/integration/acting';
import { leadAt } from '../../support/integration/inboxLeads';
import { freshStoreEach, testStores } from '../../support/integration/stores';

describe.each(testStores)('the inbox views on $name', (store) => {
  const fresh = freshStoreEach(store);

  const sam = () => staffActing(fresh.handle, 'staff-sam', 'sales', '203.0.113.7', { email: 'sam@staff.example' });
  const sol = () => staffActing(fresh.handle, 'staff-sol', 'sales', '203.0.113.8', { email: 'sol@staff.example' });
  const me = { id: 'staff-sam' };
  const promise = { hours: 24, timeZone: 'UTC' };
  const now = new Date('2026-03-10T12:00:00Z');

  it('counts the built-in views: mine still open (new, contacted, qualified), nobody’s (but spam), overdue, spam', async () => {
    const ids: number[] = [];
    for (const day of ['01', '02', '03', '04', '05', '06', '07'])
      ids.push(await leadAt(fresh.db, `2026-03-${day}T09:00:00Z`));
    const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number, number];
    for (const id of [a, b, c, d]) await assign(fresh.db, id, me.id, me);
    await assign(fresh.db, e, 'staff-sol', me);
    await setStatus(fresh.db, b, 'qualified', me);
    await setStatus(fresh.db, c, 'won', me);
    await setStatus(fresh.db, d, 'spam', me);
    await setStatus(fresh.db, f, 'spam', me);

    // A day's promise, seen at noon on the 6th: the leads of the 1st and 5th still wait for their first answer.
    expect(
      (await inboxViews(fresh.db, me.id, promise, new Date('2026-03-06T12:00:00Z'))).map(({ key, query, count }) => ({
        key,
        query,
        count,
      })),
    ).toEqual([
      { key: 'mine', query: 'open=yes&assignee=staff-sam', count: 2 },
      { key: 'unassigned', query: 'assignee=none', count: 1 },
      { key: 'overdue', query: 'due=overdue', count: 2 },
      { key: 'spam', query: 'status=spam', count: 2 },
    ]);
    expect((await listLeads(fresh.db, { assignee: me.id, open: 'yes' })).leads.map((lead) => lead.id)).toEqual([b, a]);
    expect(await countView(fresh.db, { assignee: me.id, open: 'yes', status: 'won' })).toBe(0);
  });

  it('saves a view for its member alone, with its count; the same name replaces it; only its member deletes it; each change audited', async () => {
    await leadAt(fresh.db, '2026-03-01T09:00:00Z', { lang: 'ru' });
    await leadAt(fresh.db, '2026-03-02T09:00:00Z', { lang: 'fr' });
    expect(
      await inboxActions.saveView.perform(
        { name: '  Russian  ', query: 'lang=ru&sort=oldest&after=abc&bogus=1&kind=nope' },
        sam(),
      ),
    ).toEqual({ saved: true });
    let views = await inboxViews(fresh.db, 'staff-sam', promise, now);
    expect(views.at(-1)).toEqual({ id: expect.any(Number), name: 'Russian', query: 'lang=ru&sort=oldest', count: 1 });
    expect((await inboxViews(fresh.db, 'staff-sol', promise, now)).filter((view) => view.id)).toEqual([]);

    expect(await inboxActions.saveView.perform({ name: 'Russian', query: 'lang=ru&status=new' }, sam())).toEqual({
      saved: true,
    });
    views = await inboxViews(fresh.db, 'staff-sam', promise, now);
    expect(views.filter((view) => view.id).map((view) => view.query)).toEqual(['status=new&lang=ru']);
    const id = views.at(-1)!.id!;

    expect(await inboxActions.deleteView.perform({ view: id }, sol())).toEqual({ status: 404 });
    expect(await fresh.db.select({ id: savedViews.id }).from(savedViews)).toEqual([{ id }]);
    expect(await inboxActions.deleteView.perform({ view: id }, sam())).toEqual({ deleted: true });
    expect(await inboxActions.deleteView.perform({ view: id }, sam())).toEqual({ status: 404 });
    expect(await fresh.db.select().from(savedViews)).toEqual([]);
    expect(
      await fresh.db
        .select({
          action: auditLog.action,
          actorId: auditLog.actorId,
          target: auditLog.target,
          details: auditLog.details,
        })
        .from(auditLog)
        .orderBy(auditLog.id),
    ).toEqual([
      { action: 'view-save', actorId: 'staff-sam', target: 'Russian', details: { query: 'lang=ru&sort=oldest' } },
      { action: 'view-save', actorId: 'staff-sam', target: 'Russian', details: { query: 'status=new&lang=ru' } },
      { action: 'view-delete', actorId: 'staff-sam', target: 'Russian', details: {} },
    ]);
  });

  it('refuses a view without a name or with a name too long, and keeps nothing', async () => {
    expect(await inboxActions.saveView.perform({ name: '   ', query: 'lang=ru' }, sam())).toEqual({
      refusal: 'nameEmpty',
      status: 422,
    });
    expect(await inboxActions.saveView.perform({ name: 'x'.repeat(61), query: 'lang=ru' }, sam())).toEqual({
      refusal: 'nameTooLong',
      status: 422,
    });
    expect(await fresh.db.select().from(savedViews)).toEqual([]);
    expect(await fresh.db.select().from(auditLog)).toEqual([]);
  });
});
