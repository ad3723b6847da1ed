/**
 * The files a member sends with a reply to a lead: read from where the server put them aside
 * (`http/uploads.ts`), at most MAX_ATTACHMENTS_BYTES together, each of a kind its content shows
 * (its first bytes), whatever its name says: PDF, pictures, office documents, ZIP, plain text.
 */
import { readFile } from 'node:fs/promises';
import { MAX_ATTACHMENTS_BYTES } from '../../http/requestLimits.ts';
import { postedFile, TOO_LARGE } from '../../http/uploads.ts';

/** A file ready to store with its message. */
export interface Attachment {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Why the files were refused: together too large, or one of a kind not sent (named). */
export type AttachmentRefusal = { refusal: 'filesTooLarge' } | { refusal: 'fileType'; file: string };

const starts = (bytes: Buffer, signature: string | number[], at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.subarray(at, at + expected.length).equals(expected);
};

/** The OpenDocument kinds, by the `mimetype` entry a document's ZIP starts with. */
const openDocument = /^application\/vnd\.oasis\.opendocument\.(?:text|spreadsheet|presentation)$/;

/** An office document's type from the entries of its ZIP (their names are stored as text). */
function zipType(bytes: Buffer): string {
  if (starts(bytes, 'mimetype', 30)) {
    const declared = bytes
      .subarray(38, 38 + 80)
      .toString('latin1')
      .split('PK')[0]!;
    if (openDocument.test(declared)) return declared;
  }
  const names = bytes.toString('latin1');
  const ooxml = 'application/vnd.openxmlformats-officedocument.';
  if (names.includes('[Content_Types].xml')) {
    if (names.includes('word/document')) return `${ooxml}wordprocessingml.document`;
    if (names.includes('xl/workbook')) return `${ooxml}spreadsheetml.sheet`;
    if (names.includes('ppt/presentation')) return `${ooxml}presentationml.presentation`;
  }
  return 'application/zip';
}

/** True for bytes that are UTF-8 text: no control characters but tabs, line breaks and form feeds. */
function isText(bytes: Buffer): boolean {
  if (!bytes.length) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

/** The type a file's content shows, among those a reply sends; undefined for any other. */
export function contentTypeOf(bytes: Buffer): string | undefined {
  if (starts(bytes, '%PDF-')) return 'application/pdf';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, 'GIF87a') || starts(bytes, 'GIF89a')) return 'image/gif';
  if (starts(bytes, 'RIFF') && starts(bytes, 'WEBP', 8)) return 'image/webp';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipType(bytes);
  if (isText(bytes)) return 'text/plain; charset=utf-8';
  return undefined;
}

/** A file's name as a mail may carry it: one line, no path, no control characters, at most 200 characters. */
export function attachmentName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\r\n\t\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/** The files posted in `fields` (as `postedFile` names them), checked; a refusal when they may not be sent. */
export async function readAttachments(fields: readonly string[]): Promise<Attachment[] | AttachmentRefusal> {
  const posted = fields.map(postedFile).filter((file) => file !== undefined);
  if (posted.includes(TOO_LARGE)) return { refusal: 'filesTooLarge' };
  const files = posted.filter((file) => file !== TOO_LARGE);
  if (files.reduce((sum, file) => sum + file.bytes, 0) > MAX_ATTACHMENTS_BYTES) return { refusal: 'filesTooLarge' };
  const attachments: Attachment[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = await readFile(file.path);
    const name = attachmentName(file.name, `attachment-${index + 1}`);
    const contentType = contentTypeOf(bytes);
    if (!contentType) return { refusal: 'fileType', file: name };
    attachments.push({ name, contentType, bytes });
  }
  return attachments;
}
