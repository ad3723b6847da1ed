/**
 * An image an editor uploads, as the staff area's forms hand it over (its bytes, or the file the
 * server put it in): checked by decoding it with sharp, since a file that only claims to be an
 * image is refused, and named by a digest of its content.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';

/** Why an upload was refused. */
export type ImageRefusal = 'too-large' | 'not-an-image' | 'unsupported-format' | 'empty';

/** Formats an upload may be in. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** What sharp reads: the bytes, or the file's path (read a piece at a time, never whole in memory). */
type Input = Buffer | string;

/** An upload that decodes as a JPEG, PNG or WebP no larger than `maxBytes`, as sharp's input; or why not. */
export async function inspectUpload(
  upload: Uint8Array | { path: string; bytes: number },
  maxBytes: number,
): Promise<{ ok: true; input: Input } | { ok: false; reason: ImageRefusal }> {
  const size = upload instanceof Uint8Array ? upload.byteLength : upload.bytes;
  if (!size) return { ok: false, reason: 'empty' };
  if (size > maxBytes) return { ok: false, reason: 'too-large' };
  const input =
    upload instanceof Uint8Array ? Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength) : upload.path;
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (!format || !acceptedFormats.has(format)) return { ok: false, reason: 'unsupported-format' };
  return { ok: true, input };
}

/** The upload's digest (16 hex digits) with `salt` (what else decides the output: an encoding's version), read as a stream from a file. */
export async function digestOf(input: Input, salt: string): Promise<string> {
  const hash = createHash('sha256');
  if (typeof input === 'string') for await (const chunk of createReadStream(input)) hash.update(chunk as Buffer);
  else hash.update(input);
  return hash.update(salt).digest('hex').slice(0, 16);
}
