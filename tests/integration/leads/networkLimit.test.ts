/**
 * The per-network limit through the real form handling: the built server behind a trusted proxy
 * (TRUST_PROXY, the visitor's address in X-Forwarded-For) takes demo requests from many
 * addresses of one network, each well within its own per-address limit. Past the network's share
 * (three times RATE_LIMIT_MAX in the window) a busy network is one more spam signal: a send that
 * also has a soft sign (two links) is stored as spam with both reasons, a plain one is still a
 * lead, and every one is thanked alike; nothing is dropped. Another network sending meanwhile is
 * not affected, and IPv6 addresses of one /48 count as one network. Runs on both stores; needs
 * the build.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite, type SiteSettings } from '../../../scripts/startSite';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { leadEvents, leads } from '../../../src/server/db/schema';
import { postgresUrl, resetPostgres } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

const distDir = process.env.DIST_DIR ?? 'dist';
// This file's own server takes a port free when the file loads.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

/** RATE_LIMIT_MAX: each address may send 2 demos per window, each network 3 × 2 = 6 sends. */
const perAddress = 2;
const networkShare = 3 * perAddress;

/** Where a server keeps its leads, and how to open that store once the server has stopped. */
interface ServerStore {
  name: 'PGlite' | 'PostgreSQL';
  prepare(): Promise<{ settings: SiteSettings; open(): Promise<DatabaseHandle>; cleanup(): void }>;
}

const serverStores: ServerStore[] = [
  {
    name: 'PGlite',
    async prepare() {
      const dir = mkdtempSync(join(tmpdir(), 'network-limit-'));
      return {
        settings: { DATA_DIR: dir },
        open: () => openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined }),
        cleanup: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    async prepare() {
      await resetPostgres();
      return {
        settings: { DATABASE_URL: postgresUrl },
        open: () => openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl }),
        cleanup: () => {},
      };
    },
  },
];

/** A message a person may well write: two links are a soft sign (2 points), spam only with another. */
const withTwoLinks = 'We compared https://one.example/pricing and https://two.example/plans; could you show us yours?';
const plain = 'A demo for our support team, please.';

/** What the visitor at `address` is answered for a demo request sent as the form's script sends it. */
async function sendDemo(address: string, email: string, message: string): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams({
    name: 'Ada Lovelace',
    email,
    company: 'Analytical Engines',
    message,
    consent: 'yes',
    lang: 'en',
    page: '/en',
  });
  const response = await fetch(`${origin}/_actions/demo`, {
    method: 'POST',
    body,
    headers: { Origin: origin, Accept: 'application/json', 'X-Forwarded-For': address },
  });
  return { status: response.status, body: await response.text() };
}

describe.each(serverStores)('the per-network limit on $name', (store) => {
  let site: StartedSite | undefined;
  let prepared: Awaited<ReturnType<ServerStore['prepare']>> | undefined;

  beforeAll(() => {
    if (!existsSync(join(distDir, 'server', 'entry.mjs')))
      throw new Error(`No build in ${distDir}: run npm run build first`);
  });
  afterEach(async () => {
    await site?.stop();
    site = undefined;
    prepared?.cleanup();
    prepared = undefined;
  });

  /** Starts the built server on a fresh store. The window is a day long, so every send of a test falls in one window however slow the machine. */
  async function start(): Promise<void> {
    prepared = await store.prepare();
    site = await startSite(
      port,
      {
        SITE_URL: origin,
        DIST_DIR: distDir,
        TRUST_PROXY: 'true',
        FORM_MIN_FILL_MS: '0',
        RATE_LIMIT_MAX: String(perAddress),
        RATE_LIMIT_WINDOW_SECONDS: '86400',
        ...prepared.settings,
      },
      { showErrors: true },
    );
  }

  /** Stops the server and reads every lead it stored: its email, status and the reasons it was flagged for. */
  async function stored(): Promise<{ email: string | null; status: string; reasons: unknown }[]> {
    await site?.stop();
    site = undefined;
    if (!prepared) throw new Error('No server was started');
    const handle = await prepared.open();
    try {
      const rows = await handle.db
        .select({ email: leads.email, status: leads.status, detail: leadEvents.detail })
        .from(leads)
        .leftJoin(leadEvents, and(eq(leadEvents.leadId, leads.id), eq(leadEvents.kind, 'flagged')))
        .where(eq(leads.kind, 'demo'))
        .orderBy(asc(leads.id));
      return rows.map(({ email, status, detail }) => ({ email, status, reasons: detail?.['reasons'] ?? null }));
    } finally {
      await handle.close();
    }
  }

  it(
    'stores the sends of a busy /24 past its share as spam with the network reason, thanks each alike, and leaves another network alone',
    { timeout: 240_000 },
    async () => {
      await start();
      const answers: { status: number; body: string }[] = [];
      // Nine addresses of 203.0.113.0/24 send once each, one more than a person's share apart;
      // 198.51.100.0/24 sends in between.
      for (let i = 1; i <= 9; i++) {
        answers.push(await sendDemo(`203.0.113.${i}`, `busy-${i}@net.example`, withTwoLinks));
        if (i % 3 === 0) answers.push(await sendDemo(`198.51.100.${i}`, `other-${i}@net.example`, withTwoLinks));
      }
      // A plain message from the busy network: the network alone is not enough to call it spam.
      answers.push(await sendDemo('203.0.113.10', 'busy-plain@net.example', plain));

      // The visitor learns nothing: every send is answered alike.
      expect(answers).toHaveLength(13);
      expect(answers[0]!.status).toBe(200);
      expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`))).toEqual(
        new Set([`200 ${answers[0]!.body}`]),
      );

      const spam = { status: 'spam', reasons: ['twoLinks', 'networkBusy'] };
      const lead = { status: 'new', reasons: null };
      expect(await stored()).toEqual([
        ...Array.from({ length: 3 }, (_, i) => ({ email: `busy-${i + 1}@net.example`, ...lead })),
        { email: 'other-3@net.example', ...lead },
        ...Array.from({ length: 3 }, (_, i) => ({ email: `busy-${i + 4}@net.example`, ...lead })),
        { email: 'other-6@net.example', ...lead },
        // The network's seventh send and on.
        ...Array.from({ length: 3 }, (_, i) => ({ email: `busy-${i + networkShare + 1}@net.example`, ...spam })),
        { email: 'other-9@net.example', ...lead },
        { email: 'busy-plain@net.example', ...lead },
      ]);
    },
  );

  it('counts IPv6 addresses of one /48 as one network', { timeout: 240_000 }, async () => {
    await start();
    const answers: { status: number; body: string }[] = [];
    // Each send from a /64 of its own, all in 2001:db8:1::/48; one from 2001:db8:2::/48 after them.
    for (let i = 1; i <= networkShare + 2; i++)
      answers.push(await sendDemo(`2001:db8:1:${i.toString(16)}::${i}`, `v6-${i}@net.example`, withTwoLinks));
    answers.push(await sendDemo('2001:db8:2::1', 'v6-other@net.example', withTwoLinks));

    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`))).toEqual(
      new Set([`200 ${answers[0]!.body}`]),
    );
    const rows = await stored();
    expect(rows.map((row) => row.email)).toEqual([
      ...Array.from({ length: networkShare + 2 }, (_, i) => `v6-${i + 1}@net.example`),
      'v6-other@net.example',
    ]);
    expect(rows.map((row) => row.status)).toEqual([...Array<string>(networkShare).fill('new'), 'spam', 'spam', 'new']);
    expect(rows.filter((row) => row.status === 'spam').map((row) => row.reasons)).toEqual([
      ['twoLinks', 'networkBusy'],
      ['twoLinks', 'networkBusy'],
    ]);
  });
});
