/**
 * Uploaded case covers: the bytes are decoded with sharp (a file that only claims to be an
 * image is refused), turned upright, cropped to the covers' 16:9 and written in every width
 * and format the build makes for the shipped covers, and as the placeholder a case page draws
 * under it, without any metadata (EXIF, GPS, XMP).
 * The variants are named by the content hash of the upload, so their addresses never change.
 */
import sharp from 'sharp';
import { coverFormats, coverSize, coverWidths } from '../../data/caseCovers.ts';
import { COVER_ENCODING_VERSION, coverMimeTypes, encodeCoverPlaceholder, encodeCoverVariant } from './coverEncoding.ts';
import type { MediaStorage } from './storage.ts';
import { MAX_COVER_BYTES } from '../http/requestLimits.ts';
import { digestOf, inspectUpload, type ImageRefusal } from './uploadedImage.ts';

/** Why an upload was refused. */
export type CoverRefusal = ImageRefusal;

export type CoverUpload = { ok: true; coverImage: string; hash: string } | { ok: false; reason: CoverRefusal };

/** The file name under which a variant is stored: `{hash}-{width}.{format}`. */
export function coverFileName(hash: string, width: number, format: string): string {
  return `${hash}-${width}.${format}`;
}

/** The file name of an uploaded cover's placeholder (see `encodeCoverPlaceholder`). */
export function coverPlaceholderName(hash: string): string {
  return `${hash}-placeholder.avif`;
}

/** An upload checked and encoded in every variant, ready to store; or why it was refused. */
export type PreparedCover =
  | { ok: true; coverImage: string; hash: string; variants: { name: string; bytes: Buffer; contentType: string }[] }
  | { ok: false; reason: CoverRefusal };

/**
 * Checks an uploaded cover (its bytes, or the file the server put it in) and encodes its
 * variants, storing nothing: its `coverImage` value (`upload:{hash}`) names it from then on.
 */
export async function prepareCover(upload: Uint8Array | { path: string; bytes: number }): Promise<PreparedCover> {
  const image = await inspectUpload(upload, MAX_COVER_BYTES);
  if (!image.ok) return image;
  let source: Buffer;
  try {
    // Upright (EXIF orientation applied), 16:9 at the shipped sources' size, lossless in between.
    source = await sharp(image.input)
      .rotate()
      .resize({ width: coverSize.width, height: coverSize.height, fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  const hash = await digestOf(image.input, COVER_ENCODING_VERSION);
  const variants = [];
  for (const width of coverWidths) {
    for (const variant of coverFormats)
      variants.push({
        name: coverFileName(hash, width, variant),
        bytes: await encodeCoverVariant(source, width, variant),
        contentType: coverMimeTypes[variant],
      });
  }
  variants.push({
    name: coverPlaceholderName(hash),
    bytes: await encodeCoverPlaceholder(source),
    contentType: coverMimeTypes.avif,
  });
  return { ok: true, coverImage: `upload:${hash}`, hash, variants };
}

/** Writes a prepared cover's variants that `storage` does not hold yet. */
export async function storeCover(cover: Extract<PreparedCover, { ok: true }>, storage: MediaStorage): Promise<void> {
  for (const { name, ...file } of cover.variants) {
    if (!(await storage.get(name))) await storage.put(name, file);
  }
}

/** Checks and stores an uploaded cover. */
export async function ingestCover(bytes: Uint8Array, storage: MediaStorage): Promise<CoverUpload> {
  const prepared = await prepareCover(bytes);
  if (!prepared.ok) return prepared;
  await storeCover(prepared, storage);
  return { ok: true, coverImage: prepared.coverImage, hash: prepared.hash };
}
