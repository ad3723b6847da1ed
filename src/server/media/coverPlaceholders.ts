/**
 * The placeholder a case page draws under its cover (see `encodeCoverPlaceholder`): a shipped
 * cover's is made by the build, an uploaded one's is stored with its variants. A cover hosted
 * elsewhere has none, nor does an upload stored before placeholders were made: the page then
 * fetches the cover first, as its largest paint.
 */
import placeholders from 'virtual:case-cover-placeholders';
import { resolveCover } from '../../data/caseCovers.ts';
import type { SiteApp } from '../app.ts';
import { placeholderUrl } from './coverEncoding.ts';
import { coverPlaceholderName } from './covers.ts';
import { mediaStorage } from './storage.ts';

/** The placeholder of a case's `coverImage` as a data URL, or undefined when it has none. */
export async function coverPlaceholder(app: SiteApp, coverImage: string | null): Promise<string | undefined> {
  const cover = resolveCover(coverImage);
  if (cover.kind === 'shipped') return placeholders[cover.name];
  if (cover.kind === 'external') return undefined;
  // A store that cannot answer leaves the page without one: the cover is fetched first instead.
  const file = await app
    .db()
    .then((db) => mediaStorage(app.settings, db).get(coverPlaceholderName(cover.hash)))
    .catch(() => undefined);
  return file && placeholderUrl(file.bytes);
}
