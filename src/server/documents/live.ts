/**
 * Keeps an instance's documents current: seeds an empty store, reads the published documents
 * once listening (no publish slips between), again on every notice from any instance, and then
 * drops the page cache's answers of the pages shown from them; and publishes the drafts whose
 * time has come. Used by the server's start (`startup.ts`) and by `astro dev`.
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
import type { SiteApp } from '../app.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Unlisten } from '../db/listen.ts';
import { errorKind } from '../log.ts';
import { startPeriodic, type SetTimer } from '../periodic.ts';
import { onDocumentsPublished, type DocumentNotice } from './events.ts';
import { publishDueDocuments, seedDocumentsIfEmpty } from './store.ts';

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

/** True for a page cache key (path and query) that is an answer of one of `paths`. */
function answerOf(paths: readonly string[]): (key: string) => boolean {
  const wanted = new Set(paths);
  return (key) => {
    const query = key.indexOf('?');
    return wanted.has(query < 0 ? key : key.slice(0, query));
  };
}

/**
 * Seeds the documents into an empty store, listens for publishes and reads the documents once
 * listening. On each notice the documents are read again, and only then are the pages shown
 * from them dropped from the page cache (a page rendered meanwhile from the old ones is not
 * kept) and handed to `dropped` (for the proxies in front). Resolves with the way to stop.
 */
export async function followDocuments(
  app: SiteApp,
  store: DatabaseHandle,
  dropped: (paths: string[]) => void,
): Promise<Unlisten> {
  await seedDocumentsIfEmpty(store.db);
  const unlisten = await onDocumentsPublished(store, (notice) => {
    void documentPagePaths(notice, () => allCaseSlugs(store.db))
      .then(async (paths) => {
        await app.documents
          .load(store.db)
          .catch((error: unknown) =>
            console.warn(`[documents] could not read the published documents (${errorKind(error)})`),
          );
        app.pageCache.drop(answerOf(paths));
        dropped(paths);
      })
      .catch((error: unknown) =>
        console.warn(`[documents] could not drop the pages of a publish (${errorKind(error)})`),
      );
  });
  try {
    await app.documents.load(store.db);
  } catch (error) {
    await unlisten();
    throw error;
  }
  return unlisten;
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
