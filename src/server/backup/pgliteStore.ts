/**
 * The embedded store's part of a backup: PGlite's own dump of its data folder (a gzipped tar),
 * taken from the client that has the store open, and loaded back into a PGlite of its own
 * (in memory to check it, in a folder to restore it) to count what it holds.
 */
import { openAsBlob } from 'node:fs';
import type { BackupCounts } from './archive.ts';

/** How many leads and cases a PGlite store holds. */
async function countRows(client: { query<T>(sql: string): Promise<{ rows: T[] }> }) {
  const count = async (table: string) =>
    (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return { leads: await count('leads'), cases: await count('cases') };
}

/**
 * Loads the dump (a Blob, or a file holding it) into a fresh PGlite, in memory or in the
 * folder `dataDir`, counts its leads and cases, and closes it. Throws if it does not load.
 */
export async function loadPgliteDump(
  dump: Blob | string,
  dataDir?: string,
): Promise<Pick<BackupCounts, 'leads' | 'cases'>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const blob = typeof dump === 'string' ? await openAsBlob(dump) : dump;
  const client = await PGlite.create(dataDir, { loadDataDir: blob, extensions: { pg_trgm, btree_gist } });
  try {
    return await countRows(client);
  } finally {
    await client.close();
  }
}
