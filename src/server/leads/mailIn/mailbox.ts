/**
 * Reads the reply mailbox (REPLY_IMAP_URL) over IMAP: every message after the cursor, in order,
 * each taken in (`takeMail.ts`) in the transaction that moves the cursor past it, then marked
 * read (flagged too when it was too large to take). Between passes the connection IDLEs, so a
 * new message is read as it arrives; a pass also runs every `pollMs` in case the server's
 * notice was missed. A lost connection is opened again after a growing pause. Several
 * instances may read one mailbox: the cursor's row lock lets each message in once.
 */
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import type { Database } from '../../db/client.ts';
import { mailboxCursors, quarantinedMail } from '../../db/schema.ts';
import { audit } from '../../staff/audit.ts';
import { errorKind } from '../../log.ts';
import { MAX_MAIL_BYTES, takeMail, type TakeMailOptions, type TakeMailSettings, type TakenMail } from './takeMail.ts';

/** A pass runs at least this often, whatever the server says. */
const POLL_MS = 60_000;
/** The pauses before opening a lost connection again: growing from the first to the last. */
const RECONNECT_MS = [1_000, 60_000] as const;

export interface MailboxOptions {
  db: Database;
  /** REPLY_IMAP_URL, and what taking mail in needs. */
  settings: TakeMailSettings & { REPLY_IMAP_URL: string };
  pollMs?: number;
  now?: () => Date;
}

export interface MailboxReader {
  /** Ends the reading: the pass under way finishes, the connection closes. */
  stop(): Promise<void>;
}

/** The connection REPLY_IMAP_URL names: host, port, TLS, account and mailbox. */
function imapAccount(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host);
  const user = decodeURIComponent(parsed.username);
  const mailbox = decodeURIComponent(parsed.pathname.slice(1)) || 'INBOX';
  const port = Number(parsed.port) || (secure ? 993 : 143);
  return {
    options: {
      host,
      port,
      secure,
      // Cleartext only to the machine itself: elsewhere the password crosses the network.
      ...(secure ? {} : { doSTARTTLS: !loopback }),
      auth: { user, pass: decodeURIComponent(parsed.password) },
      logger: false as const,
      // IDLE as soon as a pass is over, so new mail is heard at once.
      autoIdleDelay: 200,
    },
    mailbox,
    key: `${user}@${host}:${port}/${mailbox}`,
  };
}

/** Starts reading the mailbox; returns its stop. */
export function startMailboxReader(options: MailboxOptions): MailboxReader {
  const { db, settings } = options;
  const account = imapAccount(settings.REPLY_IMAP_URL);
  const pollMs = options.pollMs ?? POLL_MS;
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  /** Set when the server told of new mail: the next pause ends at once (the notice may come during a pass). */
  let told = false;
  let wake = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        wake = () => {};
        resolve();
      }
      wake = done;
      stopping.signal.addEventListener('abort', done);
      if (told || stopping.signal.aborted) done();
    });
  const heard = () => {
    told = true;
    wake();
  };

  /** Takes in every message after the cursor; returns how many. */
  async function pass(client: ImapFlow): Promise<number> {
    const mailbox = client.mailbox;
    if (!mailbox) return 0;
    const uidValidity = Number(mailbox.uidValidity);
    const [cursor] = await db.select().from(mailboxCursors).where(eq(mailboxCursors.mailbox, account.key));
    const after = cursor?.uidValidity === uidValidity ? cursor.lastUid : 0;
    const waiting = await client.fetchAll(`${after + 1}:*`, { uid: true, size: true }, { uid: true });
    let taken = 0;
    for (const { uid, size = 0 } of waiting.filter((each) => each.uid > after).sort((a, b) => a.uid - b.uid)) {
      if (stopping.signal.aborted) break;
      const tooLarge = size > MAX_MAIL_BYTES;
      const message = await client.fetchOne(String(uid), tooLarge ? { headers: true } : { source: true }, {
        uid: true,
      });
      const raw = message && (tooLarge ? message.headers : message.source);
      if (!raw) continue;
      const took = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        await tx.insert(mailboxCursors).values({ mailbox: account.key, uidValidity, lastUid: 0 }).onConflictDoNothing();
        const [held] = await tx
          .select()
          .from(mailboxCursors)
          .where(eq(mailboxCursors.mailbox, account.key))
          .for('update');
        // Another instance took it meanwhile.
        if (held && held.uidValidity === uidValidity && held.lastUid >= uid) return false;
        await takeMailOrQuarantine(tx, raw, { settings, size, now: now() });
        await tx
          .update(mailboxCursors)
          .set({ uidValidity, lastUid: uid, updatedAt: now() })
          .where(eq(mailboxCursors.mailbox, account.key));
        return true;
      });
      if (!took) continue;
      taken += 1;
      await client.messageFlagsAdd(String(uid), tooLarge ? ['\\Seen', '\\Flagged'] : ['\\Seen'], { uid: true });
    }
    return taken;
  }

  console.log(`[mail-in] reading the visitors' answers from ${account.key}`);
  const running = (async () => {
    for (let failures = 0; !stopping.signal.aborted;) {
      const client = new ImapFlow(account.options);
      client.on('error', () => {}); // told by the failing command below
      try {
        await client.connect();
        await client.mailboxOpen(account.mailbox);
        client.on('exists', heard);
        client.on('close', heard);
        failures = 0;
        while (!stopping.signal.aborted && client.usable) {
          // The lock is held for the pass alone: between passes the connection IDLEs.
          const lock = await client.getMailboxLock(account.mailbox);
          told = false;
          try {
            await pass(client);
          } finally {
            lock.release();
          }
          await pause(pollMs);
        }
      } catch (error) {
        if (stopping.signal.aborted) break;
        failures += 1;
        const wait = Math.min(RECONNECT_MS[0] * 2 ** (failures - 1), RECONNECT_MS[1]);
        console.warn(`[mail-in] reading ${account.key} failed (${errorKind(error)}); again in ${wait / 1000} s`);
        await pause(wait);
      } finally {
        await client.logout().catch(() => client.close());
      }
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

/**
 * Takes in `raw` as `takeMail` does, within the caller's transaction; a mail it fails on (the
 * parser or the store refuses it: a malformed header, a value too long for the store) is
 * quarantined as unreadable instead, so that the mail after it is read. A savepoint undoes the
 * failed try; when the store itself is down, quarantining fails too and the error stands.
 */
async function takeMailOrQuarantine(db: Database, raw: Buffer, options: TakeMailOptions): Promise<TakenMail> {
  try {
    return await db.transaction(async (t) => takeMail(t as unknown as Database, raw, options));
  } catch (error) {
    const size = options.size ?? raw.length;
    const now = options.now ?? new Date();
    await db.insert(quarantinedMail).values({
      reason: 'unreadable',
      fromAddress: senderOf(raw),
      size,
      raw: size > MAX_MAIL_BYTES ? null : raw,
      receivedAt: now,
    });
    const details = { reason: 'unreadable', size: String(size), error: errorKind(error) };
    await audit(db, { action: 'mail-quarantined', details, at: now });
    console.warn(`[mail-in] quarantined (unreadable): ${size} bytes, ${errorKind(error)}`);
    return { taken: 'quarantined', reason: 'unreadable', leadId: null };
  }
}

/**
 * The sender's address as the raw headers name it, read without the parser (it may be what
 * failed): a person's export and erasure find their unreadable mail by it.
 */
function senderOf(raw: Buffer): string {
  const head = raw
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  const from = /^from:(.*)$/im.exec(head)?.[1] ?? '';
  return (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? /([^\s<>",;]+@[^\s<>",;]+)/.exec(from)?.[1] ?? '').toLowerCase();
}
