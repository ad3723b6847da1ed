/**
 * Backups of everything the site keeps, on either store: the leads, cases, content, settings and
 * secrets in the store (the PGlite data folder, or a `pg_dump` of the PostgreSQL database) and
 * the uploaded covers and social images (files under DATA_DIR/media with PGlite, rows of the store
 * with PostgreSQL), in one archive with a manifest (see archive.ts). Taken from an open store, so
 * the command line and a running server take them alike; checked without restoring; restored
 * into DATA_DIR or DATABASE_URL only once the whole file has been read and checked.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import {
  BackupError,
  manifestOf,
  storeEntry,
  unpackArchive,
  writeArchive,
  type ArchiveEntry,
  type BackupCounts,
  type Manifest,
} from './archive.ts';
import { loadPgliteDump } from './pgliteStore.ts';
import { checkPostgresDump, dumpPostgres, restorePostgres } from './postgresStore.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { claimStore, releaseStore } from '../db/storeLock.ts';
import type { Env } from '../env.ts';
import { isMediaName } from '../media/storage.ts';

export { BackupError } from './archive.ts';

type StoreSettings = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>;

/** What a backup holds, as its manifest says. */
export interface BackupSummary {
  store: Manifest['store'];
  createdAt: string;
  counts: BackupCounts;
}

const summaryOf = (manifest: Manifest): BackupSummary => ({
  store: manifest.store,
  createdAt: manifest.createdAt,
  counts: manifest.counts,
});

/** "25 leads, 3 cases, 12 media files": what a summary's counts say to an operator. */
export function describeCounts({ leads, cases, media }: BackupCounts): string {
  return `${leads} leads, ${cases} cases, ${media} media files`;
}

/** The uploaded files under DATA_DIR/media (none if it does not exist yet). */
async function mediaFilesIn(dataDir: string): Promise<ArchiveEntry[]> {
  const folder = join(dataDir, 'media');
  const names = existsSync(folder) ? (await readdir(folder)).filter(isMediaName).sort() : [];
  return names.map((name) => ({ path: `media/${name}`, source: { file: join(folder, name) } }));
}

/** A temporary folder for `work`, removed afterwards. */
async function inTemporaryFolder<T>(parent: string, work: (folder: string) => Promise<T>): Promise<T> {
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(join(parent, '.backup-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Writes a backup of the open store `handle` (and, on PGlite, of the files under
 * DATA_DIR/media) to `out`, which it ends. The PGlite dump is taken from the handle's own client
 * (`dumpDataDir`), so a running server can call this; its counts are read from the dump itself.
 */
export async function createBackup(
  handle: DatabaseHandle,
  settings: StoreSettings,
  out: Writable,
  now = new Date(),
): Promise<BackupSummary> {
  if (handle.kind === 'postgres') {
    const url = settings.DATABASE_URL;
    if (!url) throw new Error('A PostgreSQL store needs DATABASE_URL to be backed up');
    return inTemporaryFolder(tmpdir(), async (folder) => {
      const dump = join(folder, 'postgres.dump');
      const counts = await dumpPostgres(url, dump);
      const entries: ArchiveEntry[] = [{ path: storeEntry.postgres, source: { file: dump } }];
      const manifest = await manifestOf('postgres', counts, entries, now);
      await writeArchive(manifest, entries, out);
      return summaryOf(manifest);
    });
  }
  if (!handle.dumpDataDir) throw new Error('This store handle cannot dump its data folder');
  const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  const stored = await loadPgliteDump(new Blob([dump]));
  const media = await mediaFilesIn(settings.DATA_DIR);
  const entries: ArchiveEntry[] = [{ path: storeEntry.pglite, source: dump }, ...media];
  const manifest = await manifestOf('pglite', { ...stored, media: media.length }, entries, now);
  await writeArchive(manifest, entries, out);
  return summaryOf(manifest);
}

/**
 * Checks that the backup unpacked in `folder` holds what its manifest counts and that its store
 * part loads: a PGlite dump into a PGlite in memory, or in the folder `loadInto` (left there).
 */
async function checkStorePart(manifest: Manifest, folder: string, file: string, loadInto?: string): Promise<void> {
  if (manifest.store === 'postgres') return checkPostgresDump(join(folder, storeEntry.postgres));
  const media = manifest.entries.filter((entry) => entry.path.startsWith('media/')).length;
  if (media !== manifest.counts.media)
    throw new BackupError(`${file} holds ${media} media files; its manifest says ${manifest.counts.media}.`);
  let loaded;
  try {
    loaded = await loadPgliteDump(join(folder, storeEntry.pglite), loadInto);
  } catch (error) {
    throw new BackupError(`${file}: its store does not load (${(error as Error).message}).`);
  }
  if (loaded.leads !== manifest.counts.leads || loaded.cases !== manifest.counts.cases)
    throw new BackupError(
      `${file}: its store holds ${loaded.leads} leads and ${loaded.cases} cases; its manifest says ${manifest.counts.leads} and ${manifest.counts.cases}.`,
    );
}

/**
 * Checks the backup `file` without restoring it: readable to the end, a manifest of this
 * version, every checksum right, and the store part loads (PGlite: into a PGlite in memory,
 * its leads and cases counted against the manifest; PostgreSQL: pg_restore reads it).
 */
export async function verifyBackup(file: string): Promise<BackupSummary> {
  return inTemporaryFolder(tmpdir(), async (folder) => {
    const manifest = await unpackArchive(file, folder);
    await checkStorePart(manifest, folder, file);
    return summaryOf(manifest);
  });
}

/** A file name's stamp for a store put aside at `now`. */
const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** What a restore did: what the backup held, and where the store it replaced was put. */
export interface RestoreSummary extends BackupSummary {
  /** The replaced store and media folders (PGlite), kept aside. */
  keptAside: string[];
}

/**
 * Restores the backup `file`: into DATABASE_URL when set (refused when that database has tables,
 * unless `replace`), else into DATA_DIR, refused while another process holds the store there. The
 * whole file is read and checked first; on PGlite the store and media it replaces are kept aside
 * as `pglite.replaced-{time}` and `media.replaced-{time}`.
 */
export async function restoreBackup(
  file: string,
  settings: StoreSettings,
  options: { replace?: boolean; now?: Date } = {},
): Promise<RestoreSummary> {
  const now = options.now ?? new Date();
  if (settings.DATABASE_URL) {
    const url = settings.DATABASE_URL;
    return inTemporaryFolder(tmpdir(), async (folder) => {
      const manifest = await unpackArchive(file, folder);
      if (manifest.store !== 'postgres')
        throw new BackupError(
          `${file} is a backup of the embedded store; unset DATABASE_URL to restore it into DATA_DIR.`,
        );
      await checkStorePart(manifest, folder, file);
      const restored = await restorePostgres(url, join(folder, storeEntry.postgres), options.replace ?? false);
      return { ...summaryOf(manifest), counts: restored, keptAside: [] };
    });
  }
  const dir = resolve(settings.DATA_DIR);
  const created = !existsSync(dir);
  if (!created) {
    if (!statSync(dir).isDirectory()) throw new BackupError(`DATA_DIR ${settings.DATA_DIR} is not a folder.`);
    const names = (await readdir(dir)).filter((name) => name !== 'store.pid');
    if (names.length && !names.includes('pglite'))
      throw new BackupError(
        `DATA_DIR ${settings.DATA_DIR} holds other files but no store; restore into the store's folder, or a new one.`,
      );
  }
  await mkdir(dir, { recursive: true });
  try {
    claimStore(dir);
  } catch (error) {
    if ((error as Error).name === 'StoreInUseError') throw new BackupError((error as Error).message);
    throw error;
  }
  try {
    return await inTemporaryFolder(dir, async (folder) => {
      const manifest = await unpackArchive(file, folder);
      if (manifest.store !== 'pglite')
        throw new BackupError(`${file} is a backup of PostgreSQL; set DATABASE_URL to restore it there.`);
      const loading = join(folder, 'pglite');
      await checkStorePart(manifest, folder, file, loading);
      await mkdir(join(folder, 'media'), { recursive: true });
      // Everything is read and checked: swap the store and the media in, keeping the old ones aside.
      const keptAside: string[] = [];
      for (const [from, to] of [
        [loading, join(dir, 'pglite')],
        [join(folder, 'media'), join(dir, 'media')],
      ] as const) {
        if (existsSync(to)) {
          const aside = `${to}.replaced-${stamp(now)}`;
          await rename(to, aside);
          keptAside.push(aside);
        }
        await rename(from, to);
      }
      return { ...summaryOf(manifest), keptAside };
    });
  } catch (error) {
    // A DATA_DIR made for this restore goes again: a failed restore leaves nothing behind.
    if (created) await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    releaseStore(dir);
  }
}
