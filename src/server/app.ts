/**
 * The app: everything the site keeps between requests, made once from the settings and passed
 * down. The server makes one at start (`serve.ts`) and hands it to every page and action as
 * `Astro.locals.app`; `astro dev` makes one for its server (`src/integrations/siteApp.ts`);
 * a command line or a test makes its own. No module keeps state of its own, so two apps in one
 * process share nothing, and the server's copy of a module and the build's copy of it (the
 * server imports the sources, the build bundles its own) never disagree: they read one app.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { createCasesSource, CasesReader } from './cases/source.ts';
import { seedCasesIfEmpty } from './cases/seed.ts';
import { createStore, type Database, type DatabaseHandle, type Store } from './db/client.ts';
import type { Env } from './env.ts';
import { createHealth, type Health } from './health.ts';
import { isCasesDerived } from './cases/events.ts';
import { PageCache } from './http/pageCache.ts';
import { RedirectTable } from './redirects/table.ts';
import { DocumentTable } from './documents/table.ts';
import { createCounting, type Counting } from './analytics/counting.ts';
import { createLeadAdmission, type Admission } from './leads/intake/admission.ts';
import { createLeadEventBus, type LeadEventBus } from './leads/inbox/events.ts';
import {
  createRateLimiter,
  createSpamLimiters,
  type LeadRateLimiter,
  type SpamLimiters,
} from './leads/intake/rateLimit.ts';
import { proofKey } from './leads/intake/spam/proof.ts';
import { formTokenKey, issueFormToken } from './leads/intake/spam/formToken.ts';
import { errorKind } from './log.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { openStaffAuth, type StaffAuth } from './staff/auth.ts';
import { createSignInLimiter, type SignInLimiter } from './staff/signInLimit.ts';

export interface SiteApp {
  /** The validated settings (docs/operate/configuration.md). */
  readonly settings: Env;
  /** The store: PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL. */
  readonly store: Store;
  /** On-demand answers kept for their shared lifetime (`src/middleware.ts`, `http/cachedPages.ts`). */
  readonly pageCache: PageCache;
  /** The cases' reads, over the store or the old backend. */
  readonly cases: CasesReader;
  readonly metrics: Metrics;
  readonly health: Health;
  /** The queue lead sends wait in for the store. */
  readonly leadAdmission: Admission;
  readonly signInLimiter: SignInLimiter;
  /** Page counting: the day's salt, the views waiting to be written, the beacon limiter. */
  readonly counting: Counting;
  /**
   * Uploaded covers are decoded and encoded one at a time: a camera photo takes about 100 MB
   * while it is decoded, so five editors uploading at once would take five times that; the
   * others wait their turn, their files already on disk (`npm run bench:uploads` measures it).
   */
  readonly coverWork: LimitFunction;
  /** The redirects editors set, answered from memory (`redirects/table.ts`; loaded by the start, again on every change). */
  readonly redirects: RedirectTable;
  /**
   * The published content documents (prices, words) the pages show, from memory
   * (`documents/table.ts`; loaded by the start, again on every publish). Until the first load the
   * pages shown from them answer 503.
   */
  readonly documents: DocumentTable;
  /** The form sends' rate limiter (Redis when REDIS_URL is set), made on first use. */
  leadRateLimiter(): Promise<LeadRateLimiter>;
  /** The spam rules' limits, made on first use: sends per network (`network`), challenges per visitor (`challenge`). */
  spamLimiters(): Promise<SpamLimiters>;
  /** The key proof-of-work challenges are signed with (`leads/intake/spam/proof.ts`), read once. */
  proofKey(): Promise<string>;
  /** The key form tokens are signed with (`leads/intake/spam/formToken.ts`), read once. */
  formTokenKey(): Promise<string>;
  /**
   * A form token for a page rendered now (the app's clock), for its forms' hidden field; empty
   * when the key cannot be read (the store is down, and could not take the lead either).
   */
  formToken(): Promise<string>;
  /** Better Auth on the store, made on first use. */
  staffAuth(): Promise<StaffAuth>;
  /** The live inbox's notices, heard once per app. */
  leadEvents(): Promise<LeadEventBus>;
  /** Seeds the cases into an empty store, once (the start does it; `astro dev` on its first case page). */
  seedCases(): Promise<number>;
  /** The store's database: shorthand for `(await store.database()).db`. */
  db(): Promise<Database>;
  /** Drops what was made from the cases: the reads' answers and the page cache's case pages, lists, sitemap and API. */
  dropCachedCases(): void;
  /** Closes what the app opened: the limiters, the live inbox, the page views waiting (written first), the store. */
  close(): Promise<void>;
}

/**
 * The promise `create` returns, shared by every caller while it is pending or fulfilled; a
 * rejected one is forgotten, so the next caller tries again (a store that was down at start).
 */
function sharedUntilFailure<T>(create: () => Promise<T>): { get(): Promise<T>; started(): Promise<T> | undefined } {
  let pending: Promise<T> | undefined;
  return {
    get() {
      if (!pending) {
        const made = create();
        pending = made;
        made.catch(() => {
          if (pending === made) pending = undefined;
        });
      }
      return pending;
    },
    started: () => pending,
  };
}

/**
 * How long a page with a form waits for a store still opening, to sign its form's token: the
 * store opens (and migrates) within seconds of the start, more on a busy machine; a page goes
 * out unsigned only past nginx's read timeout (30 s), when its visitor would be gone anyway.
 */
const FORM_TOKEN_STORE_WAIT_MS = 30_000;

/**
 * An app on `settings`; nothing is opened until it is used (the server opens the store at
 * start, `startup.ts`). A test may hand it a store it opened itself (`handle`).
 */
export function createApp(
  settings: Env,
  { handle: opened, now }: { handle?: DatabaseHandle; now?: () => Date } = {},
): SiteApp {
  const store = createStore(settings, opened);
  const handle = (): Promise<DatabaseHandle> => store.database();
  const db = async () => (await handle()).db;
  const seeding = sharedUntilFailure(async () => seedCasesIfEmpty(await db()));
  const pageCache = new PageCache();
  const cases = new CasesReader(
    createCasesSource(settings, async () => {
      await seeding.get();
      return db();
    }),
  );
  const rateLimiter = sharedUntilFailure(() => createRateLimiter(settings));
  const spamLimiters = sharedUntilFailure(() => createSpamLimiters(settings));
  const key = sharedUntilFailure(async () => proofKey(await db(), settings));
  const tokenKey = sharedUntilFailure(async () => formTokenKey(await db()));
  const auth = sharedUntilFailure(async () => openStaffAuth(await db(), settings));
  const events = sharedUntilFailure(async () => createLeadEventBus(await handle()));
  const signInLimiter = createSignInLimiter(settings);
  const counting = createCounting(settings, db, now);
  return {
    settings,
    store,
    pageCache,
    cases,
    metrics: createMetrics(store.opened),
    health: createHealth(store.opened),
    leadAdmission: createLeadAdmission(settings),
    signInLimiter,
    counting,
    coverWork: pLimit(1),
    redirects: new RedirectTable(),
    documents: new DocumentTable(),
    leadRateLimiter: rateLimiter.get,
    spamLimiters: spamLimiters.get,
    proofKey: key.get,
    formTokenKey: tokenKey.get,
    async formToken() {
      const sign = async () => issueFormToken(await tokenKey.get(), (now?.() ?? new Date()).getTime());
      try {
        return await sign();
      } catch (error) {
        try {
          // A server still opening its store would give a page whose form counts as a bot's:
          // wait a moment for the store (joining the attempt under way) before giving up.
          if ((error as Error).name !== 'StoreUnavailableError') throw error;
          await Promise.race([
            store.openInBackground(),
            new Promise((_, fail) => setTimeout(() => fail(error), FORM_TOKEN_STORE_WAIT_MS).unref()),
          ]);
          return await sign();
        } catch (failed) {
          console.warn(`[leads] could not sign a form token: ${errorKind(failed)}`);
          return '';
        }
      }
    },
    staffAuth: auth.get,
    leadEvents: events.get,
    seedCases: seeding.get,
    db,
    dropCachedCases() {
      cases.forget();
      pageCache.drop(isCasesDerived);
    },
    async close() {
      const closing = [
        rateLimiter.started()?.then((limiter) => limiter.close()),
        spamLimiters.started()?.then((limiters) => Promise.all([limiters.network.close(), limiters.challenge.close()])),
        events.started()?.then((bus) => bus.close()),
        signInLimiter.close(),
        counting.close(),
      ];
      await Promise.allSettled(closing);
      await store.close();
    },
  };
}
