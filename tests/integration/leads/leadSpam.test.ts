/**
 * Spam on both stores: a proof of work is verified and accepted once (every instance agrees, as
 * they share the store), a flagged send is stored with status spam and its reasons and announces
 * nothing, restoring it announces it once, and every lead keeps the consent it was sent with,
 * which the privacy export carries.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { solveChallenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { leads, outbox, siteSecrets, staffUser, usedProofs } from '../../../src/server/db/schema';
import { inbox as inboxActions } from '../../../src/actions/staff/inbox';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { consentGiven } from '../../../src/server/leads/intake/consent';
import { timeline } from '../../../src/server/leads/inbox/lead';
import { exportPersonData } from '../../../src/server/leads/privacy/personData';
import {
  claimProof,
  encodeProof,
  judgeProof,
  proofChallenge,
  proofKey,
} from '../../../src/server/leads/intake/spam/proof';
import { saveLead } from '../../../src/server/leads/intake/store';
import { parseEnv } from '../../../src/server/env';
import { staffActing } from '../../support/integration/acting';
import { sampleLead } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

const channels = { SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_WEBHOOK_URL: 'https://hooks.example/leads' };

describe.each(testStores)('spam and consent on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
    await handle.db
      .insert(staffUser)
      .values({ id: 'staff-sales-1', name: 'Sol', email: 'sol@staff.example', role: 'sales' });
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  const outboxOf = (id: number) =>
    handle.db.select({ channel: outbox.channel }).from(outbox).where(eq(outbox.leadId, id)).orderBy(asc(outbox.id));
  const answer = async (key: string) => {
    const challenge = await proofChallenge(key, 300);
    return encodeProof({ challenge, solution: (await solveChallenge({ challenge, deriveKey })) as Solution });
  };

  it('generates the proof key once and hands every instance the same, unless ALTCHA_HMAC_KEY names one', async () => {
    const unset = parseEnv({});
    const [first, second] = await Promise.all([proofKey(handle.db, unset), proofKey(handle.db, unset)]);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(await proofKey(handle.db, unset)).toBe(first);
    expect(await handle.db.select().from(siteSecrets)).toHaveLength(1);
    const chosen = 'a-key-chosen-by-the-operator-0123456789';
    expect(await proofKey(handle.db, parseEnv({ ALTCHA_HMAC_KEY: chosen }))).toBe(chosen);
    expect(() => parseEnv({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY: must be at least 32 characters/);
  });

  it('accepts a right answer once: a replay by another send is refused, the same send again is not', async () => {
    const key = await proofKey(handle.db, parseEnv({}));
    const proof = await answer(key);
    const claimBy = (sendKey: string | undefined) => (signature: string, expiresAt: Date) =>
      claimProof(handle.db, signature, expiresAt, sendKey);
    expect(await judgeProof(proof, key, claimBy('send-one-0123456789'))).toBe('valid');
    expect(await judgeProof(proof, key, claimBy('send-one-0123456789'))).toBe('valid');
    expect(await judgeProof(proof, key, claimBy('send-two-0123456789'))).toBe('replayed');
    expect(await judgeProof(proof, key, claimBy(undefined))).toBe('replayed');
    expect(await handle.db.select({ signature: usedProofs.signature }).from(usedProofs)).toHaveLength(1);
    // Signed with another key, made up, not worked out, or absent.
    expect(await judgeProof(await answer('another-site-key-0123456789abcdef0123'), key, claimBy(undefined))).toBe(
      'invalid',
    );
    expect(await judgeProof('bm90IGEgcHJvb2Y=', key, claimBy(undefined))).toBe('invalid');
    expect(await judgeProof('pending', key, claimBy(undefined))).toBe('pending');
    expect(await judgeProof(undefined, key, claimBy(undefined))).toBe('missing');
  });

  it('forgets answered challenges once they expire', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(await claimProof(handle.db, 'old-signature', new Date('2026-11-26T11:00:00Z'), undefined, now)).toBe(true);
    expect(await claimProof(handle.db, 'fresh-signature', new Date('2026-11-26T13:00:00Z'), undefined, now)).toBe(true);
    expect(
      (await handle.db.select({ signature: usedProofs.signature }).from(usedProofs)).map((row) => row.signature),
    ).toEqual(['fresh-signature']);
  });

  it('stores a flagged send as spam with its reasons, and queues no notification for it', async () => {
    const settings = parseEnv(channels);
    const flagged = { score: 9, reasons: ['honeypot' as const, 'manyLinks' as const] };
    const spam = await saveLead(sampleLead({ name: 'Bot' }), { db: handle.db, settings, flagged });
    const real = await saveLead(sampleLead(), { db: handle.db, settings });
    const [stored] = await handle.db.select().from(leads).where(eq(leads.id, spam.id));
    expect(stored!.status).toBe('spam');
    expect(await outboxOf(spam.id)).toEqual([]);
    expect((await outboxOf(real.id)).map((row) => row.channel)).toEqual(['email', 'webhook']);
    expect((await timeline(handle.db, spam.id)).map((entry) => [entry.kind, entry.actorId, entry.detail])).toEqual([
      ['created', null, { page: '/fr/' }],
      ['flagged', null, { score: 9, reasons: ['honeypot', 'manyLinks'] }],
    ]);
  });

  it('restores a false positive with one change: status new, each channel notified once', async () => {
    const settings = parseEnv(channels);
    const { id } = await saveLead(sampleLead(), {
      db: handle.db,
      settings,
      flagged: { score: 5, reasons: ['tooFast'] },
    });
    const sales = staffActing(handle, 'staff-sales-1', 'sales', '203.0.113.7', { settings: channels });
    expect(await leadActions.status.perform({ lead: id, status: 'new' }, sales)).toEqual({ saved: true });
    expect((await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]!.status).toBe(
      'new',
    );
    expect((await outboxOf(id)).map((row) => row.channel)).toEqual(['email', 'webhook']);
    // Marked spam again and restored again: nobody hears of it twice.
    await leadActions.status.perform({ lead: id, status: 'spam' }, sales);
    await leadActions.status.perform({ lead: id, status: 'contacted' }, sales);
    expect((await outboxOf(id)).map((row) => row.channel)).toEqual(['email', 'webhook']);
  });

  it('restores a false positive with one click in the spam view, and leaves a lead someone already moved on as it is', async () => {
    const settings = parseEnv(channels);
    const { id } = await saveLead(sampleLead(), {
      db: handle.db,
      settings,
      flagged: { score: 5, reasons: ['tooFast'] },
    });
    const sales = staffActing(handle, 'staff-sales-1', 'sales', '203.0.113.7', { settings: channels });
    const statusOf = async () =>
      (await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]!.status;
    expect(await inboxActions.restore.perform({ lead: id }, sales)).toEqual({ restored: true });
    expect(await statusOf()).toBe('new');
    expect((await outboxOf(id)).map((row) => row.channel)).toEqual(['email', 'webhook']);
    // Answered meanwhile; the same click from a spam view opened before changes nothing.
    await leadActions.status.perform({ lead: id, status: 'contacted' }, sales);
    expect(await inboxActions.restore.perform({ lead: id }, sales)).toEqual({ restored: true });
    expect(await statusOf()).toBe('contacted');
    expect((await outboxOf(id)).map((row) => row.channel)).toEqual(['email', 'webhook']);
    expect(await inboxActions.restore.perform({ lead: id + 1000 }, sales)).toEqual({ status: 404 });
  });

  it('keeps the consent each lead was sent under, and the privacy export carries it', async () => {
    const at = new Date('2026-11-26T10:15:00Z');
    const settings = parseEnv({});
    await saveLead(sampleLead({ lang: 'fr', consent: consentGiven('fr', at) }), { db: handle.db, settings });
    await saveLead(sampleLead({ lang: 'ru', message: 'Другое', consent: consentGiven('ru', at) }), {
      db: handle.db,
      settings,
    });
    const data = await exportPersonData(handle.db, 'JANE.DOE@client.example');
    const consents = data.leads.map((lead) => ({
      version: lead.consentVersion,
      lang: lead.consentLang,
      at: lead.consentAt,
    }));
    expect(consents).toEqual([
      { version: consentGiven('fr', at).version, lang: 'fr', at },
      { version: consentGiven('ru', at).version, lang: 'ru', at },
    ]);
    expect(consents[0]!.version).toMatch(/^[0-9a-f]{16}$/);
    expect(consents[0]!.version).not.toBe(consents[1]!.version);
    expect(JSON.parse(JSON.stringify(data)).leads[0]).toMatchObject({
      consentVersion: consents[0]!.version,
      consentLang: 'fr',
      consentAt: '2026-11-26T10:15:00.000Z',
    });
  });
});
