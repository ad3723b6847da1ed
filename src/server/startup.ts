import { ensureCasesSeeded } from './cases/seed.ts';
import { database } from './db/client.ts';
import { env, publicOrigin } from './env.ts';
import { startOutboxWorker } from './leads/outbox.ts';

/** What the server runs beside requests, stopped on shutdown. */
export interface Running {
  stop(): Promise<void>;
}

/**
 * Prepares everything requests rely on before the server listens: validated settings,
 * the migrated store (created under DATA_DIR on first start), seed data and background work.
 */
export async function startServices(): Promise<Running> {
  const settings = env();
  const store = await database();
  console.log(`Store: ${store.kind === 'pglite' ? `PGlite in ${settings.DATA_DIR}/` : 'PostgreSQL'}; public origin ${publicOrigin(settings)}`);
  const seeded = await ensureCasesSeeded();
  if (seeded) console.log(`Cases: seeded ${seeded} success stories in every language`);
  const outboxWorker = startOutboxWorker({ db: store.db, settings });
  return {
    async stop() {
      await outboxWorker.stop();
      await store.close();
    },
  };
}
