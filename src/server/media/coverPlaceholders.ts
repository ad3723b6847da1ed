/**
 * The placeholder a case page draws under its cover (see `encodeCoverPlaceholder`): a shipped
 * cover's is made by the build, an uploaded one's is stored with its variants. A cover hosted
 * elsewhere has none, nor does one too plain to count as the largest paint: the page then fetches
 * the cover first, as its largest paint.
 */
import placeholders from 'virtual:case-cover-placeholders';
import { resolveCover } from '../../data/caseCovers.ts';
import type { SiteApp } from '../app.ts';
import { errorKind } from '../log.ts';
import { coverMimeTypes, encodeCoverPlaceholder, usablePlaceholder } from './coverEncoding.ts';
import { coverFileName, coverPlaceholderName } from './covers.ts';
import { mediaStorage, type MediaStorage } from './storage.ts';

/** The placeholders being written for uploads that had none, by the upload's hash. */
const filling = new Map<string, Promise<void>>();

/**
 * Writes the placeholder of a cover uploaded before placeholders were made, from its stored 800
 * pixel JPEG, in the background: once at a time per cover, and again on a later page only if
 * this one failed. Encoding takes a second or two of one core, off the event loop.
 */
function fillPlaceholder(storage: MediaStorage, hash: string): void {
  if (filling.has(hash)) return;
  const filled = (async () => {
    const source = await storage.get(coverFileName(hash, 800, 'jpg'));
    if (!source) return;
    const bytes = await encodeCoverPlaceholder(source.bytes);
    await storage.put(coverPlaceholderName(hash), { bytes, contentType: coverMimeTypes.avif });
  })()
    .catch((error: unknown) => console.warn(`[covers] could not write a placeholder: ${errorKind(error)}`))
    .finally(() => filling.delete(hash));
  filling.set(hash, filled);
}

/** The placeholder being written for upload `hash`, if one is. */
export const placeholderBeingFilled = (hash: string): Promise<void> | undefined => filling.get(hash);

/**
 * The placeholder of upload `hash` as a data URL. An upload stored before placeholders has none
 * yet: its page goes without this time, and its placeholder is written for the pages after.
 */
export async function uploadedPlaceholder(storage: MediaStorage, hash: string): Promise<string | undefined> {
  const file = await storage.get(coverPlaceholderName(hash));
  if (!file) fillPlaceholder(storage, hash);
  return file && usablePlaceholder(file.bytes);
}

/** The placeholder of a case's `coverImage` as a data URL, or undefined when it has none. */
export async function coverPlaceholder(app: SiteApp, coverImage: string | null): Promise<string | undefined> {
  const cover = resolveCover(coverImage);
  if (cover.kind === 'shipped') return placeholders[cover.name];
  if (cover.kind === 'external') return undefined;
  // A store that cannot answer leaves the page without one: the cover is fetched first instead.
  return app
    .db()
    .then((db) => uploadedPlaceholder(mediaStorage(app.settings, db), cover.hash))
    .catch(() => undefined);
}
