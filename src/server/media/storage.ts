/**
 * Where uploaded files live, behind one interface: files under DATA_DIR with the embedded
 * store (one server holds it), a table in PostgreSQL when DATABASE_URL is set (every instance
 * reads the same rows, so any of them can serve any upload). Files are named by content and
 * never change once written.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';

interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface MediaStorage {
  readonly kind: 'files' | 'postgres';
  /** Writes `name` once; writing a name that exists keeps the first (same name, same content). */
  put(name: string, file: StoredFile): Promise<void>;
  /** The file under `name`, or undefined. */
  get(name: string): Promise<StoredFile | undefined>;
}

/** A name as stored: lowercase letters, digits, `-` and one `.` before the extension. */
const safeName = /^[a-z0-9-]{1,150}\.[a-z0-9]{2,5}$/;

/** Whether `name` is a name media storage gives a file (and so safe as a file name). */
export const isMediaName = (name: string): boolean => safeName.test(name);

function checkName(name: string): void {
  if (!isMediaName(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`);
}

const extensionTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Files in `directory` (DATA_DIR/media), written through a temporary name so a reader never sees half a file. */
export function fileStorage(directory: string): MediaStorage {
  return {
    kind: 'files',
    async put(name, file) {
      checkName(name);
      await mkdir(directory, { recursive: true });
      const temporary = join(directory, `.${name}.${process.pid}.tmp`);
      await writeFile(temporary, file.bytes);
      await rename(temporary, join(directory, name));
    },
    async get(name) {
      if (!safeName.test(name)) return undefined;
      try {
        const bytes = await readFile(join(directory, name));
        return { bytes, contentType: extensionTypes[name.split('.').pop()!] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** Rows of the `media_files` table of a PostgreSQL store. */
export function postgresStorage(db: Database): MediaStorage {
  return {
    kind: 'postgres',
    async put(name, file) {
      checkName(name);
      await db
        .insert(mediaFiles)
        .values({ name, contentType: file.contentType, bytes: file.bytes })
        .onConflictDoNothing();
    },
    async get(name) {
      if (!safeName.test(name)) return undefined;
      const [row] = await db
        .select({ bytes: mediaFiles.bytes, contentType: mediaFiles.contentType })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      return row;
    },
  };
}

/** The storage the settings choose, on the store `db` when it is a PostgreSQL server. */
export function mediaStorage(
  settings: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  db: Database,
): MediaStorage {
  return settings.DATABASE_URL ? postgresStorage(db) : fileStorage(join(settings.DATA_DIR, 'media'));
}
