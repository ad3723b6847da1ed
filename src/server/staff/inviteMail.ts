import { createTransport } from 'nodemailer';
import { format, type StaffMessages } from '../../i18n/index.ts';
import type { Env } from '../env.ts';
import { leadMailAddresses } from '../leads/notify/mail.ts';

/**
 * Emails an invitation link over SMTP_URL (the lead mail's settings and sender); returns false
 * when no SMTP server is set, so the screen shows the link for the admin to pass on.
 */
export async function mailInvite(
  settings: Pick<Env, 'SMTP_URL' | 'LEADS_EMAIL_TO' | 'LEADS_EMAIL_FROM'>,
  t: StaffMessages,
  input: { to: string; role: string; link: string },
): Promise<boolean> {
  if (!settings.SMTP_URL) return false;
  const transport = createTransport({
    url: settings.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0]);
  try {
    await transport.sendMail({
      from: leadMailAddresses(settings).from,
      to: input.to,
      subject: t.team.mailSubject,
      text: `${format(t.team.mailText, { role: input.role, link: input.link })}\n`,
    });
    return true;
  } finally {
    transport.close();
  }
}
