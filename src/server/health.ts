/**
 * The two addresses a load balancer or orchestrator asks: `/healthz` (the process answers)
 * and `/readyz` (it can take leads: its store answers and is migrated, and it is not shutting
 * down). Answered before anything else a request goes through, never cached, never listed.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DatabaseHandle } from './db/client.ts';
import { cachePolicy } from './http/cachePolicy.ts';

/** How long the readiness check waits for the store before calling it unready. */
const READY_CHECK_MS = 2000;

/** How many migrations the build ships; a store with fewer applied is not ready. */
const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

interface Readiness {
  ready: boolean;
  /** A short reason, sent as the body. */
  reason: string;
}

/** Whether this process can serve everything now; asks the store each time (no caching). */
async function readiness(
  store: DatabaseHandle | undefined,
  migrations: number,
  timeoutMs = READY_CHECK_MS,
): Promise<Readiness> {
  if (!store) return { ready: false, reason: 'the store is not open yet' };
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      store.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
    ]);
    const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
    if (applied < migrations) return { ready: false, reason: `the store has ${applied} of ${migrations} migrations` };
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

/** An app's health: what `/healthz` and `/readyz` answer. */
export interface Health {
  /** From now on `/readyz` answers 503: the process is shutting down. */
  markStopping(): void;
  /**
   * Answers `/healthz` and `/readyz` (any query ignored); returns false for every other
   * address, which then goes on through the pipeline.
   */
  answer(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
}

/** The health of an app whose store is `store()`. */
export function createHealth(store: () => DatabaseHandle | undefined): Health {
  let stopping = false;
  const migrations = shippedMigrations();
  return {
    markStopping: () => void (stopping = true),
    answer(req, res, url) {
      if (url.pathname === '/healthz') {
        answer(req, res, 200, 'ok');
        return true;
      }
      if (url.pathname !== '/readyz') return false;
      const ready = stopping
        ? Promise.resolve({ ready: false, reason: 'shutting down' })
        : readiness(store(), migrations);
      void ready.then(({ ready, reason }) => answer(req, res, ready ? 200 : 503, reason));
      return true;
    },
  };
}
