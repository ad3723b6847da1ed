/**
 * The visitor's answers, on both stores, through a real IMAP server (Dovecot) and a real SMTP
 * server: a member replies from the lead page, the visitor answers that mail from their mail
 * program (its threading headers, their quote of it), and the answer is on the lead's timeline,
 * the lead waits for the team again and the assignee is told; the mailbox's reader hears it by
 * IDLE and marks it read. A mail with a script in its HTML, a 5 MB PDF and a program keeps the
 * text and the PDF only. An out-of-office is marked and answers nothing. A mail the store refuses
 * is quarantined as unreadable, and the answer after it is still read.
 */
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import {
  auditLog,
  leadMessageFiles,
  leadMessages,
  leads,
  mailboxCursors,
  outbox,
  quarantinedMail,
} from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { conversationOf } from '../../../src/server/leads/inbox/conversation';
import { timeline } from '../../../src/server/leads/inbox/lead';
import { saveLead } from '../../../src/server/leads/intake/store';
import { startMailboxReader, type MailboxReader } from '../../../src/server/leads/mailIn/mailbox';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { startDovecot, type Dovecot } from '../../support/dovecot';
import { composed, eventually } from '../../support/mail';
import { staffActing } from '../../support/integration/acting';
import { sampleLead, TestSmtpServer } from '../../support/integration/leadsPeers';
import { freshStoreEach, testStores } from '../../support/integration/stores';

describe.each(testStores)('the visitor’s answers by mail on $name', (store) => {
  const fresh = freshStoreEach(store);
  let smtp: TestSmtpServer;
  let dovecot: Dovecot;
  let reader: MailboxReader | undefined;
  beforeEach(async () => {
    [smtp, dovecot] = await Promise.all([new TestSmtpServer().start(), startDovecot()]);
  });
  afterEach(async () => {
    await reader?.stop();
    reader = undefined;
    await Promise.all([smtp.stop(), dovecot.stop()]);
  });

  const settings = () => ({
    SMTP_URL: smtp.url,
    REPLY_FROM_ADDRESS: 'sales@agents.example',
    REPLY_DOMAIN: 'replies.agents.example',
    REPLY_IMAP_URL: dovecot.imapUrl,
  });
  const sales = () => staffActing(fresh.handle, 'staff-olga', 'sales', '203.0.113.7', { settings: settings() });
  const newLead = async () =>
    (
      await saveLead(sampleLead({ lang: 'ru', name: 'Анна', email: 'Anna@Client.example' }), {
        db: fresh.db,
        settings: parseEnv({}),
      })
    ).id;
  const send = () => deliverDueNow({ db: fresh.db, settings: parseEnv(settings()) });
  /** A member's reply from the lead page, sent: the mail the visitor got. */
  const replied = async (lead: number, subject: string, body = 'Добрый день!') => {
    expect(await leadActions.reply.perform({ lead, subject, body, attachments: [] }, sales())).toEqual({ saved: true });
    await send();
    return simpleParser(smtp.received.at(-1)!.raw);
  };
  /** The mailbox read as the server reads it; the poll is far off, so only IDLE brings mail in. */
  const read = () => {
    reader = startMailboxReader({
      db: fresh.db,
      settings: { ...parseEnv(settings()), REPLY_IMAP_URL: dovecot.imapUrl },
      pollMs: 600_000,
    });
  };
  const received = (id: number, count = 1) =>
    eventually(async () => {
      const messages = (await conversationOf(fresh.db, id)).filter((message) => message.direction === 'in');
      return messages.length >= count ? messages : undefined;
    }, 'the answer on the timeline');

  it('threads the visitor’s answer to a reply onto the lead, folds the quote, makes the lead wait and tells the team', async () => {
    const id = await newLead();
    const sent = await replied(id, 'Ваша заявка', 'Здравствуйте, Анна!\nКогда удобно созвониться?');
    read();
    // The answer as a mail program writes it: to the Reply-To, threaded, the member's text quoted.
    await dovecot.deliver(
      await composed({
        from: '"Анна Петрова" <anna@client.example>',
        to: sent.replyTo!.text,
        subject: `Re: ${sent.subject}`,
        inReplyTo: sent.messageId,
        references: [sent.messageId!],
        text: 'Спасибо, во вторник в 11:00.\n\n30 нояб. 2026 г., в 10:00, Ольга <sales@agents.example> написал(а):\n> Здравствуйте, Анна!\n> Когда удобно созвониться?\n',
      }),
    );
    const [answer] = await received(id);
    expect(answer).toMatchObject({
      direction: 'in',
      authorId: null,
      fromName: 'Анна Петрова',
      fromAddress: 'anna@client.example',
      subject: 'Re: Ваша заявка',
      body: 'Спасибо, во вторник в 11:00.',
      automatic: false,
      state: 'received',
    });
    expect(answer!.quoted).toMatch(
      /^30 нояб\. 2026 г\., в 10:00, Ольга <sales@agents\.example> написал\(а\):\n> Здравствуйте/,
    );
    expect((await timeline(fresh.db, id)).map((entry) => entry.kind)).toEqual(['created', 'emailed', 'received']);
    const [stored] = await fresh.db.select().from(leadMessages).where(eq(leadMessages.id, answer!.id));
    expect(stored!.inReplyTo).toBe(sent.messageId);
    expect(stored!.references).toBe(sent.messageId);
    // Marked read in the mailbox; the cursor is past it.
    await eventually(
      async () => ((await dovecot.messages())[0]?.flags.includes('\\Seen') ? true : undefined),
      'the mail marked read',
    );
    expect(await fresh.db.select({ lastUid: mailboxCursors.lastUid }).from(mailboxCursors)).toEqual([{ lastUid: 1 }]);

    // The lead waits for the team again, and the team (nobody is assigned) hears of it.
    const [waiting] = await fresh.db.select().from(leads).where(eq(leads.id, id));
    expect(waiting!.awaitingSince).toEqual(answer!.createdAt);
    expect(await send()).toMatchObject({ delivered: 1, failed: 0 });
    const told = smtp.received[1]!;
    expect((await simpleParser(told.raw)).subject).toBe(`Анна Петрова wrote back: lead #${id}`);
    expect(told.text).toContain('Спасибо, во вторник в 11:00.');
    expect(told.text).toContain(`/staff/leads/${id}`);
    expect(told.text).not.toContain('Когда удобно');

    // The member's next reply answers it, threaded after the visitor's mail.
    await leadActions.reply.perform(
      { lead: id, subject: 'Re: Ваша заявка', body: 'Договорились!', attachments: [] },
      sales(),
    );
    await send();
    const next = await simpleParser(smtp.received[2]!.raw);
    expect(next.inReplyTo).toBe(stored!.messageId);
    expect(next.references).toEqual([sent.messageId, stored!.messageId]);
    const [answered] = await fresh.db.select().from(leads).where(eq(leads.id, id));
    expect(answered!.awaitingSince).toBeNull();
  });

  it('keeps the text and a 5 MB PDF of a mail with a script in its HTML, leaves out its program, and takes it once', async () => {
    const id = await newLead();
    const sent = await replied(id, 'Предложение');
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(5 * 1024 * 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    const raw = await composed({
      from: 'anna@client.example',
      to: sent.replyTo!.text,
      subject: 'Re: Предложение',
      inReplyTo: sent.messageId,
      html: '<p>Подписанный договор <b>во вложении</b>.</p><script>alert("mail")</script><img src=x onerror="alert(2)">',
      attachments: [
        { filename: 'Договор.pdf', content: pdf, contentType: 'application/pdf' },
        {
          filename: 'invoice.pdf.exe',
          content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
          contentType: 'application/pdf',
        },
      ],
    });
    read();
    await dovecot.deliver(raw);
    const [answer] = await received(id);
    // The text of the HTML: no markup, no script; the picture's address in brackets.
    expect(answer!.body).toBe('Подписанный договор во вложении.\n\n[x]');
    expect(answer!.files).toEqual([{ id: expect.any(Number), name: 'Договор.pdf', size: pdf.length }]);
    expect(answer!.droppedFiles).toEqual([{ name: 'invoice.pdf.exe', reason: 'type' }]);
    const [file] = await fresh.db.select().from(leadMessageFiles).where(eq(leadMessageFiles.leadMessageId, answer!.id));
    expect(file!.bytes.equals(pdf)).toBe(true);
    expect(file!.contentType).toBe('application/pdf');
    // The same mail delivered again (a second copy in the mailbox) is not a second message.
    await dovecot.deliver(raw);
    await eventually(
      async () => ((await fresh.db.select().from(mailboxCursors))[0]?.lastUid === 2 ? true : undefined),
      'the copy read',
    );
    expect(await conversationOf(fresh.db, id)).toHaveLength(2);
  });

  it('marks an out-of-office as automatic: the lead does not wait for the team and nobody is told', async () => {
    const id = await newLead();
    const sent = await replied(id, 'Ваша заявка');
    read();
    await dovecot.deliver(
      await composed({
        from: 'anna@client.example',
        to: sent.replyTo!.text,
        subject: 'Автоответ: Ваша заявка',
        headers: { 'Auto-Submitted': 'auto-replied' },
        text: 'Я в отпуске до 10 декабря.',
      }),
    );
    const [answer] = await received(id);
    expect(answer).toMatchObject({ automatic: true, body: 'Я в отпуске до 10 декабря.' });
    const [lead] = await fresh.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.awaitingSince).toBeNull();
    expect(await fresh.db.select().from(outbox).where(eq(outbox.channel, 'answered'))).toEqual([]);
  });

  it('two instances reading one mailbox take each answer once, in order', async () => {
    const id = await newLead();
    const sent = await replied(id, 'Ваша заявка');
    for (const index of [1, 2, 3, 4, 5])
      await dovecot.deliver(
        await composed({
          from: 'anna@client.example',
          to: sent.replyTo!.text,
          subject: `Ответ ${index}`,
          text: `${index}`,
        }),
      );
    const settingsRead = { ...parseEnv(settings()), REPLY_IMAP_URL: dovecot.imapUrl };
    const second = startMailboxReader({ db: fresh.db, settings: settingsRead, pollMs: 600_000 });
    read();
    try {
      await received(id, 5);
      await eventually(
        async () => ((await fresh.db.select().from(mailboxCursors))[0]?.lastUid === 5 ? true : undefined),
        'the cursor past the fifth',
      );
    } finally {
      await second.stop();
    }
    const answers = (await conversationOf(fresh.db, id)).filter((message) => message.direction === 'in');
    expect(answers.map((message) => message.subject)).toEqual(['Ответ 1', 'Ответ 2', 'Ответ 3', 'Ответ 4', 'Ответ 5']);
  });

  it('quarantines a mail the store refuses as unreadable and reads the next; a NUL in a text is dropped', async () => {
    const id = await newLead();
    const sent = await replied(id, 'Вопрос');
    read();
    const answer = (subject: string, text: string, messageId?: string) =>
      composed({
        from: 'anna@client.example',
        to: sent.replyTo!.text,
        subject,
        inReplyTo: sent.messageId,
        text,
        ...(messageId ? { messageId } : {}),
      });
    // A Message-ID longer than any the store keeps: the store refuses the mail.
    const refused = await answer('Re: Вопрос', 'Первый ответ', `<${'x'.repeat(300)}@client.example>`);
    await dovecot.deliver(refused);
    await dovecot.deliver(await answer('Re: Вопрос', 'Второй\0 ответ'));
    const [taken] = await received(id);
    expect(taken).toMatchObject({ subject: 'Re: Вопрос', body: 'Второй ответ' });
    const held = await fresh.db.select().from(quarantinedMail);
    expect(held).toMatchObject([
      { reason: 'unreadable', leadId: null, fromAddress: 'anna@client.example', size: refused.length },
    ]);
    expect(held[0]!.raw!.equals(refused)).toBe(true);
    expect(await fresh.db.select({ lastUid: mailboxCursors.lastUid }).from(mailboxCursors)).toEqual([{ lastUid: 2 }]);
    expect(
      await fresh.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, 'mail-quarantined')),
    ).toEqual([{ details: expect.objectContaining({ reason: 'unreadable', size: String(refused.length) }) }]);
  });
});
