/**
 * A member's reply to a lead as its mail, sent by the outbox worker (channel `reply`, one row per
 * message): from the member's name on the shared address (REPLY_FROM_ADDRESS), with the lead's
 * own reply address as Reply-To, the text and its HTML (`format/replyText.ts`), the files, the
 * `Message-ID`, `In-Reply-To` and `References` fixed when the reply was stored, so a retry sends
 * the same message; DKIM-signed when a key is set.
 */
import { asc, eq } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import { site } from '../../../config/site.ts';
import { replyHtml, replyPlainText } from '../../../format/replyText.ts';
import type { Database } from '../../db/client.ts';
import { leadMessageFiles, leadMessages, leads } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { oneLine } from './mail.ts';

export type ReplyMailSettings = Pick<
  Env,
  'REPLY_FROM_ADDRESS' | 'REPLY_DOMAIN' | 'REPLY_DKIM_SELECTOR' | 'REPLY_DKIM_PRIVATE_KEY' | 'REPLY_DKIM_DOMAIN'
>;

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The shared address replies come from: REPLY_FROM_ADDRESS, else the sales email. */
export const replyFromAddress = (settings: ReplyMailSettings): string => settings.REPLY_FROM_ADDRESS ?? site.salesEmail;

/** The domain of the reply addresses and of the replies' Message-IDs: REPLY_DOMAIN, else the sending address's. */
export const replyDomain = (settings: ReplyMailSettings): string =>
  settings.REPLY_DOMAIN?.toLowerCase() ?? domainOf(replyFromAddress(settings));

/** The lead's reply address, `reply+{token}@{domain}`, which the visitor's answers are sent to. */
const replyAddress = (token: string, settings: ReplyMailSettings): string => `reply+${token}@${replyDomain(settings)}`;

/** nodemailer's DKIM options when a key is set: the domain, its selector and the key. */
function dkimOf(settings: ReplyMailSettings) {
  if (!settings.REPLY_DKIM_SELECTOR || !settings.REPLY_DKIM_PRIVATE_KEY) return {};
  const domainName = settings.REPLY_DKIM_DOMAIN?.toLowerCase() ?? domainOf(replyFromAddress(settings));
  return {
    dkim: {
      domainName,
      keySelector: settings.REPLY_DKIM_SELECTOR,
      privateKey: settings.REPLY_DKIM_PRIVATE_KEY,
    },
  };
}

/**
 * The mail of the reply the outbox row names (`recipient`: the message's id), or undefined when
 * the message or the lead's reply address is gone (the row then counts as done).
 */
export async function composeReplyMail(
  db: Database,
  recipient: string,
  settings: ReplyMailSettings,
): Promise<SendMailOptions | undefined> {
  const id = Number(recipient);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [found] = await db
    .select({ message: leadMessages, token: leads.replyToken })
    .from(leadMessages)
    .innerJoin(leads, eq(leads.id, leadMessages.leadId))
    .where(eq(leadMessages.id, id));
  if (!found?.token) return undefined;
  const { message } = found;
  const files = await db
    .select({ name: leadMessageFiles.name, contentType: leadMessageFiles.contentType, bytes: leadMessageFiles.bytes })
    .from(leadMessageFiles)
    .where(eq(leadMessageFiles.leadMessageId, id))
    .orderBy(asc(leadMessageFiles.id));
  return {
    from: { name: oneLine(message.fromName), address: replyFromAddress(settings) },
    to: message.toAddress,
    replyTo: replyAddress(found.token, settings),
    subject: oneLine(message.subject, 200),
    text: `${replyPlainText(message.body)}\n`,
    html: replyHtml(message.body),
    messageId: message.messageId,
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(message.references ? { references: message.references } : {}),
    date: message.createdAt,
    attachments: files.map((file) => ({ filename: file.name, content: file.bytes, contentType: file.contentType })),
    ...dkimOf(settings),
  };
}
