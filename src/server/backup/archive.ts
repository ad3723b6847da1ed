/**
 * The backup file: a gzipped tar holding `manifest.json` first (the format's version, when and
 * from which store it was taken, how many leads, cases and media files it holds, the size and
 * SHA-256 of every other entry), then the store part under `store/` and the uploaded files
 * under `media/`. Written as a stream; read back entry by entry into a folder, every checksum
 * checked, before anything is restored.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { isMediaName } from '../media/storage.ts';

/** The version this code writes and reads; a backup of another version is refused. */
const BACKUP_FORMAT_VERSION = 1;
const FORMAT_NAME = 'site-backup';

/** What the operator did wrong or must know, said in one line; the command exits 2 and changes nothing. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where each store's part is in the archive. */
export const storeEntry = { pglite: 'store/pglite.tar.gz', postgres: 'store/postgres.dump' } as const;

/** Whether an entry may have this path: a store part, or an uploaded file as media storage names them. */
const isEntryPath = (path: string) =>
  Object.values(storeEntry).includes(path as never) || (path.startsWith('media/') && isMediaName(path.slice(6)));

const manifestSchema = z.object({
  format: z.literal(FORMAT_NAME),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  store: z.enum(['pglite', 'postgres']),
  counts: z.object({ leads: z.number().int().min(0), cases: z.number().int().min(0), media: z.number().int().min(0) }),
  entries: z.array(
    z.object({
      path: z.string().refine(isEntryPath, 'not a path a backup holds'),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type BackupCounts = Manifest['counts'];

/** One entry to write: its path, and its bytes as a buffer or as a file on disk. */
export interface ArchiveEntry {
  path: string;
  source: Buffer | { file: string };
}

/** SHA-256 and size of a buffer or a file. */
async function digest(source: ArchiveEntry['source']): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const chunks = Buffer.isBuffer(source) ? [source] : createReadStream(source.file);
  for await (const chunk of chunks as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The manifest of `entries` (each read once here to checksum it). */
export async function manifestOf(
  store: Manifest['store'],
  counts: BackupCounts,
  entries: readonly ArchiveEntry[],
  now: Date,
): Promise<Manifest> {
  const listed = [];
  for (const entry of entries) listed.push({ path: entry.path, ...(await digest(entry.source)) });
  return {
    format: FORMAT_NAME,
    version: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    store,
    counts,
    entries: listed,
  };
}

/** Writes the archive of `manifest` and its `entries` to `out` (which it ends). */
export async function writeArchive(manifest: Manifest, entries: readonly ArchiveEntry[], out: Writable): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const add = async (path: string, source: ArchiveEntry['source'], size: number) => {
    // tar-stream's entries are streamx streams, which behave as Node's for write, drain and end.
    let sink!: Writable;
    const done = new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: path, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
      sink = entry as unknown as Writable;
    });
    for await (const chunk of Buffer.isBuffer(source) ? [source] : createReadStream(source.file))
      if (!sink.write(chunk)) await once(sink, 'drain');
    sink.end();
    await done;
  };
  try {
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await add('manifest.json', json, json.length);
    for (const entry of entries)
      await add(entry.path, entry.source, manifest.entries.find((e) => e.path === entry.path)!.bytes);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

/** Reads and checks a manifest's JSON: a site backup, of the version this code knows. */
function parseManifest(text: string, file: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not a site backup (its manifest is not JSON).`);
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== FORMAT_NAME) throw new BackupError(`${file} is not a site backup (no site manifest).`);
  if (format.version !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${file} is a backup of format version ${JSON.stringify(format.version)}; this version of the site reads version ${BACKUP_FORMAT_VERSION} only.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${file} has a damaged manifest (${parsed.error.issues[0]!.message}).`);
  return parsed.data;
}

/**
 * Unpacks the backup `file` into the folder `into` (store part and media as named in the archive)
 * and checks it whole: gzip and tar readable to the end, the manifest first and of this version,
 * every listed entry present once with its size and checksum, nothing else. Throws BackupError
 * with one line saying what is wrong.
 */
export async function unpackArchive(file: string, into: string): Promise<Manifest> {
  let handle;
  try {
    handle = await open(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `No file ${file}.` : `Cannot read ${file} (${code}).`);
  }
  const head = Buffer.alloc(2);
  const { bytesRead } = await handle.read(head, 0, 2, 0);
  await handle.close();
  if (bytesRead < 2 || head[0] !== 0x1f || head[1] !== 0x8b) throw new BackupError(`${file} is not a site backup.`);

  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {}); // awaited below; a truncated file may fail it while an entry is read
  let manifest: Manifest | undefined;
  const seen = new Map<string, { bytes: number; sha256: string }>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== 'manifest.json') throw new BackupError(`${file} is not a site backup (no manifest first).`);
        let text = '';
        for await (const chunk of entry) text += chunk;
        manifest = parseManifest(text, file);
        continue;
      }
      if (entry.header.type !== 'file' || !isEntryPath(name) || seen.has(name))
        throw new BackupError(`${file} holds an entry it should not: ${JSON.stringify(name)}.`);
      const target = join(into, name);
      await mkdir(join(target, '..'), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      const out = await open(target, 'wx', 0o600);
      try {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      seen.set(name, { bytes, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (error instanceof BackupError) throw error;
    // The reading's own failure says why (such as "unexpected end of file"), not the entry it broke off.
    const cause = await reading.then(
      () => error as Error,
      (failure: Error) => failure,
    );
    throw new BackupError(`${file} is truncated or damaged (${cause.message}).`);
  }
  if (!manifest) throw new BackupError(`${file} is not a site backup (empty).`);
  for (const listed of manifest.entries) {
    const found = seen.get(listed.path);
    if (!found) throw new BackupError(`${file} is incomplete: ${listed.path} is missing.`);
    if (found.bytes !== listed.bytes || found.sha256 !== listed.sha256)
      throw new BackupError(`${file} is damaged: ${listed.path} does not match its checksum.`);
    seen.delete(listed.path);
  }
  if (seen.size) throw new BackupError(`${file} holds ${[...seen.keys()][0]}, which its manifest does not list.`);
  return manifest;
}
