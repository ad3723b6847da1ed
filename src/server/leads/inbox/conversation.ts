/**
 * The conversation with a lead's visitor as the lead page shows it: the members' replies, each
 * with how its mail fares in the outbox (queued, sent, failed), and the visitor's mail received
 * (`leads/mailIn`), each with its files' names and sizes. Values come back as stored, plain
 * strings: escaping is the page's job.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leadMessageFiles, leadMessages, outbox, type DroppedFile, type MessageDirection } from '../../db/schema.ts';

/** Where a message's mail stands: waiting for its first try, sent, or failed at its last try (tried again later); the visitor's mail: received. */
type SendState = 'queued' | 'sent' | 'failed' | 'received';

/** One message of a lead's conversation. */
export interface ConversationMessage {
  id: number;
  /** `out`: a member's reply; `in`: the visitor's mail. */
  direction: MessageDirection;
  /** The member who wrote a reply; null for the visitor's mail. */
  authorId: string | null;
  fromName: string;
  /** The visitor's address their mail came from; null for a reply. */
  fromAddress: string | null;
  toAddress: string;
  subject: string;
  body: string;
  /** The earlier mail the visitor's mail quotes, shown folded. */
  quoted: string;
  /** Sent by a program (out of office): not an answer. */
  automatic: boolean;
  droppedFiles: DroppedFile[];
  createdAt: Date;
  files: MessageFile[];
  state: SendState;
}

/** A file of a message as the page lists it: its id (for the download link), name and size. */
interface MessageFile {
  id: number;
  name: string;
  size: number;
}

/** The files of the messages `messageIds`, in the order they were stored: names and sizes, and their bytes when asked. */
export async function filesOf(db: Database, messageIds: number[], withBytes = false) {
  if (!messageIds.length) return [];
  const rows = await db
    .select({
      id: leadMessageFiles.id,
      message: leadMessageFiles.leadMessageId,
      name: leadMessageFiles.name,
      contentType: leadMessageFiles.contentType,
      size: leadMessageFiles.size,
      bytes: withBytes ? leadMessageFiles.bytes : sql<Buffer | null>`null`,
    })
    .from(leadMessageFiles)
    .where(inArray(leadMessageFiles.leadMessageId, messageIds))
    .orderBy(asc(leadMessageFiles.id));
  return rows;
}

/** The messages of the lead `leadId`, oldest first. */
export async function conversationOf(db: Database, leadId: number): Promise<ConversationMessage[]> {
  const messages = await db
    .select({
      id: leadMessages.id,
      direction: leadMessages.direction,
      authorId: leadMessages.authorId,
      fromName: leadMessages.fromName,
      fromAddress: leadMessages.fromAddress,
      toAddress: leadMessages.toAddress,
      subject: leadMessages.subject,
      body: leadMessages.body,
      quoted: leadMessages.quoted,
      automatic: leadMessages.automatic,
      droppedFiles: leadMessages.droppedFiles,
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
  const files = await filesOf(
    db,
    messages.map((message) => message.id),
  );
  return messages.map(({ deliveredAt, lastError, givenUpAt, ...message }) => ({
    ...message,
    files: files.filter((file) => file.message === message.id).map(({ id, name, size }) => ({ id, name, size })),
    state:
      message.direction === 'in' ? 'received' : deliveredAt ? 'sent' : lastError || givenUpAt ? 'failed' : 'queued',
  }));
}
