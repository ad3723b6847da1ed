import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { site } from '../../../config/site.ts';
import type { Env } from '../../env.ts';
import { leadFieldList, leadKindTitles } from './fields.ts';
import { showInvisible } from '../invisible.ts';
import type { StoredLead } from '../types.ts';

export type MailSettings = Pick<Env, 'SMTP_URL' | 'LEADS_EMAIL_TO' | 'LEADS_EMAIL_FROM'>;

/** The domain of the company's addresses, used for the sender default and Message-IDs. */
const mailDomain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);

/** Where lead mail goes (LEADS_EMAIL_TO, else the sales address) and whom it is from. */
export function leadMailAddresses(settings: MailSettings): { to: string; from: string } {
  return {
    to: settings.LEADS_EMAIL_TO ?? site.salesEmail,
    from: settings.LEADS_EMAIL_FROM ?? `no-reply@${mailDomain}`,
  };
}

/** A header-safe, bounded version of a visitor-typed value, its hidden characters shown (`showInvisible`). */
export function oneLine(value: string, max = 120): string {
  const flat = showInvisible(value)
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The message announcing a lead: who wrote, every field in plain text, a Message-ID fixed per lead. */
export function composeLeadEmail(lead: StoredLead, settings: MailSettings) {
  const { to, from } = leadMailAddresses(settings);
  const title = leadKindTitles[lead.kind];
  const subject = `New ${title} from ${oneLine(lead.name)} (${lead.lang})`;
  // One line per field, whatever a stored value holds: a line break must not start a forged field.
  const lines = leadFieldList(lead).map(([label, value]) => `${label}: ${oneLine(value, Number.POSITIVE_INFINITY)}`);
  const message = lead.message && showInvisible(lead.message).trim();
  const text = [`New ${title} on ${site.name}.`, '', ...lines, ...(message ? ['', 'Message:', message] : []), ''].join(
    '\n',
  );
  return {
    from: { name: `${site.name} website`, address: from },
    to,
    subject,
    text,
    /** Deterministic, so a retried send is recognisable as the same message. */
    messageId: `<lead-${lead.id}@${mailDomain}>`,
    ...(lead.email ? { replyTo: { name: oneLine(lead.name), address: lead.email } } : {}),
    date: lead.createdAt,
  };
}

/** Sends lead mail over SMTP_URL through one reusable connection setup. */
export interface LeadMailer {
  send(lead: StoredLead): Promise<void>;
  /** Sends another message (the mail to an assignee, the reply promise's reminders) through the same connection setup. */
  sendMessage(message: SendMailOptions): Promise<void>;
  close(): void;
}

/** Opens a mailer for SMTP_URL; fails at send time (not here) when the server is unreachable. */
export function createLeadMailer(settings: MailSettings): LeadMailer {
  if (!settings.SMTP_URL) throw new Error('SMTP_URL is not set');
  const transport: Transporter = createTransport({
    url: settings.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0]);
  return {
    async send(lead) {
      await transport.sendMail(composeLeadEmail(lead, settings));
    },
    async sendMessage(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}
