/**
 * Mail to the reply mailbox that must not reach a lead, on both stores: to an unknown or made-up
 * reply address, from someone other than the lead's visitor, with a `From` the receiving server
 * found forged, over the size limit, and a flood from one sender. Each is quarantined with its
 * reason, its raw message kept (but the one too large), an audit row and a log line; nothing of
 * it shows on a lead. A person's export holds what was quarantined from them; erasing removes it.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, leadMessages, leads, quarantinedMail } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { FLOOD_PER_MINUTE, MAX_MAIL_BYTES, takeMail } from '../../../src/server/leads/mailIn/takeMail';
import { eraseLeadsByEmail, exportPersonData } from '../../../src/server/leads/privacy/personData';
import { composed } from '../../support/mail';
import { sampleLead } from '../../support/integration/leadsPeers';
import { freshStoreEach, testStores } from '../../support/integration/stores';

const settings = parseEnv({ SMTP_URL: 'smtp://127.0.0.1:9', REPLY_DOMAIN: 'replies.agents.example' });
const token = 'a'.repeat(32);

describe.each(testStores)('mail the reply mailbox quarantines on $name', (store) => {
  const fresh = freshStoreEach(store);
  let warned: string[];
  beforeEach(() => {
    warned = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  /** A lead whose visitor is anna@client.example, with a reply address (stored as it is, no notification queued). */
  const lead = async () => {
    const [stored] = await fresh.db
      .insert(leads)
      .values({ ...sampleLead({ email: 'anna@client.example' }), replyToken: token })
      .returning({ id: leads.id });
    return stored!.id;
  };
  const mail = (fields: { from?: string; to?: string; headers?: Record<string, string>; subject?: string } = {}) =>
    composed({
      from: fields.from ?? 'anna@client.example',
      to: fields.to ?? `reply+${token}@replies.agents.example`,
      subject: fields.subject ?? 'Re: Ваша заявка',
      text: 'Спасибо!',
      ...(fields.headers ? { headers: fields.headers } : {}),
    });
  const take = async (raw: Buffer, more: { size?: number; now?: Date } = {}) =>
    takeMail(fresh.db, raw, { settings, ...more });
  const held = () => fresh.db.select().from(quarantinedMail).orderBy(quarantinedMail.id);
  const shown = () => fresh.db.select().from(leadMessages);

  it.each([
    ['an unknown reply address', { to: `reply+${'b'.repeat(32)}@replies.agents.example` }, 'unknown-address', false],
    ['no reply address and no thread', { to: 'sales@agents.example' }, 'unknown-address', false],
    ['another sender than the lead’s', { from: 'Anna <anna@client.example.evil.example>' }, 'unknown-sender', true],
    [
      'a From the receiving server found forged',
      { headers: { 'Authentication-Results': 'mx.agents.example; spf=fail smtp.mailfrom=client.example; dmarc=fail' } },
      'spoofed',
      true,
    ],
  ] as const)('quarantines mail with %s, raw kept, audited and logged', async (_, fields, reason, onLead) => {
    const id = await lead();
    const raw = await mail(fields);
    expect(await take(raw)).toEqual({ taken: 'quarantined', reason, leadId: onLead ? id : null });
    const [row] = await held();
    expect(row).toMatchObject({ reason, leadId: onLead ? id : null, size: raw.length, subject: 'Re: Ваша заявка' });
    expect(row!.raw!.equals(raw)).toBe(true);
    const [audit] = await fresh.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'mail-quarantined', actorId: null, details: { reason } });
    expect(warned.join('\n')).toContain(`[mail-in] quarantined (${reason})`);
    expect(await shown()).toEqual([]);
    const [after] = await fresh.db.select().from(leads).where(eq(leads.id, id));
    expect(after!.awaitingSince).toBeNull();
  });

  it('quarantines mail over the size limit by its headers, without its body', async () => {
    const id = await lead();
    const raw = await mail();
    const headers = raw.subarray(0, raw.indexOf('\r\n\r\n') + 4);
    expect(await take(headers, { size: MAX_MAIL_BYTES + 1 })).toEqual({
      taken: 'quarantined',
      reason: 'too-large',
      leadId: id,
    });
    expect(await held()).toEqual([
      expect.objectContaining({
        reason: 'too-large',
        size: MAX_MAIL_BYTES + 1,
        raw: null,
        fromAddress: 'anna@client.example',
      }),
    ]);
    expect(await shown()).toEqual([]);
  });

  it('takes FLOOD_PER_MINUTE mails a minute from one sender and quarantines the rest of a flood of 100, then takes mail again', async () => {
    const id = await lead();
    const now = new Date('2026-11-30T10:00:00Z');
    const outcomes: string[] = [];
    for (let index = 0; index < 100; index++)
      outcomes.push((await take(await mail({ subject: `Письмо ${index}` }), { now })).taken);
    expect(outcomes.filter((taken) => taken === 'message')).toHaveLength(FLOOD_PER_MINUTE);
    expect(outcomes.slice(FLOOD_PER_MINUTE).every((taken) => taken === 'quarantined')).toBe(true);
    expect((await held()).every((row) => row.reason === 'flood' && row.leadId === id)).toBe(true);
    const later = new Date(now.getTime() + 61_000);
    expect(await take(await mail({ subject: 'Через минуту' }), { now: later })).toMatchObject({ taken: 'message' });
  });

  it('takes a mail once, however often it comes', async () => {
    await lead();
    const raw = await mail();
    expect(await take(raw)).toMatchObject({ taken: 'message' });
    expect(await take(raw)).toEqual({ taken: 'duplicate' });
    expect(await shown()).toHaveLength(1);
  });

  it('holds the quarantined mail in the person’s export, and erasing them removes it with their answers', async () => {
    await lead();
    await take(await mail());
    await take(await mail({ headers: { 'Authentication-Results': 'mx.agents.example; dmarc=fail' } }));
    await take(await mail({ from: 'anna@client.example', to: 'sales@agents.example' }));
    const data = await exportPersonData(fresh.db, 'Anna@Client.example');
    expect(data.leads[0]!.messages.map((message) => [message.direction, message.body])).toEqual([['in', 'Спасибо!']]);
    expect(data.quarantinedMail.map((row) => row.reason)).toEqual(['spoofed', 'unknown-address']);
    expect(Buffer.from(data.quarantinedMail[0]!.raw!, 'base64').toString()).toContain('dmarc=fail');
    await eraseLeadsByEmail(fresh.db, 'anna@client.example');
    expect(await held()).toEqual([]);
    expect(await shown()).toEqual([]);
  });
});
