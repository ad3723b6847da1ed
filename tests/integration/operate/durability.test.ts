/**
 * A lead the visitor was told about survives the server dying at once: the built server is
 * started on a fresh embedded store (PGlite under DATA_DIR), leads are sent, the process is
 * killed with SIGKILL the moment the last one is acknowledged, and the store is read after a
 * restart. Needs the build (`npm test` builds before this suite).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { leads } from '../../../src/server/db/schema.ts';
import { freePort } from '../../support/ports';

const distDir = process.env.DIST_DIR ?? 'dist';
// This file's own server takes a port free when the file loads.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let dataDir: string;

/** Starts the built server on the test's store and resolves once it listens. */
function startServer(): Promise<StartedSite> {
  return startSite(
    port,
    { SITE_URL: origin, DATA_DIR: dataDir, DIST_DIR: distDir, FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' },
    { showErrors: true },
  );
}

/** Sends a demo request as a browser without JavaScript would; resolves with the response status. */
async function sendDemo(email: string): Promise<number> {
  const body = new URLSearchParams({
    name: 'Ada Lovelace',
    email,
    company: 'Analytical Engines',
    message: 'A demo for our support team, please.',
    consent: 'yes',
    lang: 'en',
    page: '/en',
  });
  const response = await fetch(`${origin}/_actions/demo`, { method: 'POST', body, headers: { Origin: origin } });
  await response.arrayBuffer();
  return response.status;
}

describe('a server killed with SIGKILL', () => {
  beforeAll(() => {
    if (!existsSync(join(distDir, 'server', 'entry.mjs')))
      throw new Error(`No build in ${distDir}: run npm run build first`);
    dataDir = mkdtempSync(join(tmpdir(), 'leads-durability-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('still has every acknowledged lead when it starts again', { timeout: 120_000 }, async () => {
    const sent = Array.from({ length: 5 }, (_, i) => `killed-${i}@example.com`);
    let server = await startServer();
    try {
      for (const email of sent) expect(await sendDemo(email)).toBe(200);
    } finally {
      await server.stop('SIGKILL');
    }
    expect(server.process.signalCode).toBe('SIGKILL');

    // The server starts again on the store it was killed over, and keeps taking leads.
    server = await startServer();
    try {
      expect(await sendDemo('after-restart@example.com')).toBe(200);
    } finally {
      await server.stop();
    }

    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const rows = await store.db.select({ email: leads.email, kind: leads.kind }).from(leads);
      expect(rows.map((row) => row.email).sort()).toEqual([...sent, 'after-restart@example.com'].sort());
      expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['demo']));
    } finally {
      await store.close();
    }
  });
});
