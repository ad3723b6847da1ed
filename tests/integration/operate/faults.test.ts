/**
 * The built server on a PostgreSQL that fails the way production ones do: down when the
 * server starts, its connections terminated (a restart or failover) under traffic and at rest,
 * its traffic stalled by the network. The server is reached over HTTP like a visitor reaches
 * it, the database through a link the test breaks (../../support/integration/faultyLink.ts), with its own database.
 * What must hold: the process lives; pages that need no database keep answering; a form
 * answers within its budget and keeps the visitor's values; every lead the visitor was told
 * about is stored, nothing else is, except a lead whose COMMIT went unconfirmed (logged by
 * id), and resending that one is thanked without storing it twice; notifications resume.
 * Needs the build (`npm test` builds before this suite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n';
import { formTransactionBudget } from '../../../src/server/db/timeouts';
import { FaultyLink } from '../../support/integration/faultyLink';
import { TestWebhook } from '../../support/integration/leadsPeers';
import { freshDatabase, postgresUrl } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

const distDir = process.env.DIST_DIR ?? 'dist';
// This file's own server takes a port free when the file loads.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const generic = catalogs.en.contact_form.errors.generic;
/** The longest a form may take to answer: its transaction's budget, and room for a busy machine. */
const ANSWER_WITHIN_MS = formTransactionBudget.workMs + formTransactionBudget.commitMs + 2500;

/** A database of this test's own, beside the integration tests' one. */
const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_outage`;
const direct = new pg.Pool({
  connectionString: Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href,
  max: 2,
});
direct.on('error', () => {}); // its idle connection is terminated with the server's

let link: FaultyLink;
let webhook: TestWebhook;
let server: ChildProcess;
const logLines: string[] = [];

/** A send and how it ended. */
interface Sent {
  email: string;
  status: number;
  ms: number;
  body: string;
}
const sent: Sent[] = [];
let counter = 0;

/** The demo form as a visitor with JavaScript sends it; the content follows from the email, so a resend is identical. */
async function sendDemo(email: string, { page = false } = {}): Promise<Sent> {
  const body = new URLSearchParams({
    name: `Visitor ${email.split('@')[0]}`,
    email,
    message: `Demo for ${email}`,
    consent: 'yes',
    lang: 'en',
    page: '/en',
  });
  const started = performance.now();
  const response = await fetch(page ? `${origin}/en?_action=demo` : `${origin}/_actions/demo`, {
    method: 'POST',
    body,
    headers: { Origin: origin, ...(page ? {} : { Accept: 'application/json' }) },
    signal: AbortSignal.timeout(60_000),
  }).catch(() => undefined);
  const result = {
    email,
    status: response?.status ?? 0,
    ms: performance.now() - started,
    body: (await response?.text().catch(() => '')) ?? '',
  };
  sent.push(result);
  return result;
}

/** Sends demos from `workers` visitors at once until `stop` resolves. */
async function traffic(stop: Promise<unknown>, workers = 3): Promise<void> {
  let running = true;
  void stop.then(() => (running = false));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) await sendDemo(`v${++counter}@fault.example`);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(path: string): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
}

function terminateBackends(): Promise<unknown> {
  return direct.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
}

const undelivered = async () => (await direct.query('select 1 from outbox where delivered_at is null')).rowCount;

/**
 * Once the link has delivered all it held and the worker has caught up: every send from
 * `from` on that was acknowledged is stored, and nothing else is, except leads whose COMMIT
 * the server logged as unconfirmed. Then each refused send is sent again, as its visitor
 * would, within the minute: thanked, and stored exactly once.
 */
async function expectStoreMatchesAnswers(from: number): Promise<void> {
  await expect.poll(undelivered, { timeout: 60_000, interval: 500 }).toBe(0);
  const sends = sent.slice(from);
  const emails = [...new Set(sends.map((send) => send.email))];
  const rows = (
    await direct.query<{ id: string; email: string }>('select id, email from leads where email = any($1)', [emails])
  ).rows;
  const stored = new Map(rows.map((row) => [row.email, Number(row.id)]));
  expect(rows).toHaveLength(stored.size); // no email twice
  const unconfirmed = new Set(
    logLines.flatMap((line) => /\[leads\] lead (\d+): the store did not confirm/.exec(line)?.[1] ?? []).map(Number),
  );
  const acknowledged = new Set(sends.filter((send) => send.status === 200).map((send) => send.email));
  for (const email of acknowledged) expect(stored.has(email), `acknowledged ${email} is stored`).toBe(true);
  for (const [email, id] of stored) {
    if (!acknowledged.has(email))
      expect(unconfirmed.has(id), `${email} (lead ${id}) was stored without being acknowledged`).toBe(true);
  }

  const refused = emails.filter((email) => !acknowledged.has(email));
  for (const email of refused) expect((await sendDemo(email)).status, email).toBe(200);
  const counts = await direct.query<{ n: number }>(
    'select count(*)::int as n from leads where email = any($1) group by email',
    [refused],
  );
  expect(counts.rows.map((row) => row.n)).toEqual(refused.map(() => 1));
}

beforeAll(async () => {
  if (!existsSync(join(distDir, 'server', 'entry.mjs')))
    throw new Error(`No build in ${distDir}: run npm run build first`);
  await freshDatabase(databaseName);
  link = await new FaultyLink(Number(new URL(postgresUrl).port || 5432), new URL(postgresUrl).hostname).up();
  webhook = await new TestWebhook().start();
});

afterAll(async () => {
  // FAULTS_LOG=1 prints what the server logged, to see why a check failed.
  if (process.env.FAULTS_LOG) console.log(logLines.join('\n'));
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await link?.down();
  await webhook?.stop();
  await direct.end();
});

describe('the server on a failing PostgreSQL', () => {
  it(
    'starts while the database is down, serves pages, keeps a form\u2019s values, and takes leads once it is back',
    { timeout: 120_000 },
    async () => {
      await link.down();
      const url = new URL(postgresUrl);
      url.host = `127.0.0.1:${link.port}`;
      url.pathname = `/${databaseName}`;
      server = spawn(process.execPath, ['src/server/serve.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_URL: origin,
          DIST_DIR: distDir,
          DATABASE_URL: url.href,
          LEADS_WEBHOOK_URL: webhook.url,
          OUTBOX_POLL_MS: '200',
          OUTBOX_RETRY_BASE_MS: '200',
          OUTBOX_RETRY_MAX_MS: '1000',
          REDIS_URL: '',
          SMTP_URL: '',
          FORM_MIN_FILL_MS: '0',
          RATE_LIMIT_MAX: '1000000',
          TRUST_PROXY: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [server.stdout!, server.stderr!]) {
        stream.setEncoding('utf8');
        stream.on('data', (text: string) => logLines.push(...text.split('\n').filter(Boolean)));
      }
      await expect
        .poll(
          () =>
            get('/en/about').then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 60_000, interval: 250 },
        )
        .toBe(200);

      expect(server.exitCode).toBeNull();
      expect((await get('/en')).status).toBe(200);
      expect((await get('/fr/technology')).status).toBe(200);
      const page = await sendDemo('while-down@fault.example', { page: true });
      expect(page.status).toBe(500);
      expect(page.body).toContain(generic);
      expect(page.body).toContain('value="Visitor while-down"');
      expect(page.body).toContain('value="while-down@fault.example"');
      const rpc = await sendDemo('while-down-js@fault.example');
      expect(rpc.status).toBe(500);
      expect(JSON.parse(rpc.body)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: generic });

      await link.up(); // the database is back
      await expect
        .poll(async () => (await sendDemo(`back-${++counter}@fault.example`)).status, {
          timeout: 60_000,
          interval: 500,
        })
        .toBe(200);
      await expect
        .poll(async () => (await get('/en/cases')).text.includes('Retail'), { timeout: 30_000, interval: 500 })
        .toBe(true);
      await expectStoreMatchesAnswers(0);
    },
  );

  it('lives through its connections being terminated, under traffic and at rest', { timeout: 120_000 }, async () => {
    const before = sent.length;
    let done!: () => void;
    const stopped = new Promise<void>((resolve) => (done = resolve));
    const load = traffic(stopped);
    for (let round = 0; round < 3; round++) {
      await sleep(400);
      await terminateBackends();
    }
    await sleep(400);
    done();
    await load;
    // At rest: only the outbox worker's connection, as on a quiet night.
    await sleep(1000);
    await terminateBackends();
    await sleep(1000);

    expect(server.exitCode).toBeNull();
    expect(sent.slice(before).every((send) => send.status === 200 || send.status === 500)).toBe(true);
    expect((await get('/en/about')).status).toBe(200);
    expect((await sendDemo(`after-terminate@fault.example`)).status).toBe(200);
    await expectStoreMatchesAnswers(before);
  });

  it(
    'answers within its budget while the database stalls, keeps the values, and serves cases from cache',
    { timeout: 180_000 },
    async () => {
      for (const path of ['/en/cases', '/functions/v1/get-cases-by-lang?lng=en'])
        expect((await get(path)).status).toBe(200);
      const before = sent.length;
      let done!: () => void;
      const stopped = new Promise<void>((resolve) => (done = resolve));
      const load = traffic(stopped);
      await sleep(500);
      link.stall();
      const stalledAt = performance.now();
      const during: { path: string; status: number; ms: number }[] = [];
      for (const path of ['/en/about', '/en/cases', '/functions/v1/get-cases-by-lang?lng=en', '/en'])
        during.push({ path, ...(await get(path)) });
      const page = await sendDemo('during-stall@fault.example', { page: true });
      // Long enough for PostgreSQL to end the transactions its clients left.
      await sleep(Math.max(0, 9000 - (performance.now() - stalledAt)));
      const stallEnded = sent.length;
      link.resume();
      await sleep(1500);
      done();
      await load;

      expect(server.exitCode).toBeNull();
      for (const answer of during) expect(answer, answer.path).toMatchObject({ status: 200 });
      expect(page.status).toBe(500);
      expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(page.body).toContain(generic);
      expect(page.body).toContain('value="during-stall@fault.example"');
      const stalledSends = sent.slice(before, stallEnded);
      expect(stalledSends.filter((send) => send.status === 500).length).toBeGreaterThan(0);
      for (const send of sent.slice(before)) expect(send.ms, send.email).toBeLessThan(ANSWER_WITHIN_MS);
      expect(sent.slice(stallEnded).some((send) => send.status === 200)).toBe(true);
      await expectStoreMatchesAnswers(before);
    },
  );

  it(
    'announces every stored lead once the database answers, and logs no visitor data',
    { timeout: 120_000 },
    async () => {
      await expect.poll(undelivered, { timeout: 60_000, interval: 500 }).toBe(0);
      // A repeat would carry the same key; each stored lead was accepted.
      const ids = (await direct.query<{ id: string }>('select id from leads')).rows.map((row) => `lead-${row.id}`);
      expect(ids.length).toBeGreaterThan(20);
      expect(new Set(webhook.accepted.map((call) => call.headers['idempotency-key']))).toEqual(new Set(ids));

      // The log named lead ids and kinds of errors, never what a visitor typed.
      expect(logLines.filter((line) => line.includes('fault.example') || line.includes('Visitor '))).toEqual([]);
    },
  );
});
