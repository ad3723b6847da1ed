/**
 * The redirects in the store: listed for the staff screen, saved and removed by editors (each
 * change with its audit row and a notice to every instance, in one transaction), and the hits
 * each instance counted, added up.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { allCaseSlugs } from '../cases/repository.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { noticeHandlers, type Unlisten } from '../db/listen.ts';
import { redirects } from '../db/schema.ts';
import type { AuditEntry } from '../staff/audit.ts';
import {
  checkRedirect,
  redirectStatuses,
  type RedirectRefusal,
  type RedirectRule,
  type RedirectStatus,
} from './rules.ts';

/** The NOTIFY channel of redirect changes. */
const REDIRECT_EVENTS_CHANNEL = 'site_redirect_events';

const redirectNoticeSchema = z.object({ type: z.literal('changed'), paths: z.array(z.string().max(500)).max(10) });
type RedirectNotice = z.infer<typeof redirectNoticeSchema>;

/** A redirect as the staff screen lists it. */
export interface StoredRedirect extends RedirectRule {
  id: number;
  hits: number;
  lastHitAt: Date | null;
  updatedAt: Date;
}

const asStatus = (status: number): RedirectStatus => redirectStatuses.find((each) => each === status) ?? 301;

/** Every redirect, by address. */
export async function listRedirects(db: Database): Promise<StoredRedirect[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
  return rows.map((row) => ({
    id: row.id,
    fromPath: row.fromPath,
    target: row.target,
    status: asStatus(row.status),
    hits: row.hits,
    lastHitAt: row.lastHitAt,
    updatedAt: row.updatedAt,
  }));
}

/** What the server answers: address, target and status of each. */
export async function redirectRules(db: Database): Promise<RedirectRule[]> {
  const rows = await db
    .select({ fromPath: redirects.fromPath, target: redirects.target, status: redirects.status })
    .from(redirects);
  return rows.map((row) => ({ ...row, status: asStatus(row.status) }));
}

/** What came of a save or a removal: done (with the address), or why not with what was typed (answered 422). */
export interface RedirectOutcome {
  saved?: string;
  /** True when the save replaced the address's earlier target. */
  replaced?: boolean;
  removed?: string;
  refusal?: RedirectRefusal;
  typed?: { from: string; target: string; status: RedirectStatus };
  status?: 404 | 422;
}

/** The most addresses one notice names. */
const NOTICE_PATHS = 10;

/** Tells every instance, once `tx` commits, that the redirects of `paths` changed (a notice per ten addresses). */
export async function notifyRedirectsChanged(tx: Database, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += NOTICE_PATHS) {
    const notice: RedirectNotice = { type: 'changed', paths: paths.slice(start, start + NOTICE_PATHS) };
    await tx.execute(sql`select pg_notify(${REDIRECT_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}

/** Holds the redirects' lock until `tx` ends: checked and written under it, two changes cannot close a loop between them. */
export async function lockRedirects(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${REDIRECT_EVENTS_CHANNEL}))`);
}

/** The audit row of a redirect saved (by the staff screen or an import). */
export const redirectSaved = (rule: RedirectRule): AuditEntry => ({
  action: 'redirect-save',
  target: rule.fromPath,
  details: { to: rule.target, status: String(rule.status) },
});

/**
 * Writes a checked redirect (replacing one from the same address), by `author` (none: the command
 * line); the caller holds the lock, sends the notice and writes the audit row (`redirectSaved`).
 */
export async function writeRedirect(tx: Database, rule: RedirectRule, author?: { id: string }): Promise<void> {
  const values = { target: rule.target, status: rule.status, updatedBy: author?.id ?? null, updatedAt: sql`now()` };
  await tx
    .insert(redirects)
    .values({ fromPath: rule.fromPath, ...values })
    .onConflictDoUpdate({ target: redirects.fromPath, set: values });
}

/** What a redirect action did: its outcome, and the redirect saved or removed (for its audit row). */
export interface RedirectDone {
  outcome: RedirectOutcome;
  rule?: RedirectRule;
}

/** The screen's outcome of a redirect action. */
export const redirectOutcome = (done: RedirectDone): RedirectOutcome => done.outcome;

/**
 * Who changes a redirect, for its audit row: the member, from where, on which store. A staff
 * action's `Acting` fits it; naming only this keeps the redirects apart from the app the actions run in.
 */
interface RedirectActing {
  member: { user: { id: string; email: string } };
  db: Database;
}

/**
 * Saves a redirect from `from` to `target` as typed; one from the same address is replaced.
 * Refused when the address is a page or route of the site, the target is not a path or http(s)
 * URL, or it would loop through the other redirects.
 */
export async function saveRedirect(
  input: { from: string; target: string; status: RedirectStatus },
  acting: RedirectActing,
): Promise<RedirectDone> {
  const { member, db } = acting;
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    const checked = checkRedirect(input, await redirectRules(tx), new Set(await allCaseSlugs(tx)));
    if (!checked.ok) return { outcome: { refusal: checked.refusal, typed: input, status: 422 } };
    const { rule } = checked;
    const [before] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, rule.fromPath));
    await writeRedirect(tx, rule, { id: member.user.id });
    await notifyRedirectsChanged(tx, [rule.fromPath]);
    return { outcome: { saved: rule.fromPath, replaced: !!before }, rule };
  });
}

/** Removes redirect `id`: its address then answers as any unknown one (404). */
export async function removeRedirect(input: { id: number }, acting: RedirectActing): Promise<RedirectDone> {
  const [row] = await acting.db
    .delete(redirects)
    .where(eq(redirects.id, input.id))
    .returning({ fromPath: redirects.fromPath, target: redirects.target, status: redirects.status });
  if (!row) return { outcome: { status: 404 } };
  await notifyRedirectsChanged(acting.db, [row.fromPath]);
  return { outcome: { removed: row.fromPath }, rule: row as RedirectRule };
}

/** Adds the hits counted since the last flush (address → count) at `at`. */
export async function addRedirectHits(db: Database, counted: ReadonlyMap<string, number>, at: Date): Promise<void> {
  for (const [fromPath, count] of counted) {
    await db
      .update(redirects)
      .set({
        hits: sql`${redirects.hits} + ${count}`,
        lastHitAt: sql`greatest(${redirects.lastHitAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(redirects.fromPath, fromPath));
  }
}

/** Listens for redirect changes on `store`: `changed` with the addresses, and after a gap (some may have been missed) with none. */
export async function onRedirectChanges(
  store: Pick<DatabaseHandle, 'listen'>,
  changed: (paths: string[] | undefined) => void,
): Promise<Unlisten> {
  return store.listen(
    REDIRECT_EVENTS_CHANNEL,
    noticeHandlers(
      redirectNoticeSchema,
      (notice) => changed(notice.paths),
      () => changed(undefined),
    ),
  );
}
