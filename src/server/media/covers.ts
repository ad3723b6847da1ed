/**
 * Uploaded case covers: the bytes are decoded with sharp (a file that only claims to be an
 * image is refused), turned upright, cropped to the covers' 16:9 and written in every width
 * and format the build makes for the shipped covers, without any metadata (EXIF, GPS, XMP).
 * The variants are named by the content hash of the upload, so their addresses never change.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';
import { coverFormats, coverSize, coverWidths } from '../../data/caseCovers.ts';
import { COVER_ENCODING_VERSION, coverMimeTypes, encodeCoverVariant } from './coverEncoding.ts';
import type { MediaStorage } from './storage.ts';
import { MAX_COVER_BYTES } from '../http/requestLimits.ts';


/** Formats an upload may be in. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** Why an upload was refused. */
export type CoverRefusal = 'too-large' | 'not-an-image' | 'unsupported-format' | 'empty';

export type CoverUpload = { ok: true; coverImage: string; hash: string } | { ok: false; reason: CoverRefusal };

/** The file name under which a variant is stored: `{hash}-{width}.{format}`. */
export function coverFileName(hash: string, width: number, format: string): string {
  return `${hash}-${width}.${format}`;
}

/** An upload checked and encoded in every variant, ready to store; or why it was refused. */
export type PreparedCover = { ok: true; coverImage: string; hash: string; variants: { name: string; bytes: Buffer; contentType: string }[] } | { ok: false; reason: CoverRefusal };

/** The upload's digest, read from its file as a stream (never whole in memory) or from its bytes. */
async function digestOf(upload: Buffer | string): Promise<string> {
  const hash = createHash('sha256');
  if (typeof upload === 'string') for await (const chunk of createReadStream(upload)) hash.update(chunk as Buffer);
  else hash.update(upload);
  return hash.update(COVER_ENCODING_VERSION).digest('hex').slice(0, 16);
}

/**
 * Checks an uploaded cover (its bytes, or the file the server put it in) and encodes its
 * variants, storing nothing: its `coverImage` value (`upload:{hash}`) names it from then on.
 */
export async function prepareCover(upload: Uint8Array | { path: string; bytes: number }): Promise<PreparedCover> {
  const size = upload instanceof Uint8Array ? upload.byteLength : upload.bytes;
  if (!size) return { ok: false, reason: 'empty' };
  if (size > MAX_COVER_BYTES) return { ok: false, reason: 'too-large' };
  // sharp reads a file itself, a piece at a time.
  const input = upload instanceof Uint8Array ? Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength) : upload.path;
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (!format || !acceptedFormats.has(format)) return { ok: false, reason: 'unsupported-format' };
  let source: Buffer;
  try {
    // Upright (EXIF orientation applied), 16:9 at the shipped sources' size, lossless in between.
    source = await sharp(input).rotate().resize({ width: coverSize.width, height: coverSize.height, fit: 'cover' }).png().toBuffer();
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  const hash = await digestOf(input);
  const variants = [];
  for (const width of coverWidths) {
    for (const variant of coverFormats) variants.push({ name: coverFileName(hash, width, variant), bytes: await encodeCoverVariant(source, width, variant), contentType: coverMimeTypes[variant] });
  }
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
