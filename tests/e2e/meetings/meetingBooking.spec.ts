/**
 * A visitor books a meeting on the meeting page, on a CPU slowed four times: by keyboard alone at
 * 375 px in Russian (the times shown again on their own clock, Kolkata's half-hour offset), and
 * by mouse at 1280 px in Portuguese, the very first click on a time before the form's script has
 * arrived. A visitor who loses a time to another is told so at the times, shown the free ones
 * again, and keeps what they typed; she then moves and cancels it by the links in her mail. A dedicated server
 * on an embedded store of its own, seeded with a meeting type and two members who take it, mailing
 * through a test SMTP server; its rows are read after it stops.
 */
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { freePort } from '../../support/ports';
import { migratedDataDir } from '../../support/e2e/embeddedStore';
import { atFullSpeed, holdScripts, slowCpu } from '../../support/e2e/pace';
import { catalogs } from '../../support/e2e/site';
import { TestSmtpServer } from '../../support/integration/leadsPeers';

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = `test-results/meeting-booking-${port}-${Date.now()}`;
/**
 * Every evening, 19:30 to 21:00 UTC: times are offered whenever the test runs, and each is on the
 * next day in Kolkata (01:00 to 02:30) but not in Moscow (22:30 to 24:00), so the script that
 * redraws the times on the visitor's clock always moves the time she chose to another day.
 */
const evenings = Array.from({ length: 7 }, () => [[1170, 1260]] as [number, number][]);

/** Opens the server's store in this process (the server stopped) for `work`. */
async function withStore<T>(work: (db: import('../../../src/server/db/client').Database) => Promise<T>): Promise<T> {
  const { openDatabase } = await import('../../../src/server/db/client');
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return await work(store.db);
  } finally {
    await store.close();
  }
}

/** The start (an ISO instant) of the time a radio offers. */
const startOf = async (page: Page, selector: string) =>
  ((await page.locator(selector).getAttribute('value')) ?? '').split('@')[1]!;

test.describe('booking a meeting', () => {
  test.describe.configure({ mode: 'serial' });
  let site: StartedSite | undefined;
  let smtp: TestSmtpServer | undefined;
  const booked: { start: string; zone: string; email: string; cancelled: boolean }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    migratedDataDir(dataDir);
    await withStore(async (db) => {
      const { meetingHosts, meetingTypes, staffUser } = await import('../../../src/server/db/schema');
      await db.insert(staffUser).values([
        { id: 'staff-ivan', name: 'Ivan', email: 'ivan@staff.example', role: 'sales', languages: ['ru', 'pt'] },
        { id: 'staff-olga', name: 'Olga', email: 'olga@staff.example', role: 'sales', languages: ['ru', 'pt'] },
      ]);
      await db.insert(meetingTypes).values({
        id: 'intro',
        names: { en: 'Introduction', ru: 'Знакомство', pt: 'Apresentação' },
        minutes: 30,
        place: 'moscow',
        languages: ['ru', 'pt'],
      });
      await db.insert(meetingHosts).values(
        ['staff-ivan', 'staff-olga'].map((memberId) => ({
          memberId,
          timeZone: 'UTC',
          weekly: evenings,
          typeIds: ['intro'],
        })),
      );
    });
    smtp = await new TestSmtpServer().start();
    site = await startSite(port, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: '200',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      SITE_URL: origin,
      FORM_MIN_FILL_MS: '0',
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
    if (!process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
  });

  test.describe('at 375 px in Russian, by keyboard', () => {
    test.use({ viewport: { width: 375, height: 667 }, timezoneId: 'Asia/Kolkata', locale: 'ru-RU' });

    test('moves through the times with the arrows, reads them on Kolkata’s clock and books with Enter', async ({
      page,
    }) => {
      const ru = catalogs.ru.contact_form;
      await slowCpu(page);
      await page.goto(`${origin}/ru/contact/meeting`);
      const form = page.locator('#meeting form');
      // Before the script: the office's clock, named.
      await expect(form).toContainText('Moscow (GMT+3)');
      await page.locator('#booking-slot').focus();
      await page.keyboard.press('ArrowRight');
      const second = page.locator('#meeting input[name="slot"]').nth(1);
      await expect(second).toBeChecked();
      await expect(second).toBeFocused();
      // The script took over: the visitor's own clock, named and changeable.
      await expect(page.locator('#booking-timeZone')).toHaveValue('Asia/Kolkata');
      await expect(form).toContainText('Kolkata (GMT+5:30)');
      const start = await startOf(page, '#meeting input[name="slot"]:checked');
      const time = new Intl.DateTimeFormat('ru', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
      await expect(page.locator('#meeting label:has(input:checked)')).toHaveText(time.format(new Date(start)));

      // The times fit the phone, and axe finds nothing serious in them (WCAG 2.2 AA).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const axe = await atFullSpeed(page, () =>
        new AxeBuilder({ page }).include('#meeting').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze(),
      );
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );

      await page.keyboard.press('Tab');
      await expect(page.locator('#booking-name')).toBeFocused();
      await page.keyboard.type('Анна Каренина');
      await page.keyboard.press('Tab');
      await page.keyboard.type('anna@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.locator('#booking-consent')).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('#meeting')).toContainText(ru.booking.success);
      booked.push({ start, zone: 'Asia/Kolkata', email: 'anna@example.com', cancelled: false });
    });
  });

  test.describe('at 1280 px in Portuguese, by mouse', () => {
    test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/Sao_Paulo', locale: 'pt-BR' });

    test('the first click on a time, before the script, chooses it; a time taken meanwhile is offered no more and the typing stays', async ({
      page,
      request,
    }) => {
      const pt = catalogs.pt.contact_form;
      await slowCpu(page);
      const scripts = await holdScripts(page);
      await page.goto(`${origin}/pt/contact/meeting`);
      const third = page.locator('#meeting label:has(input[name="slot"])').nth(2);
      await third.click();
      scripts.release();
      await expect(page.locator('#booking-timeZone')).toHaveValue('America/Sao_Paulo');
      const radio = page.locator('#meeting input[name="slot"]').nth(2);
      await expect(radio).toBeChecked();
      const start = await startOf(page, '#meeting input[name="slot"]:checked');
      await page.locator('#booking-name').fill('Clarice Lispector');
      await page.locator('#booking-email').fill('clarice@example.com');
      await page.locator('#booking-consent').check();

      // Two other visitors take that time with both members before she sends.
      const html = await (await request.get(`${origin}/pt/contact/meeting?other=1`)).text();
      const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
      for (const other of [1, 2]) {
        const sent = await request.post(`${origin}/_actions/booking`, {
          form: {
            slot: `intro@${start}`,
            name: `Outro ${other}`,
            email: `outro-${other}@example.com`,
            consent: 'yes',
            lang: 'pt',
            page: '/pt/contact/meeting',
            formToken,
          },
          headers: { Origin: origin, Accept: 'application/json' },
        });
        expect(sent.status()).toBe(200);
      }

      await page.getByRole('button', { name: pt.booking.submit }).click();
      await expect(page.locator('#booking-slot-error')).toHaveText(pt.errors.slotTaken);
      await expect(page.locator(`#meeting input[value="intro@${start}"]`)).toHaveCount(0);
      await expect(page.locator('#booking-name')).toHaveValue('Clarice Lispector');
      await expect(page.locator('#booking-email')).toHaveValue('clarice@example.com');
      await expect(page.locator('#booking-slot')).toBeFocused();

      // She takes the first free time now offered.
      await page.locator('#meeting label:has(input[name="slot"])').first().click();
      await expect(page.locator('#meeting input[name="slot"]:checked')).toHaveCount(1);
      await page.getByRole('button', { name: pt.booking.submit }).click();
      await expect(page.locator('#meeting')).toContainText(pt.booking.success);

      // Her mail comes with the link that moves or cancels it: she moves it to the first other time offered...
      const mp = catalogs.pt.meetingPage;
      const linkInMail = async (containing: string) => {
        let link = '';
        await expect
          .poll(() => {
            const mail = smtp!.received.find(
              (each) => each.to.includes('clarice@example.com') && each.text.includes(containing),
            );
            link = /http:\/\/\S+\/meetings\/manage\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
            return link;
          })
          .not.toBe('');
        return link;
      };
      await page.goto(await linkInMail(catalogs.pt.meetingMail.booked));
      await page.locator('#move-slot').click();
      const moved = await startOf(page, 'input[name="slot"]:checked');
      await page.getByRole('button', { name: mp.moveButton }).click();
      await expect(page.getByRole('status')).toHaveText(mp.moved);
      // ...then, by the new mail's link, cancels it.
      await page.goto(await linkInMail(catalogs.pt.meetingMail.moved));
      await page.getByRole('button', { name: mp.button }).click();
      await expect(page.getByRole('status')).toHaveText(mp.cancelled);
      booked.push({ start: moved, zone: 'America/Sao_Paulo', email: 'clarice@example.com', cancelled: true });
    });
  });

  test('each booking is one meeting at the time chosen, read in the visitor’s zone, and one lead', async () => {
    await site!.stop();
    site = undefined;
    await withStore(async (db) => {
      const { leads, meetings } = await import('../../../src/server/db/schema');
      const { eq } = await import('drizzle-orm');
      for (const { start, zone, email, cancelled } of booked) {
        const rows = await db
          .select({
            startsAt: meetings.startsAt,
            zone: meetings.visitorTimeZone,
            kind: leads.kind,
            cancelledAt: meetings.cancelledAt,
          })
          .from(meetings)
          .innerJoin(leads, eq(leads.id, meetings.leadId))
          .where(eq(leads.email, email));
        expect(
          rows.map((row) => ({ ...row, cancelled: row.cancelledAt !== null, cancelledAt: undefined })),
          email,
        ).toEqual([{ startsAt: new Date(start), zone, kind: 'meeting', cancelled, cancelledAt: undefined }]);
      }
      // Two visitors, and the two who took the same time first.
      expect(await db.select().from(meetings)).toHaveLength(4);
    });
  });
});
