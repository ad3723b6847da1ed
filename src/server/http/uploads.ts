/**
 * Files posted with the staff area's forms (a case's cover, an import file), read as they
 * arrive: each file streamed to a file of its own on disk, never held whole in memory, up to its
 * form's limit; the form's text fields kept as typed. Astro then reads the same form with each
 * file replaced by a field naming it (`spooled:{token}`), or `too-large` when it was larger than
 * its limit (its bytes read and dropped), so the handler can say so beside everything that was
 * typed. Only a signed-in member allowed to use the form gets this far (`serve.ts` asks first);
 * anyone else's post is read with the staff area's usual limit. The files are removed once the
 * answer is sent.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import type { UploadLimit } from './requestLimits.ts';

/** Where posted files wait while their request is answered. */
const UPLOAD_DIR = join(tmpdir(), 'site-uploads');
/** `spooled:{token}`, then `:` and the file's name as picked (URI-encoded) when it had one. */
const SPOOLED = /^spooled:([0-9a-f]{32})(?::([^:]*))?$/;
/** What a file field says when its file was larger than the form takes. */
export const TOO_LARGE = 'too-large';

/** A file field's value as the handler gets it: a file on disk (with the name it was picked under), `too-large`, or nothing picked. */
export type PostedFile = { path: string; bytes: number; name: string } | typeof TOO_LARGE | undefined;

/** The file a form's field names (`spooled:{token}`, as this module wrote it), if it is there. */
export function postedFile(value: string | undefined): PostedFile {
  if (value === TOO_LARGE) return TOO_LARGE;
  const [, token, encodedName = ''] = SPOOLED.exec(value ?? '') ?? [];
  if (!token) return undefined;
  const path = join(UPLOAD_DIR, token);
  let name = '';
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    // not as this module wrote it: the file keeps no name
  }
  try {
    return { path, bytes: statSync(path).size, name };
  } catch {
    return undefined; // gone, or never written: a made-up name
  }
}

/** A request whose body has been read: Astro's adapter takes a Buffer `body` as it is. */
type ReadRequest = IncomingMessage & { body?: Buffer };

/** True for a multipart form's post, which `spoolUploads` reads. */
export const isMultipart = (req: IncomingMessage): boolean =>
  req.method === 'POST' && /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

/**
 * Reads a multipart post under `limit`: files to disk, fields into memory, then `next` with
 * `req.body` the form Astro reads. `tooLarge` answers 413 when the fields alone exceed their
 * limit or the body is malformed past reading.
 */
export function spoolUploads(
  req: ReadRequest,
  res: ServerResponse,
  limit: UploadLimit,
  next: () => void,
  tooLarge: () => void,
): void {
  mkdirSync(UPLOAD_DIR, { recursive: true });
  const written: string[] = [];
  res.once('close', () => void Promise.all(written.map((path) => rm(path, { force: true }))));
  const form = new FormData();
  const files: Promise<void>[] = [];
  let fieldBytes = 0;
  let refused = false;
  let answered = false;
  const refuse = () => {
    if (answered) return;
    answered = true;
    req.unpipe();
    req.resume();
    tooLarge();
  };
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({
      headers: req.headers as never,
      limits: { fileSize: limit.fileBytes, fieldSize: limit.fieldBytes, files: limit.files, fieldNameSize: 200 },
    });
  } catch {
    return refuse();
  }
  // Past the whole post's limit nothing more is read: a proxy in front allows no more either.
  let bodyBytes = 0;
  req.on('data', (chunk: Buffer) => {
    bodyBytes += chunk.length;
    if (bodyBytes > limit.bodyBytes) {
      res.setHeader('Connection', 'close');
      refuse();
    }
  });
  parser.on('field', (name, value) => {
    fieldBytes += Buffer.byteLength(value) + name.length;
    if (fieldBytes > limit.fieldBytes) refused = true;
    else form.append(name, value);
  });
  parser.on('file', (name, stream, filename) => {
    if (!filename) return void stream.resume(); // a file input left empty
    const token = randomBytes(16).toString('hex');
    const path = join(UPLOAD_DIR, token);
    written.push(path);
    files.push(
      pipeline(stream, createWriteStream(path)).then(() => {
        form.append(name, stream.truncated ? TOO_LARGE : `spooled:${token}:${encodeURIComponent(filename)}`);
      }),
    );
  });
  parser.on('error', refuse);
  parser.on('finish', () => {
    void Promise.all(files).then(async () => {
      if (refused) return refuse();
      if (answered) return;
      answered = true;
      const encoded = new Response(form);
      req.body = Buffer.from(await encoded.arrayBuffer());
      req.headers['content-type'] = encoded.headers.get('content-type') ?? undefined;
      req.headers['content-length'] = String(req.body.length);
      delete req.headers['transfer-encoding'];
      next();
    }, refuse);
  });
  req.pipe(parser);
}
