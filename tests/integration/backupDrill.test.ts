/**
 * The backup drill: the built server runs on a fresh embedded store with an uploaded cover while
 * leads arrive at a steady pace; a backup is taken, restored into a NEW DATA_DIR, and a server
 * started on it has every lead answered before the backup began, as it was sent, and answers
 * every variant of the cover. Needs the build (`npm test` builds before this suite).
 *
 * The backup is taken with the server stopped (`stopThenBackUp`), as the command line needs the
 * store to itself; once the running server takes backups itself, `takeBackup` becomes the
 * function that asks it to, and the rest of the drill holds as it is.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../scripts/startSite.ts';
import { coverFormats, coverWidths, uploadedCoverPath } from '../../src/data/caseCovers.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { leads } from '../../src/server/db/schema.ts';
import { prepareCover, storeCover } from '../../src/server/media/covers.ts';
import { fileStorage } from '../../src/server/media/storage.ts';
import { freePort } from '../support/ports';
import { runScript } from './commandLine';

const distDir = process.env.DIST_DIR ?? 'dist';
let work: string;

/** Starts the built server on `dataDir` and resolves once it listens. */
async function startServer(dataDir: string): Promise<StartedSite> {
  const port = await freePort();
  return startSite(
    port,
    {
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
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
    startedAt: String(Date.now() - 10_000),
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

/** Backs up `dataDir` to `file` with the command line, stopping `server` first (it holds the store). */
async function stopThenBackUp(server: StartedSite, dataDir: string, file: string): Promise<void> {
  await server.stop();
  const result = await runScript('db.ts', ['backup', file], { DATA_DIR: dataDir });
  expect(result.code, result.stderr).toBe(0);
}

const takeBackup = stopThenBackUp;

describe('the backup drill on the embedded store', () => {
  beforeAll(() => {
    if (!existsSync(join(distDir, 'server', 'entry.mjs')))
      throw new Error(`No build in ${distDir}: run npm run build first`);
    work = mkdtempSync(join(tmpdir(), 'backup-drill-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('brings back every lead answered before the backup and every cover file', { timeout: 600_000 }, async () => {
    const dataDir = join(work, 'live');
    const file = join(work, 'drill.backup.tar.gz');
    const server = await startServer(dataDir);
    const servers = [server];
    try {
      // A cover uploaded to the running site: encoded in every width and format under DATA_DIR/media.
      const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer();
      const cover = await prepareCover(image);
      if (!cover.ok) throw new Error(`The cover was refused: ${cover.reason}`);
      await storeCover(cover, fileStorage(join(dataDir, 'media')));
      const coverPaths = coverWidths.flatMap((width) =>
        coverFormats.map((format) => uploadedCoverPath(cover.hash, width, format)),
      );
      for (const path of coverPaths) expect((await fetch(`${server.origin}${path}`)).status, path).toBe(200);

      const sending = sendLeadsSteadily(server.origin);
      await sending.until(15);
      const beforeBackup = [...sending.answered];
      await takeBackup(server, dataDir, file);
      await sending.stop();

      const restoredDir = join(work, 'restored');
      const restore = await runScript('db.ts', ['restore', file], { DATA_DIR: restoredDir });
      expect(restore.code, restore.stderr).toBe(0);
      const restored = await startServer(restoredDir);
      servers.push(restored);
      for (const path of coverPaths) expect((await fetch(`${restored.origin}${path}`)).status, path).toBe(200);
      await restored.stop();

      const store = await openDatabase({ DATA_DIR: restoredDir, DATABASE_URL: undefined });
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
