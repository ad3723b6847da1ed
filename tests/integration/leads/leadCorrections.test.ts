/**
 * Correcting a lead's email or phone, on both stores: the value the visitor sent stays in the
 * timeline, the audit row names only the field, a value the public forms would refuse is refused;
 * and the lead page's earlier leads from the same address (any case), newest first, none later.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leads } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { earlierLeads, getLead, timeline } from '../../../src/server/leads/inbox/lead';
import { saveLead } from '../../../src/server/leads/intake/store';
import { staffActing } from '../../support/integration/acting';
import { sampleLead } from '../../support/integration/leadsPeers';
import { freshStoreEach, testStores } from '../../support/integration/stores';

describe.each(testStores)('correcting a lead on $name', (store) => {
  const fresh = freshStoreEach(store);

  const sales = () =>
    staffActing(fresh.handle, 'staff-sales-1', 'sales', '203.0.113.7', { email: 'sol@staff.example' });
  const auditRows = () =>
    fresh.db
      .select({
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .orderBy(auditLog.id);
  const lead = async (email: string, at: string) => {
    const { id } = await saveLead(sampleLead({ email, message: `sent ${at}` }), {
      db: fresh.db,
      settings: parseEnv({}),
    });
    await fresh.db
      .update(leads)
      .set({ createdAt: new Date(at) })
      .where(eq(leads.id, id));
    return id;
  };

  it('corrects the email and the phone, the values sent kept in the timeline, the audit naming only the field', async () => {
    const id = await lead('jane.doe@client.exmaple', '2026-03-01T10:00:00Z');
    expect(
      await leadActions.correct.perform({ lead: id, field: 'email', value: ' jane.doe@client.example ' }, sales()),
    ).toEqual({
      saved: true,
    });
    expect(
      await leadActions.correct.perform({ lead: id, field: 'phone', value: '+33 1 23 45 67 89' }, sales()),
    ).toEqual({ saved: true });
    // The same value again changes nothing and writes nothing.
    expect(
      await leadActions.correct.perform({ lead: id, field: 'phone', value: '+33 1 23 45 67 89' }, sales()),
    ).toEqual({ saved: true });
    const { lead: stored } = (await getLead(fresh.db, id))!;
    expect([stored.email, stored.phone]).toEqual(['jane.doe@client.example', '+33 1 23 45 67 89']);
    expect(
      (await timeline(fresh.db, id))
        .filter((entry) => entry.kind === 'corrected')
        .map((entry) => [entry.actorId, entry.detail]),
    ).toEqual([
      ['staff-sales-1', { field: 'email', from: 'jane.doe@client.exmaple', to: 'jane.doe@client.example' }],
      ['staff-sales-1', { field: 'phone', from: '+33 1 00 00 00 00', to: '+33 1 23 45 67 89' }],
    ]);
    expect(await auditRows()).toEqual([
      { action: 'lead-correct', target: String(id), details: { field: 'email' }, actorId: 'staff-sales-1' },
      { action: 'lead-correct', target: String(id), details: { field: 'phone' }, actorId: 'staff-sales-1' },
    ]);
  });

  it('refuses a value the public forms would refuse (422) and keeps the lead as it was; no such lead is 404', async () => {
    const id = await lead('jane.doe@client.example', '2026-03-01T10:00:00Z');
    expect(await leadActions.correct.perform({ lead: id, field: 'email', value: 'jane at client' }, sales())).toEqual({
      refusal: 'emailInvalid',
      status: 422,
    });
    expect(await leadActions.correct.perform({ lead: id, field: 'email', value: '' }, sales())).toEqual({
      refusal: 'emailInvalid',
      status: 422,
    });
    expect(await leadActions.correct.perform({ lead: id, field: 'phone', value: '<b>1234567</b>' }, sales())).toEqual({
      refusal: 'phoneInvalid',
      status: 422,
    });
    expect(await leadActions.correct.perform({ lead: id, field: 'phone', value: '1'.repeat(41) }, sales())).toEqual({
      refusal: 'phoneInvalid',
      status: 422,
    });
    expect(
      await leadActions.correct.perform({ lead: 999_999, field: 'phone', value: '+7 900 000 00 00' }, sales()),
    ).toEqual({
      status: 404,
    });
    const { lead: stored } = (await getLead(fresh.db, id))!;
    expect([stored.email, stored.phone]).toEqual(['jane.doe@client.example', '+33 1 00 00 00 00']);
    expect((await timeline(fresh.db, id)).map((entry) => entry.kind)).toEqual(['created']);
    expect(await auditRows()).toEqual([]);
  });

  it('finds the earlier leads of the same address in any case, newest first, and none sent after', async () => {
    const first = await lead('Jane.Doe@Client.example', '2026-01-01T09:00:00Z');
    const second = await lead('jane.doe@client.example', '2026-02-01T09:00:00Z');
    await lead('someone.else@client.example', '2026-02-15T09:00:00Z');
    const third = await lead('JANE.DOE@CLIENT.EXAMPLE', '2026-03-01T09:00:00Z');
    await lead('jane.doe@client.example', '2026-04-01T09:00:00Z');

    const found = await earlierLeads(fresh.db, { id: third, email: 'JANE.DOE@CLIENT.EXAMPLE' });
    expect(found.count).toBe(2);
    expect(found.leads.map((each) => [each.id, each.createdAt.toISOString(), each.status])).toEqual([
      [second, '2026-02-01T09:00:00.000Z', 'new'],
      [first, '2026-01-01T09:00:00.000Z', 'new'],
    ]);
    expect(await earlierLeads(fresh.db, { id: first, email: 'jane.doe@client.example' })).toEqual({
      count: 0,
      leads: [],
    });
    expect(await earlierLeads(fresh.db, { id: third, email: null })).toEqual({ count: 0, leads: [] });
  });
});
