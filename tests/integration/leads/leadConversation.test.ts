/**
 * Replying to a lead from its page, on both stores, through the outbox to a real SMTP server:
 * the mail comes from the member's name on the shared address with the lead's own reply address,
 * carries the text and its HTML, the files and a Message-ID fixed when it was stored; a second
 * reply is threaded after the first; a DKIM key signs it; a mail server that is down gets it once
 * it is back, once. The first reply answers the lead; a refused reply stores nothing. A person's
 * export holds the conversation with its files, and erasing them removes it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { auditLog, leadMessageFiles, leadMessages, leads, outbox } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { timeline } from '../../../src/server/leads/inbox/lead';
import { saveLead } from '../../../src/server/leads/intake/store';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { eraseLeadsByEmail, exportPersonData } from '../../../src/server/leads/privacy/personData';
import { staffActing } from '../../support/integration/acting';
import { sampleLead, TestSmtpServer } from '../../support/integration/leadsPeers';
import { freshStoreEach, testStores } from '../../support/integration/stores';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A file as the server puts a posted one aside (`server/http/uploads.ts`), named as the form then names it. */
function spooled(bytes: Buffer, name: string): string {
  const directory = join(tmpdir(), 'site-uploads');
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  writeFileSync(join(directory, token), bytes);
  return `spooled:${token}:${encodeURIComponent(name)}`;
}

describe.each(testStores)('a reply from the lead page on $name', (store) => {
  const fresh = freshStoreEach(store);
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await new TestSmtpServer().start();
  });
  afterEach(async () => smtp.stop());

  const settingsOf = (more: Record<string, string> = {}) => ({
    SMTP_URL: smtp.url,
    REPLY_FROM_ADDRESS: 'sales@agents.example',
    REPLY_DOMAIN: 'replies.agents.example',
    ...more,
  });
  const sales = (settings: Record<string, string> = settingsOf()) =>
    staffActing(fresh.handle, 'staff-olga', 'sales', '203.0.113.7', { settings });
  const newLead = async (overrides: Parameters<typeof sampleLead>[0] = {}) =>
    (
      await saveLead(sampleLead({ lang: 'ru', name: 'Анна', email: 'anna@client.example', ...overrides }), {
        db: fresh.db,
        settings: parseEnv({}),
      })
    ).id;
  const reply = (
    lead: number,
    fields: Partial<{ subject: string; body: string; attachments: string[] }> = {},
    acting = sales(),
  ) =>
    leadActions.reply.perform(
      { lead, subject: 'Ваша заявка', body: 'Здравствуйте, Анна!\n\nСпасибо.', attachments: [], ...fields },
      acting,
    );
  const send = (settings: Record<string, string> = settingsOf()) =>
    deliverDueNow({ db: fresh.db, settings: parseEnv(settings) });
  const parsed = (index: number) => simpleParser(smtp.received[index]!.raw);

  it('mails the visitor from the member on the shared address, with the reply address, text, HTML, file and a fixed Message-ID', async () => {
    const id = await newLead();
    const body =
      'Здравствуйте, Анна!\n\nНаше **предложение** во вложении: https://agents.example/offer.\n<script>alert(1)</script>';
    expect(await reply(id, { body, attachments: [spooled(pdf, 'Предложение.pdf')] })).toEqual({ saved: true });
    expect(await send()).toMatchObject({ delivered: 1, failed: 0 });

    const [stored] = await fresh.db.select().from(leadMessages);
    const [lead] = await fresh.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.replyToken).toMatch(/^[0-9a-f]{32}$/);
    expect(stored!.messageId).toMatch(/^<reply-[0-9a-f-]{36}@replies\.agents\.example>$/);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['anna@client.example']);
    const mail = await parsed(0);
    expect(mail.from?.value).toEqual([{ name: 'Member staff-olga', address: 'sales@agents.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: `reply+${lead!.replyToken}@replies.agents.example` }]);
    expect(mail.messageId).toBe(stored!.messageId);
    expect(mail.inReplyTo).toBeUndefined();
    expect(mail.subject).toBe('Ваша заявка');
    expect(mail.text).toBe(`${body}\n`);
    expect(mail.html).toBe(
      '<p>Здравствуйте, Анна!</p>\n<p>Наше <strong>предложение</strong> во вложении: ' +
        '<a href="https://agents.example/offer">https://agents.example/offer</a>.<br>\n' +
        '&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.content.equals(pdf)])).toEqual([
      ['Предложение.pdf', 'application/pdf', true],
    ]);
    expect(mail.headers.has('dkim-signature')).toBe(false);

    // The first reply answers the lead; the timeline shows the message as sent, the audit its row.
    expect(lead!.status).toBe('contacted');
    expect(lead!.firstResponseAt).toBeInstanceOf(Date);
    const emailed = (await timeline(fresh.db, id)).filter((entry) => entry.kind === 'emailed');
    expect(emailed).toHaveLength(1);
    expect(emailed[0]!.detail).toMatchObject({ from: 'new', to: 'contacted' });
    expect(emailed[0]!.message).toMatchObject({
      subject: 'Ваша заявка',
      body,
      toAddress: 'anna@client.example',
      files: [{ name: 'Предложение.pdf', size: pdf.length }],
      state: 'sent',
    });
    const audit = await fresh.db.select().from(auditLog).where(eq(auditLog.action, 'lead-email'));
    expect(audit.map((row) => [row.actorId, row.target])).toEqual([['staff-olga', String(id)]]);
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Анна');
  });

  it('threads a second reply after the first, and a third after both, on the same reply address', async () => {
    const id = await newLead();
    for (const subject of ['Первое', 'Второе', 'Третье']) await reply(id, { subject });
    expect(await send()).toMatchObject({ delivered: 3 });
    const mails = await Promise.all([0, 1, 2].map(parsed));
    const bySubject = (subject: string) => mails.find((mail) => mail.subject === subject)!;
    const [first, second, third] = [bySubject('Первое'), bySubject('Второе'), bySubject('Третье')];
    expect(second.inReplyTo).toBe(first.messageId);
    expect(second.references).toBe(first.messageId);
    expect(third.inReplyTo).toBe(second.messageId);
    expect(third.references).toEqual([first.messageId, second.messageId]);
    expect(new Set(mails.map((mail) => mail.replyTo?.text)).size).toBe(1);
    // Only the first reply moved the lead on and set its first response.
    const events = (await timeline(fresh.db, id)).filter((entry) => entry.kind === 'emailed');
    expect(events.map((entry) => [entry.detail.from, entry.detail.to])).toEqual([
      ['new', 'contacted'],
      ['contacted', 'contacted'],
      ['contacted', 'contacted'],
    ]);
  });

  it('signs the reply with DKIM when a key is set', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replaceAll('\n', '\\n');
    const settings = settingsOf({ REPLY_DKIM_SELECTOR: 'site2026', REPLY_DKIM_PRIVATE_KEY: pem });
    await reply(await newLead(), {}, sales(settings));
    expect(await send(settings)).toMatchObject({ delivered: 1 });
    const signature = smtp.received[0]!.headers.get('dkim-signature');
    expect(signature).toMatch(/\bd=agents\.example;/);
    expect(signature).toMatch(/\bs=site2026;/);
    expect(signature).toMatch(/\bh=[^;]*\bfrom\b/i);
  });

  it('keeps a reply while the mail server is down and sends it once it is back, exactly once', async () => {
    const id = await newLead();
    await reply(id);
    await smtp.stop();
    expect(await send()).toMatchObject({ delivered: 0, failed: 1 });
    expect((await timeline(fresh.db, id)).find((entry) => entry.message)?.message?.state).toBe('failed');
    await smtp.start();
    // Due again now rather than after its wait.
    await fresh.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.channel, 'reply'));
    expect(await send()).toMatchObject({ delivered: 1 });
    expect(await send()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [stored] = await fresh.db.select().from(leadMessages);
    expect((await parsed(0)).messageId).toBe(stored!.messageId);
    expect((await timeline(fresh.db, id)).find((entry) => entry.message)?.message?.state).toBe('sent');
  });

  it('refuses a reply it cannot send, with what was typed, storing nothing', async () => {
    const id = await newLead();
    const noEmail = await newLead({ email: '', phone: '+7 912 345-67-89', name: 'Борис' });
    const typed = { subject: ' ', body: 'Текст' };
    const big = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]);
    const refusals: [number, Parameters<typeof reply>[1], object, ReturnType<typeof sales>?][] = [
      [id, typed, { replyRefusal: 'subjectEmpty', typed }],
      [id, { body: '\n \n' }, { replyRefusal: 'bodyEmpty' }],
      [id, { subject: 'x'.repeat(201) }, { replyRefusal: 'tooLong' }],
      [id, { attachments: [spooled(big, 'a.pdf'), spooled(big, 'b.pdf')] }, { replyRefusal: 'filesTooLarge' }],
      [id, { attachments: ['too-large'] }, { replyRefusal: 'filesTooLarge' }],
      [
        id,
        { attachments: [spooled(pdf, 'ok.pdf'), spooled(Buffer.from('MZ\x90\x00\x03\x00'), 'offer.pdf')] },
        { replyRefusal: 'fileType', file: 'offer.pdf' },
      ],
      [noEmail, {}, { replyRefusal: 'noEmail' }],
      [id, {}, { replyRefusal: 'noMail' }, sales({})],
    ];
    for (const [lead, fields, outcome, acting] of refusals)
      expect(await reply(lead, fields, acting)).toMatchObject({ ...outcome, status: 422 });
    expect(await reply(404_404)).toEqual({ status: 404 });
    expect(await fresh.db.select().from(leadMessages)).toEqual([]);
    expect(await fresh.db.select().from(outbox).where(eq(outbox.channel, 'reply'))).toEqual([]);
    expect(await fresh.db.select().from(auditLog).where(eq(auditLog.action, 'lead-email'))).toEqual([]);
    const [lead] = await fresh.db.select().from(leads).where(eq(leads.id, id));
    expect([lead!.status, lead!.firstResponseAt, lead!.replyToken]).toEqual(['new', null, null]);
  });

  it("exports the conversation with its files among a person's data, and erases it with them", async () => {
    const id = await newLead();
    await reply(id, { attachments: [spooled(pdf, 'offer.pdf')] });
    const data = await exportPersonData(fresh.db, 'ANNA@client.example');
    expect(data.leads[0]!.messages).toMatchObject([
      {
        subject: 'Ваша заявка',
        toAddress: 'anna@client.example',
        files: [
          { name: 'offer.pdf', contentType: 'application/pdf', size: pdf.length, base64: pdf.toString('base64') },
        ],
      },
    ]);
    expect(JSON.parse(JSON.stringify(data)).leads[0].messages[0].body).toBe('Здравствуйте, Анна!\n\nСпасибо.');
    expect(await eraseLeadsByEmail(fresh.db, 'anna@client.example')).toEqual([id]);
    expect(await fresh.db.select().from(leadMessages)).toEqual([]);
    expect(await fresh.db.select({ id: leadMessageFiles.id }).from(leadMessageFiles)).toEqual([]);
    expect(await send()).toMatchObject({ claimed: 0 });
  });
});
