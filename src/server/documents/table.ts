/**
 * The published content documents each instance shows, kept in memory: loaded once the store
 * opens, loaded again on every publish (its notice, from any instance). Pages read them from
 * here, never from the store, so a page shown from documents costs no query. Until the first
 * load, `loaded` is false and those pages answer 503.
 */
import {
  documentKeys,
  documentKinds,
  SHARED,
  type DocumentData,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import { catalogWithCopy, copyKinds, type CopyKey } from '../../content/pageCopy.ts';
import type { Messages } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { PageId } from '../../routing/pages.ts';
import type { Database } from '../db/client.ts';
import { readPublishedDocuments, type PublishedDocument } from './published.ts';

/** The language a document of `key` is read in for a page in `lang`: `*` for a shared one. */
type LangOf<K extends DocumentKey> = (typeof documentKinds)[K]['scope'] extends 'shared' ? typeof SHARED : Lang;

const entryKey = (key: DocumentKey, lang: DocumentLang) => `${key}\u0000${lang}`;

export class DocumentTable {
  #documents: Map<string, PublishedDocument> | undefined;
  /** Bumped by every load asked for: a load that started before another is not kept. */
  #loads = 0;
  /** Each language's catalog with the published page copy, made on first use after a load. */
  #catalogs = new Map<Lang, Messages>();

  /** False until a load has finished. */
  get loaded(): boolean {
    return this.#documents !== undefined;
  }

  /** Reads the published documents from `db` again (an older load finishing later changes nothing). */
  async load(db: Database): Promise<void> {
    const load = ++this.#loads;
    const documents = await readPublishedDocuments(db);
    if (load !== this.#loads) return;
    this.#documents = new Map(documents.map((document) => [entryKey(document.key, document.lang), document]));
    this.#catalogs.clear();
  }

  /** `lang`'s catalog with the published page copy in place of the code's sections. */
  catalog(lang: Lang): Messages {
    let catalog = this.#catalogs.get(lang);
    if (!catalog) {
      catalog = catalogWithCopy(
        lang,
        (Object.keys(copyKinds) as CopyKey[]).map((key) => this.get(key, lang)),
      );
      this.#catalogs.set(lang, catalog);
    }
    return catalog;
  }

  /**
   * The published data of `key` in `lang` (`*` for a shared document); its seed when none is
   * stored or the stored one no longer fits its schema.
   */
  get<K extends DocumentKey>(key: K, lang: LangOf<K>): DocumentData<K> {
    const stored = this.#documents?.get(entryKey(key, lang));
    return (stored?.data ?? documentKinds[key].seed(lang)) as DocumentData<K>;
  }

  /** When `key` in `lang` was last published; undefined when it is not stored. */
  publishedAt(key: DocumentKey, lang: DocumentLang): Date | undefined {
    return this.#documents?.get(entryKey(key, lang))?.publishedAt;
  }

  /**
   * When `page` in `lang` last changed by a publish: the latest `publishedAt` of the documents it
   * is shown from (a shared one and `lang`'s); undefined when it is shown from none.
   */
  pagePublishedAt(page: PageId, lang: Lang): Date | undefined {
    const dates = documentKeys
      .filter((key) => (documentKinds[key].pages as readonly PageId[]).includes(page))
      .flatMap((key) => this.publishedAt(key, documentKinds[key].scope === 'shared' ? SHARED : lang) ?? []);
    return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;
  }
}
