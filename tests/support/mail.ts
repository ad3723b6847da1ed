/** Mail as the tests write it: composed as a mail program does, and a wait for what it brings. */
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/** A mail's raw source as a mail program writes it. */
export const composed = (options: Mail.Options) => new MailComposer(options).compile().build();

/** Waits until `check` gives something, trying every 50 ms; the bound only ends a test that hangs. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, limitMs = 30_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < limitMs;) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${limitMs / 1000} s`);
}
