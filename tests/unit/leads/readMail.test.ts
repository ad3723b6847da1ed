/**
 * How a mail to the reply mailbox is read (`leads/mailIn/readMail.ts`): the lead's reply address
 * among its recipients, whatever its case, the threads it answers, a program's answer told by its
 * headers or subject in the site's languages, a forged `From` by the receiving server's verdict.
 */
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { readMail } from '../../../src/server/leads/mailIn/readMail';
import { composed } from '../../support/mail';

const token = '0123456789abcdef0123456789abcdef';
const read = async (options: Parameters<typeof composed>[0]) =>
  readMail(
    await simpleParser(
      await composed({
        from: 'anna@client.example',
        to: `reply+${token}@replies.agents.example`,
        text: 'Да',
        ...options,
      }),
    ),
    'replies.agents.example',
  );

describe('reading a mail to the reply mailbox', () => {
  it('finds the reply address among the recipients, in any case, and the threads the mail answers', async () => {
    const mail = await read({
      to: 'Sales <sales@agents.example>',
      cc: `REPLY+${token.toUpperCase()}@Replies.Agents.Example`,
      inReplyTo: '<b@agents.example>',
      references: ['<a@agents.example>', '<b@agents.example>'],
    });
    expect(mail).toMatchObject({
      token,
      toAddress: `reply+${token}@replies.agents.example`,
      fromAddress: 'anna@client.example',
      spoofed: false,
      automatic: false,
      inReplyTo: '<b@agents.example>',
      threads: ['<b@agents.example>', '<a@agents.example>'],
    });
    expect((await read({ to: `reply+${token}@elsewhere.example` })).token).toBeUndefined();
    expect((await read({ to: `reply+${token}x@replies.agents.example` })).token).toBeUndefined();
  });

  it.each([
    ['Auto-Submitted: auto-replied', { headers: { 'Auto-Submitted': 'auto-replied' } }],
    ['Precedence: bulk', { headers: { Precedence: 'bulk' } }],
    ['X-Autoreply', { headers: { 'X-Autoreply': 'yes' } }],
    ['an English subject', { subject: 'Automatic reply: Your enquiry' }],
    ['a Russian subject', { subject: 'Автоответ: Ваша заявка' }],
    ['a French subject', { subject: 'Réponse automatique : votre demande' }],
    ['a Portuguese subject', { subject: 'Resposta automática: seu pedido' }],
    ['an Indonesian subject', { subject: 'Balasan otomatis: permintaan Anda' }],
    ['a Spanish subject', { subject: 'Respuesta automática: su solicitud' }],
  ])('tells a program’s answer by %s', async (_, options) => {
    expect((await read(options)).automatic).toBe(true);
  });

  it('takes a person’s answer for one, however it is worded', async () => {
    expect((await read({ subject: 'Re: Out of stock question', headers: { 'Auto-Submitted': 'no' } })).automatic).toBe(
      false,
    );
  });

  it('finds the From forged when the receiving server says so, or when the mail names two senders', async () => {
    const verdict = (value: string) => read({ headers: { 'Authentication-Results': value } });
    expect((await verdict('mx.example; dmarc=fail header.from=client.example')).spoofed).toBe(true);
    expect((await verdict('mx.example; spf=fail smtp.mailfrom=client.example')).spoofed).toBe(true);
    expect((await verdict('mx.example; spf=fail; dkim=pass header.d=client.example')).spoofed).toBe(false);
    expect((await verdict('mx.example; spf=pass; dkim=pass; dmarc=pass')).spoofed).toBe(false);
    expect((await read({ from: ['anna@client.example', 'eve@evil.example'] })).spoofed).toBe(true);
  });
});
