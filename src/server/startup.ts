import { dropCachesOnCaseChanges, type CaseNotice } from './cases/events.ts';
import { casePurgePaths } from './cases/purgePaths.ts';
import { allCaseSlugs } from './cases/repository.ts';
import type { SiteApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startStoreMaintenance } from './db/maintenance.ts';
import { followDocuments, startScheduledPublishing } from './documents/live.ts';
import { publicOrigin } from './env.ts';
import { createProxyPurger, type ProxyPurger } from './http/proxyPurge.ts';
import { startOutboxWorker } from './leads/notify/outbox.ts';
import { startLeadRetention } from './leads/privacy/personData.ts';
import { startRollUps } from './analytics/rollup.ts';
import { startReplyReminders } from './leads/routing/reminders.ts';
import { errorKind } from './log.ts';
import { onRedirectChanges } from './redirects/store.ts';
import { startStaffControl } from './staff/control.ts';
import { issueSetupToken, setupPath } from './staff/firstAdmin.ts';

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
async function keepTrying<T>(
  what: string,
  step: () => Promise<T>,
  signal: AbortSignal,
  onFailure: () => void,
): Promise<T> {
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
 * A purge again this long after the first forgets an answer that was being rendered from the
 * old cases while the first purge ran, and was kept by the proxy after it.
 */
const SECOND_PURGE_MS = 1000;

/** How often the redirect hits each instance counted are added to the store's. */
const REDIRECT_HITS_FLUSH_MS = 5000;

/** Purges `paths` at the proxies now and again a moment later (`SECOND_PURGE_MS`). */
function purgeTwice(purger: ProxyPurger, paths: string[]): void {
  void purger.purge(paths);
  setTimeout(() => void purger.purge(paths), SECOND_PURGE_MS).unref();
}

/** The caching proxies in front, purged after every case change and publish (PROXY_PURGE_URLS). */
function proxyPurger({ settings, metrics }: SiteApp): ProxyPurger | undefined {
  if (!settings.PROXY_PURGE_URLS.length) return undefined;
  return createProxyPurger({
    proxies: settings.PROXY_PURGE_URLS.map((url) => new URL(url)),
    host: new URL(publicOrigin(settings)).host,
    onSuccess: () => metrics.proxyPurges.inc({ result: 'ok' }),
    onFailure: (proxy, path, error) => {
      metrics.proxyPurges.inc({ result: 'failed' });
      console.warn(`[cache] could not purge ${path} at ${proxy.host} (${error}); trying again`);
    },
  });
}

/**
 * Starts what requests rely on: the migrated store (created under DATA_DIR on first start),
 * seed data, the staff command line's channel (embedded store), the first admin's setup link
 * (printed while no admin exists), the outbox worker, the leads' retention (LEADS_RETENTION_DAYS), the reply promise's reminders, the page views' writes and roll-ups (ANALYTICS_ROLLUP_SECONDS), the cases'
 * cache invalidation (`dropCachesOnCaseChanges`), the redirects, and the published content
 * documents with their scheduled publishing (DOCUMENTS_SCHEDULE_SECONDS). A store
 * that cannot be opened does not stop the start: it is tried again in the background while
 * pages that need no database are served, and forms answer with an error until it is back. Resolves once the store is open, or once
 * opening it has failed or taken too long.
 */
export async function startServices(app: SiteApp): Promise<Running> {
  const { settings } = app;
  const stopping = new AbortController();
  let failedOnce!: () => void;
  const firstFailure = new Promise<void>((resolve) => (failedOnce = resolve));

  let store: DatabaseHandle | undefined;
  let retention: { stop(): void } | undefined;
  let reminders: { stop(): void } | undefined;
  let maintenance: { stop(): void } | undefined;
  let rollUps: { stop(): void } | undefined;
  let unlistenCases: (() => Promise<void>) | undefined;
  let unlistenRedirects: (() => Promise<void>) | undefined;
  let unlistenDocuments: (() => Promise<void>) | undefined;
  let scheduledPublishing: { stop(): void } | undefined;
  let redirectHits: NodeJS.Timeout | undefined;
  let staffControl: { stop(): Promise<void> } | undefined;
  const purger = proxyPurger(app);
  const ready = (async () => {
    store = await keepTrying('opening the store', app.store.openInBackground, stopping.signal, failedOnce);
    const opened = store;
    retention = startLeadRetention({ db: async () => opened.db, days: settings.LEADS_RETENTION_DAYS });
    reminders = startReplyReminders({ db: async () => opened.db, settings });
    maintenance = startStoreMaintenance(opened);
    rollUps = startRollUps({
      db: async () => opened.jobs,
      everySeconds: settings.ANALYTICS_ROLLUP_SECONDS,
      retentionDays: settings.ANALYTICS_RETENTION_DAYS,
    });
    // A case changed on any instance (the staff editor, an import) shows at once on this one,
    // and through the proxies in front: each instance purges them once its own caches are dropped.
    const onCaseChange = (notice: CaseNotice | { type: 'resync' }) => {
      app.dropCachedCases();
      if (!purger) return;
      void casePurgePaths(notice, () => allCaseSlugs(opened.db))
        .then((paths) => purgeTwice(purger, paths))
        .catch((error: unknown) => console.warn(`[cache] could not list the cases to purge (${errorKind(error)})`));
    };
    unlistenCases = await keepTrying(
      'listening for case changes',
      () => dropCachesOnCaseChanges(opened, onCaseChange),
      stopping.signal,
      () => {},
    );
    // The redirects editors set: read once listening (no change slips between), again on each change
    // from any instance; a proxy in front forgets the not-found answer it may keep for the address.
    const reloadRedirects = (paths: string[] | undefined) => {
      app.redirects
        .load(opened.db)
        .catch((error: unknown) => console.warn(`[redirects] could not read the redirects (${errorKind(error)})`));
      if (purger && paths?.length) void purger.purge(paths);
    };
    unlistenRedirects = await keepTrying(
      'listening for redirect changes',
      () => onRedirectChanges(opened, reloadRedirects),
      stopping.signal,
      () => {},
    );
    await keepTrying(
      'reading the redirects',
      () => app.redirects.load(opened.db),
      stopping.signal,
      () => {},
    );
    // The published documents (prices, words): seeded into an empty store, read once listening,
    // again on each publish from any instance; their pages dropped here and at the proxies.
    unlistenDocuments = await keepTrying(
      'reading the content documents',
      () =>
        followDocuments(app, opened, (paths) => {
          if (purger) purgeTwice(purger, paths);
        }),
      stopping.signal,
      () => {},
    );
    scheduledPublishing = startScheduledPublishing({
      db: opened.db,
      everySeconds: settings.DOCUMENTS_SCHEDULE_SECONDS,
    });
    redirectHits = setInterval(
      () => void app.redirects.flushHits(opened.db, new Date()).catch(() => {}),
      REDIRECT_HITS_FLUSH_MS,
    ).unref();
    console.log(
      `Store: ${store.kind === 'pglite' ? `PGlite in ${settings.DATA_DIR}/` : 'PostgreSQL'}; public origin ${publicOrigin(settings)}`,
    );
    const seeded = await keepTrying('seeding the cases', app.seedCases, stopping.signal, () => {});
    if (seeded) console.log(`Cases: seeded ${seeded} success stories in every language`);
    const setup = await keepTrying(
      'looking for an administrator',
      () => issueSetupToken(opened.db),
      stopping.signal,
      () => {},
    );
    if (setup) {
      const link = new URL(setupPath(setup.token), publicOrigin(settings)).href;
      console.warn(
        `No administrator yet. Set up the first one (email and password) at this one-time link, valid until ${setup.expiresAt.toISOString()}: ${link}`,
      );
    }
    // `npm run staff` cannot open the embedded store this process holds: it asks this process.
    if (opened.kind === 'pglite') {
      staffControl = await startStaffControl(settings, { db: opened.db, auth: app.staffAuth }).catch(
        (error: unknown) => {
          console.warn(
            `[staff] the command line cannot reach this server (${errorKind(error)}); stop the server to run it`,
          );
          return undefined;
        },
      );
    }
  })().catch(() => {}); // only a stop ends it early
  const outboxWorker = startOutboxWorker({ settings, db: app.db });
  app.counting.recorder.start();
  const waited = setTimeout(failedOnce, STORE_WAIT_MS);
  await Promise.race([ready, firstFailure]);
  clearTimeout(waited);

  return {
    async stop() {
      stopping.abort();
      retention?.stop();
      reminders?.stop();
      maintenance?.stop();
      rollUps?.stop();
      await unlistenCases?.().catch(() => {});
      await unlistenRedirects?.().catch(() => {});
      await unlistenDocuments?.().catch(() => {});
      scheduledPublishing?.stop();
      clearInterval(redirectHits);
      if (store) await app.redirects.flushHits(store.db, new Date()).catch(() => {});
      await staffControl?.stop();
      await outboxWorker.stop();
      purger?.close();
      await app.close();
    },
  };
}
