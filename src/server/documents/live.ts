/**
 * Keeps an instance's documents current: the published documents as a change feed
 * (`followChanges`: seeded into an empty store, read once listening, again on every publish from
 * any instance, and the pages shown from them dropped); and publishes the drafts whose time has
 * come. Used by the server's start (`startup.ts`) and by `astro dev`.
 */
import {
  documentKeys,
  documentKinds,
  isDocumentKey,
  SHARED,
  shownIn,
  type DocumentKind,
  type DocumentLang,
} from '../../content/documents.ts';
import { asLang, languages, type Lang } from '../../i18n/languages.ts';
import { casePath, localizedPath } from '../../routing/localizedPath.ts';
import { indexedPages } from '../../routing/pages.ts';
import { allCaseSlugs } from '../cases/repository.ts';
import { followChanges, type ChangeFeed } from '../changes/followChanges.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { PageCache } from '../http/pageCache.ts';
import type { Unlisten } from '../db/listen.ts';
import { errorKind } from '../log.ts';
import { startPeriodic, type SetTimer } from '../periodic.ts';
import { onDocumentsPublished, type DocumentNotice } from './events.ts';
import { publishDueDocuments } from './schedule.ts';
import { seedDocumentsIfEmpty } from './store.ts';
import type { DocumentTable } from './table.ts';

/**
 * The public addresses a publish can make stale: the pages shown from the documents the notice
 * names, in the languages that show them (all of them for a document pages of every language
 * refer to, such as which versions are indexed; every page of the language for page copy, the case
 * stories' too: pages borrow each other's words), and the sitemap (their dates); every
 * document's when some notices may have been missed.
 */
async function documentPagePaths(
  notice: DocumentNotice | { type: 'resync' },
  caseSlugs: () => Promise<string[]>,
): Promise<string[]> {
  const documents = notice.type === 'published' ? notice.documents : documentKeys.map((key) => ({ key, lang: SHARED }));
  const paths: string[] = [];
  let everyPage: Lang[] = [];
  for (const { key, lang } of documents) {
    const shown: DocumentLang | undefined = lang === SHARED ? SHARED : asLang(lang);
    if (!isDocumentKey(key) || !shown) continue;
    const kind: DocumentKind = documentKinds[key];
    const langs = kind.allLanguages ? languages : shownIn(shown);
    if (kind.everyPage) everyPage = [...everyPage, ...langs];
    else paths.push(...kind.pages.flatMap((page) => langs.map((each) => localizedPath(each, page))));
  }
  if (everyPage.length) {
    const slugs = await caseSlugs().catch(() => []);
    for (const lang of new Set(everyPage))
      paths.push(
        ...indexedPages.map((page) => localizedPath(lang, page)),
        ...slugs.map((slug) => casePath(lang, slug)),
      );
  }
  return [...new Set([...paths, '/sitemap.xml'])];
}

/** The published documents the pages show, kept in `documents`: seeded into an empty store before listening. */
export function documentChanges(documents: DocumentTable): ChangeFeed<DocumentNotice | { type: 'resync' }> {
  return {
    name: 'the published documents',
    async channel(store, heard) {
      await seedDocumentsIfEmpty(store.db);
      return onDocumentsPublished(store, heard);
    },
    reload: (db) => documents.load(db),
    stalePaths: (notice, db) => documentPagePaths(notice, () => allCaseSlugs(db)),
  };
}

/**
 * Follows the published documents into `app.documents`; the pages of each publish are dropped from
 * `app.pageCache` and handed to `dropped` (for the proxies in front). Resolves with the way to stop.
 */
export function followDocuments(
  app: { documents: DocumentTable; pageCache: PageCache },
  store: DatabaseHandle,
  dropped: (paths: string[]) => void,
): Promise<Unlisten> {
  return followChanges(documentChanges(app.documents), store, { pageCache: app.pageCache, purge: dropped });
}

/**
 * Publishes the drafts scheduled for now or earlier every `everySeconds` (DOCUMENTS_SCHEDULE_SECONDS);
 * a failure is logged and the next run tries again. The timer and clock are injected for tests.
 */
export function startScheduledPublishing({
  db,
  everySeconds,
  now = () => new Date(),
  setTimer,
}: {
  db: Database;
  everySeconds: number;
  now?: () => Date;
  setTimer?: SetTimer;
}): { stop(): void } {
  const run = async () => {
    try {
      const published = await publishDueDocuments(db, now());
      for (const { key, lang, version } of published)
        console.log(`[documents] published ${key} (${lang}) version ${version} on schedule`);
    } catch (error) {
      console.warn(
        `[documents] could not publish the scheduled documents (${errorKind(error)}); trying again in ${everySeconds} s`,
      );
    }
  };
  return startPeriodic(run, { firstMs: everySeconds * 1000, everyMs: everySeconds * 1000, setTimer });
}
