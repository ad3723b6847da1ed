import { caseChanges } from './cases/changeFeed.ts';
import { startCommandChannel } from './commands/channel.ts';
import { commands } from './commands/index.ts';
import type { SiteApp } from './app.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Unlisten } from './db/listen.ts';
import { followChanges, type ChangeFeed, type StaleAnswers } from './changes/followChanges.ts';
import { startStoreMaintenance } from './db/maintenance.ts';
import { documentChanges, startScheduledPublishing } from './documents/live.ts';
import { publicOrigin } from './env.ts';
import { createProxyPurger, type ProxyPurger } from './http/proxyPurge.ts';
import { startOutboxWorker } from './leads/notify/outbox.ts';
import { startMailboxReader } from './leads/mailIn/mailbox.ts';
import { startLeadRetention } from './leads/privacy/personData.ts';
import { startRollUps } from './analytics/rollup.ts';
import { startReplyReminders } from './leads/routing/reminders.ts';
import { errorKind } from './log.ts';
import { redirectChanges } from './redirects/changeFeed.ts';
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

/** A change feed to follow on the store, whatever its notices. */
interface Follower {
  name: string;
  follow(store: DatabaseHandle, stale: StaleAnswers): Promise<Unlisten>;
}

const follower = <Notice>(feed: ChangeFeed<Notice>): Follower => ({
  name: feed.name,
  follow: (store, stale) => followChanges(feed, store, stale),
});

/**
 * The changes every instance follows, whichever instance made them: the cases, the redirects
 * and the published documents (prices, words), each kept current in memory and its stale pages
 * dropped here and at the proxies.
 */
function followers(app: SiteApp): Follower[] {
  return [
    follower(caseChanges(app.dropCachedCases)),
    follower(redirectChanges(app.redirects)),
    follower(documentChanges(app.documents)),
  ];
}

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
 * seed data, the command line's channel (embedded store: `commands/channel.ts`, listening before the
 * store opens), the first admin's setup link
 * (printed while no admin exists), the outbox worker, the leads' retention (LEADS_RETENTION_DAYS), the reply promise's reminders, the reply mailbox's reader (REPLY_IMAP_URL), the page views' writes and roll-ups (ANALYTICS_ROLLUP_SECONDS), the
 * changes followed (`followers`: cases, redirects, published documents), the content documents'
 * scheduled publishing (DOCUMENTS_SCHEDULE_SECONDS) and the redirect hits' flush. A store
 * that cannot be opened does not stop the start: it is tried again in the background while
 * pages that need no database are served, and forms answer with an error until it is back. Resolves once the store is open, or once
 * opening it has failed or taken too long.
 */
export async function startServices(app: SiteApp): Promise<Running> {
  const { settings } = app;
  const stopping = new AbortController();
  const firstFailure = Promise.withResolvers<void>();
  /** What was started, stopped in the order it started. */
  const started: { stop(): void | Promise<void> }[] = [];
  const purger = proxyPurger(app);
  const stale = { pageCache: app.pageCache, purge: (paths: string[]) => purger && purgeTwice(purger, paths) };
  const storeOpened = Promise.withResolvers<DatabaseHandle>();
  storeOpened.promise.catch(() => {});
  // The commands (`npm run content|staff|db ...`) cannot open the embedded store this process holds: they ask it.
  const embedded = (app.store.opened()?.kind ?? (settings.DATABASE_URL ? 'postgres' : 'pglite')) === 'pglite';
  const commandChannel = !embedded
    ? undefined
    : await startCommandChannel(settings, { opened: storeOpened.promise, staffAuth: app.staffAuth }, commands).catch(
        (error: unknown) => {
          console.warn(
            `[commands] the command line cannot reach this server (${errorKind(error)}); stop the server to run commands`,
          );
          return undefined;
        },
      );
  const ready = (async () => {
    const opened = await keepTrying('opening the store', app.store.openInBackground, stopping.signal, () =>
      firstFailure.resolve(),
    );
    storeOpened.resolve(opened);
    started.push(
      startLeadRetention({ db: async () => opened.db, days: settings.LEADS_RETENTION_DAYS }),
      startReplyReminders({ db: async () => opened.db, settings }),
      ...(settings.REPLY_IMAP_URL
        ? [startMailboxReader({ db: opened.db, settings: { ...settings, REPLY_IMAP_URL: settings.REPLY_IMAP_URL } })]
        : []),
      startStoreMaintenance(opened),
      startRollUps({
        db: async () => opened.jobs,
        everySeconds: settings.ANALYTICS_ROLLUP_SECONDS,
        retentionDays: settings.ANALYTICS_RETENTION_DAYS,
      }),
    );
    // A change made on any instance (a case saved, a redirect set, a publish) shows at once on this one.
    for (const { name, follow } of followers(app)) {
      const unlisten = await keepTrying(
        `following ${name}`,
        () => follow(opened, stale),
        stopping.signal,
        () => {},
      );
      started.push({ stop: () => unlisten().catch(() => {}) });
    }
    started.push(
      startScheduledPublishing({ db: opened.db, everySeconds: settings.DOCUMENTS_SCHEDULE_SECONDS }),
      flushRedirectHits(app, opened.db),
    );
    console.log(
      `Store: ${opened.kind === 'pglite' ? `PGlite in ${settings.DATA_DIR}/` : 'PostgreSQL'}; public origin ${publicOrigin(settings)}`,
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
  })().catch(() => {}); // only a stop ends it early
  const outboxWorker = startOutboxWorker({ settings, db: app.db });
  app.counting.recorder.start();
  const waited = setTimeout(() => firstFailure.resolve(), STORE_WAIT_MS);
  await Promise.race([ready, firstFailure.promise]);
  clearTimeout(waited);

  return {
    async stop() {
      stopping.abort();
      await commandChannel?.stop();
      for (const each of started) await each.stop();
      await outboxWorker.stop();
      purger?.close();
      await app.close();
    },
  };
}

/** Adds the redirect hits this instance counted to the store's every few seconds, and once more on stop. */
function flushRedirectHits(app: SiteApp, db: Database): { stop(): Promise<void> } {
  const timer = setInterval(
    () => void app.redirects.flushHits(db, new Date()).catch(() => {}),
    REDIRECT_HITS_FLUSH_MS,
  ).unref();
  return {
    async stop() {
      clearInterval(timer);
      await app.redirects.flushHits(db, new Date()).catch(() => {});
    },
  };
}
