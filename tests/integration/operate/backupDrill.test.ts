/**
 * The backup drill, on both stores: the built server runs on a fresh store with an uploaded
 * cover while leads arrive at a steady pace; a backup is taken, restored into a NEW store (a new
 * DATA_DIR, another database), and a server started on it has every lead answered before the
 * backup began, as it was sent, and answers every variant of the cover. Needs the build (`npm
 * test` builds before this suite).
 *
 * On both stores the backup is taken with the command line while the server runs and takes
 * leads: on PostgreSQL the command dumps the database itself, on the embedded store the server
 * holding it takes the backup and streams it to the command (over DATA_DIR/control.sock).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite.ts';
import { coverFormats, coverWidths, uploadedCoverPath } from '../../../src/data/caseCovers.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { leads } from '../../../src/server/db/schema.ts';
import { prepareCover, storeCover, type PreparedCover } from '../../../src/server/media/covers.ts';
import { fileStorage, postgresStorage } from '../../../src/server/media/storage.ts';
import { freePort } from '../../support/ports';
import { runScript } from '../../support/integration/commandLine';
import { dropDatabase, freshDatabase } from '../../support/integration/stores';

const distDir = process.env.DIST_DIR ?? 'dist';
let work: string;

/** Where a store is: a DATA_DIR, or a PostgreSQL database beside it. */
type StoreSettings = { DATA_DIR: string; DATABASE_URL?: string };

/** Starts the built server on the store `store` names and resolves once it listens. */
async function startServer(store: StoreSettings): Promise<StartedSite> {
  const port = await freePort();
  return startSite(
    port,
    {
      SITE_URL: `http://127.0.0.1:${port}`,
      ...store,
      DIST_DIR: distDir,
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '100000',
    },
    { showErrors: true },
  );
}

/** A lead as a browser without JavaScript sends it, and the status it was answered with. */
async function sendDemo(origin: string, n: number): Promise<number> {
  const body = new URLSearchParams({
    name: `Visitor ${n}`,
    email: `drill-${n}@backup.example`,
    company: 'Drill Ltd',
    message: `Lead number ${n}, sent during the backup drill.`,
    consent: 'yes',
    lang: 'en',
    page: '/en',
  });
  try {
    const response = await fetch(`${origin}/_actions/demo`, { method: 'POST', body, headers: { Origin: origin } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0; // the server is gone (stopped for the backup)
  }
}

/**
 * Sends leads one after another, at a steady pace, until stopped; `answered` lists the numbers
 * of those answered 200, in order.
 */
function sendLeadsSteadily(origin: string, pauseMs = 20) {
  const answered: number[] = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      if ((await sendDemo(origin, n)) === 200) answered.push(n);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    answered,
    /** Resolves once `count` leads have been answered. */
    async until(count: number) {
      while (running && answered.length < count) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    stop: () => ((running = false), done),
  };
}

/** Keeps `cover`'s files where the site on `store` keeps uploads, as the staff area's upload does. */
async function upload(cover: Extract<PreparedCover, { ok: true }>, store: StoreSettings): Promise<void> {
  if (!store.DATABASE_URL) return storeCover(cover, fileStorage(join(store.DATA_DIR, 'media')));
  const handle = await openDatabase(store);
  try {
    await storeCover(cover, postgresStorage(handle.db));
  } finally {
    await handle.close();
  }
}

/** Runs `npm run db -- ...args` on the store `store` names; expects it to succeed. */
async function db(store: StoreSettings, ...args: string[]): Promise<void> {
  const result = await runScript('db.ts', args, { ...store });
  expect(result.code, result.stderr).toBe(0);
}

/** Backs up the store to `file` with the command line while `server` runs on it. */
const backUpWhileRunning = (store: StoreSettings, file: string) => db(store, 'backup', file);

/** The drill's two stores: where the live site and the restored one keep their data. */
const drills = [
  {
    name: 'the embedded store',
    live: () => ({ DATA_DIR: join(work, 'live') }),
    restored: () => ({ DATA_DIR: join(work, 'restored') }),
    cleanup: async () => {},
  },
  {
    name: 'PostgreSQL',
    live: async () => ({ DATA_DIR: join(work, 'pg-live'), DATABASE_URL: await freshDatabase('backup_drill_live') }),
    restored: async () => ({
      DATA_DIR: join(work, 'pg-restored'),
      DATABASE_URL: await freshDatabase('backup_drill_restored'),
    }),
    cleanup: async () => (await dropDatabase('backup_drill_live'), await dropDatabase('backup_drill_restored')),
  },
];

describe.each(drills)('the backup drill on $name', (drill) => {
  beforeAll(() => {
    if (!existsSync(join(distDir, 'server', 'entry.mjs')))
      throw new Error(`No build in ${distDir}: run npm run build first`);
    work = mkdtempSync(join(tmpdir(), 'backup-drill-'));
  });
  afterAll(async () => {
    await drill.cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it('brings back every lead answered before the backup and every cover file', { timeout: 600_000 }, async () => {
    const live = await drill.live();
    const file = join(work, 'drill.backup.tar.gz');
    const server = await startServer(live);
    const servers = [server];
    try {
      // A cover uploaded to the running site: encoded in every width and format, kept where the site keeps media.
      const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer();
      const cover = await prepareCover(image);
      if (!cover.ok) throw new Error(`The cover was refused: ${cover.reason}`);
      await upload(cover, live);
      const coverPaths = coverWidths.flatMap((width) =>
        coverFormats.map((format) => uploadedCoverPath(cover.hash, width, format)),
      );
      for (const path of coverPaths) expect((await fetch(`${server.origin}${path}`)).status, path).toBe(200);

      const sending = sendLeadsSteadily(server.origin);
      await sending.until(15);
      const beforeBackup = [...sending.answered];
      await backUpWhileRunning(live, file);
      await sending.stop();
      await server.stop();

      const target = await drill.restored();
      await db(target, 'restore', file);
      const restored = await startServer(target);
      servers.push(restored);
      for (const path of coverPaths) expect((await fetch(`${restored.origin}${path}`)).status, path).toBe(200);
      await restored.stop();

      const store = await openDatabase(target);
      try {
        const rows = await store.db
          .select({ email: leads.email, name: leads.name, message: leads.message })
          .from(leads);
        const byEmail = new Map(rows.map((row) => [row.email, row]));
        for (const n of beforeBackup)
          expect(byEmail.get(`drill-${n}@backup.example`), `lead ${n}`).toEqual({
            email: `drill-${n}@backup.example`,
            name: `Visitor ${n}`,
            message: `Lead number ${n}, sent during the backup drill.`,
          });
        expect(rows.length).toBeGreaterThanOrEqual(beforeBackup.length);
      } finally {
        await store.close();
      }
    } finally {
      for (const started of servers) await started.stop();
    }
  });
});
