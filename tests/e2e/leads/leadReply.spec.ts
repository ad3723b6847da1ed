/**
 * A sales member replies to a lead from its page on a phone (375 px), in Russian: the reply is
 * the template of the lead's language filled in, a file goes with it, and once sent the message
 * is on the lead's timeline as sent; the visitor gets it from the member on the shared address,
 * with the lead's reply address. The visitor answers that mail from their mail program into the
 * reply mailbox (a real IMAP server): the open page shows the answer without a reload and says so
 * to screen readers. Nothing scrolls sideways.
 */
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { site } from '../../../src/config/site';
import { format, staffCatalogs } from '../../../src/i18n';
import { TestSmtpServer } from '../../support/integration/leadsPeers';
import { startDovecot, type Dovecot } from '../../support/dovecot';
import { composed } from '../../support/mail';
import { freePort } from '../../support/ports';
import { sidewaysOverflow } from '../../support/e2e/staffScreens';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const password = 'orbit lantern cobalt meadow 42';
const sales = { email: 'sam@example.com', name: 'Семён Продажин', password };
const c = staffCatalogs.ru.leadPage;

test.describe('replying to a lead from its page', () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: TestSmtpServer;
  let dovecot: Dovecot;
  test.beforeAll(async () => {
    [smtp, dovecot] = await Promise.all([new TestSmtpServer().start(), startDovecot()]);
  });
  test.afterAll(async () => Promise.all([smtp.stop(), dovecot.stop()]));
  const testStore = staffTestStore('PGlite', port, 'reply', { [sales.email]: 'sales' });
  const { origin } = testStore;
  serveStaffStore(testStore, port, () => ({
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '200',
    REPLY_FROM_ADDRESS: 'sales@agents.example',
    REPLY_IMAP_URL: dovecot.imapUrl,
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '1000',
  }));

  test('at 375 px in Russian: open the lead, reply with the template and a 4 MB file, see it sent and the answer arrive', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const sent = await request.post(`${origin}/ru/contact?_action=contact`, {
      headers: { Origin: origin },
      form: {
        firstName: 'Анна',
        lastName: 'Каренина',
        email: 'anna@client.example',
        subject: 'Агент поддержки',
        message: 'Хотим агента поддержки.',
        consent: 'on',
        page: '/ru/contact',
        lang: 'ru',
      },
    });
    expect(sent.status()).toBe(200);
    const page = await signedInPage(browser, testStore, sales, {
      viewport: { width: 375, height: 667 },
      locale: 'ru-RU',
    });
    await page.goto(`${origin}/staff/leads`);
    await page.getByRole('link', { name: 'Анна Каренина' }).click();
    await expect(page).toHaveURL(/\/staff\/leads\/\d+$/);

    const subject = page.getByLabel(c.compose.subject, { exact: true });
    await expect(subject).toHaveValue(`Ваша заявка в ${site.name}`);
    await expect(page.getByLabel(c.compose.body, { exact: true })).toHaveValue(/^Здравствуйте, Анна Каренина!/);
    await page.getByLabel(c.compose.files, { exact: true }).setInputFiles({
      name: 'Предложение.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]),
    });
    await page.getByRole('button', { name: c.compose.send }).click();
    await expect(page).toHaveURL(/\/staff\/leads\/\d+\?saved$/);

    const message = page.locator('[data-message]');
    await expect(message).toContainText(`Ваша заявка в ${site.name}`);
    await expect(message).toContainText('Предложение.pdf');
    await expect(message).toContainText(format(c.message.wrote, { to: 'anna@client.example' }));
    // Sent by the outbox a moment later; the page shows it once reloaded.
    await expect(async () => {
      await page.reload();
      await expect(message.locator('[data-state]')).toHaveText(c.message.states.sent, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);

    const mail = await simpleParser(smtp.received.find((each) => each.to.includes('anna@client.example'))!.raw);
    expect(mail.from?.value).toEqual([{ name: sales.name, address: 'sales@agents.example' }]);
    expect(mail.replyTo?.text).toMatch(/^reply\+[0-9a-f]{32}@agents\.example$/);
    expect(mail.attachments.map((file) => file.filename)).toEqual(['Предложение.pdf']);

    // The visitor answers from their mail program; the open page shows it without a reload.
    await dovecot.deliver(
      await composed({
        from: 'Анна Каренина <anna@client.example>',
        to: mail.replyTo!.text,
        subject: `Re: ${mail.subject}`,
        inReplyTo: mail.messageId,
        references: [mail.messageId!],
        text: `Спасибо, посмотрим предложение.\n\n${mail.date?.toISOString()}, ${sales.name} написал(а):\n> Здравствуйте, Анна Каренина!\n`,
      }),
    );
    const answer = page.locator('[data-direction="in"]');
    await expect(answer).toContainText('Спасибо, посмотрим предложение.', { timeout: 30_000 });
    await expect(answer).toContainText('anna@client.example');
    await expect(answer.locator('details')).not.toHaveAttribute('open');
    // By keyboard: the folded quote opens with Enter.
    await answer.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer.locator('details')).toHaveAttribute('open');
    await expect(answer).toContainText('Здравствуйте, Анна Каренина!');
    await expect(page.locator('#lead-live')).toHaveText(c.message.arrived);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });
});
