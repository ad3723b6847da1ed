import { dropCachesOnCaseChanges } from './cases/events.ts';
import { ensureCasesSeeded } from './cases/seed.ts';
import { dropCachedCases } from './cases/source.ts';
import { openStoreForServer, type DatabaseHandle } from './db/client.ts';
import { startStoreMaintenance } from './db/maintenance.ts';
import { env, publicOrigin } from './env.ts';
import { startOutboxWorker } from './leads/outbox.ts';
import { startLeadRetention } from './leads/privacy.ts';
import { errorKind } from './log.ts';

/** What the server runs beside requests, stopped on shutdown. */
export interface Running {
  stop(): Promise<void>;
}

/** How long the start waits for the store before listening anyway: a healthy one opens well within it. */
const STORE_WAIT_MS = 10_000;

/** Waits between two tries of a start step: 1 s, doubling, at most 30 s. */
function startRetryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.min(failures, 10), 30_000);
}

/** Runs `step` until it succeeds, waiting longer after each failure (logged); stops when `signal` aborts. */
async function keepTrying<T>(what: string, step: () => Promise<T>, signal: AbortSignal, onFailure: () => void): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await step();
    } catch (error) {
      onFailure();
      const wait = startRetryDelayMs(failures);
      console.warn(`[store] ${what} failed (${errorKind(error)}); trying again in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      signal.throwIfAborted();
    }
  }
}

/**
 * Starts what requests rely on: the migrated store (created under DATA_DIR on first start),
 * seed data, the outbox worker, the leads' retention (LEADS_RETENTION_DAYS) and the cases'
 * cache invalidation (`dropCachesOnCaseChanges`). A store
 * that cannot be opened does not stop the start: it is tried again in the background while
 * pages that need no database are served, and forms answer with an error until it is back. Resolves once the store is open, or once
 * opening it has failed or taken too long.
 */
export async function startServices(): Promise<Running> {
  const settings = env();
  const stopping = new AbortController();
  let failedOnce!: () => void;
  const firstFailure = new Promise<void>((resolve) => (failedOnce = resolve));

  let store: DatabaseHandle | undefined;
  let retention: { stop(): void } | undefined;
  let maintenance: { stop(): void } | undefined;
  let unlistenCases: (() => Promise<void>) | undefined;
  const ready = (async () => {
    store = await keepTrying('opening the store', openStoreForServer, stopping.signal, failedOnce);
    const opened = store;
    retention = startLeadRetention({ db: async () => opened.db, days: settings.LEADS_RETENTION_DAYS });
    maintenance = startStoreMaintenance(opened);
    // A case changed on any instance (the staff editor, an import) shows at once on this one.
    unlistenCases = await keepTrying('listening for case changes', () => dropCachesOnCaseChanges(opened, dropCachedCases), stopping.signal, () => {});
    console.log(`Store: ${store.kind === 'pglite' ? `PGlite in ${settings.DATA_DIR}/` : 'PostgreSQL'}; public origin ${publicOrigin(settings)}`);
    const seeded = await keepTrying('seeding the cases', ensureCasesSeeded, stopping.signal, () => {});
    if (seeded) console.log(`Cases: seeded ${seeded} success stories in every language`);
  })().catch(() => {}); // only a stop ends it early
  const outboxWorker = startOutboxWorker({ settings });
  const waited = setTimeout(failedOnce, STORE_WAIT_MS);
  await Promise.race([ready, firstFailure]);
  clearTimeout(waited);

  return {
    async stop() {
      stopping.abort();
      retention?.stop();
      maintenance?.stop();
      await unlistenCases?.().catch(() => {});
      await outboxWorker.stop();
      await store?.close();
    },
  };
}
