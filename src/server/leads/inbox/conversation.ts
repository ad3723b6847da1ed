/**
 * The conversation with a lead's visitor as the lead page shows it: each message with its files'
 * names and sizes and how its mail fares in the outbox (queued, sent, failed). Values come back
 * as stored, plain strings: escaping is the page's job.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leadMessageFiles, leadMessages, outbox } from '../../db/schema.ts';

/** Where a message's mail stands: waiting for its first try, sent, or failed at its last try (tried again later). */
type SendState = 'queued' | 'sent' | 'failed';

/** One message of a lead's conversation. */
export interface ConversationMessage {
  id: number;
  authorId: string;
  fromName: string;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: Date;
  files: { name: string; size: number }[];
  state: SendState;
}

/** The messages of the lead `leadId`, oldest first. */
export async function conversationOf(db: Database, leadId: number): Promise<ConversationMessage[]> {
  const messages = await db
    .select({
      id: leadMessages.id,
      authorId: leadMessages.authorId,
      fromName: leadMessages.fromName,
      toAddress: leadMessages.toAddress,
      subject: leadMessages.subject,
      body: leadMessages.body,
      createdAt: leadMessages.createdAt,
      deliveredAt: outbox.deliveredAt,
      lastError: outbox.lastError,
      givenUpAt: outbox.givenUpAt,
    })
    .from(leadMessages)
    .leftJoin(
      outbox,
      and(
        eq(outbox.leadId, leadMessages.leadId),
        eq(outbox.channel, 'reply'),
        eq(outbox.recipient, sql`${leadMessages.id}::text`),
      ),
    )
    .where(eq(leadMessages.leadId, leadId))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  const files = messages.length
    ? await db
        .select({ message: leadMessageFiles.leadMessageId, name: leadMessageFiles.name, size: leadMessageFiles.size })
        .from(leadMessageFiles)
        .where(
          inArray(
            leadMessageFiles.leadMessageId,
            messages.map((message) => message.id),
          ),
        )
        .orderBy(asc(leadMessageFiles.id))
    : [];
  return messages.map(({ deliveredAt, lastError, givenUpAt, ...message }) => ({
    ...message,
    files: files.filter((file) => file.message === message.id).map(({ name, size }) => ({ name, size })),
    state: deliveredAt ? 'sent' : lastError || givenUpAt ? 'failed' : 'queued',
  }));
}
