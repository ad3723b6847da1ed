/**
 * The two addresses a load balancer or orchestrator asks: `/healthz` (the process answers)
 * and `/readyz` (it can take leads: its store answers and is migrated, and it is not shutting
 * down). Answered before anything else a request goes through, never cached, never listed.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openedStore } from './db/client.ts';
import { cachePolicy } from './http/cachePolicy.ts';
import { singleton } from './singleton.ts';

/** How long the readiness check waits for the store before calling it unready. */
const READY_CHECK_MS = 2000;

const state = () => singleton('health', () => ({ stopping: false }));

/** From now on `/readyz` answers 503: the process is shutting down. */
export function markStopping(): void {
  state().stopping = true;
}

/** How many migrations the build ships; a store with fewer applied is not ready. */
const shippedMigrations = (): number =>
  singleton('health.migrations', () => (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length);

interface Readiness {
  ready: boolean;
  /** A short reason, sent as the body. */
  reason: string;
}

/** Whether this process can serve everything now; asks the store each time (no caching). */
async function readiness(timeoutMs = READY_CHECK_MS): Promise<Readiness> {
  if (state().stopping) return { ready: false, reason: 'shutting down' };
  const store = openedStore();
  if (!store) return { ready: false, reason: 'the store is not open yet' };
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      store.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
    ]);
    const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
    if (applied < shippedMigrations()) return { ready: false, reason: `the store has ${applied} of ${shippedMigrations()} migrations` };
    return { ready: true, reason: 'ready' };
  } catch {
    return { ready: false, reason: 'the store does not answer' };
  } finally {
    clearTimeout(timer);
  }
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cachePolicy.never });
  res.end(req.method === 'HEAD' ? undefined : `${text}\n`);
}

/**
 * Answers `/healthz` and `/readyz` (any query ignored); returns false for every other
 * address, which then goes on through the pipeline.
 */
export function answerHealth(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (url.pathname === '/healthz') {
    answer(req, res, 200, 'ok');
    return true;
  }
  if (url.pathname !== '/readyz') return false;
  void readiness().then(({ ready, reason }) => answer(req, res, ready ? 200 : 503, reason));
  return true;
}
