/**
 * A rolling update as docs/operate/deploy.md tells an operator to run it, behind the shipped nginx
 * configuration (deploy/nginx-site.conf): two instances on PostgreSQL, a steady stream of page views
 * and lead sends (with and without the forms' script; 30 and 5 a second) through nginx, and instance A, then B,
 * stopped with SIGTERM and started again from a new release whose `drizzle/` adds a migration
 * (a nullable column: expand only). Not one answer may be a 5xx or a broken connection, and every
 * lead thanked is stored exactly once. Prints the counts per phase.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployedNginx, type DeployedNginx } from '../../../scripts/deployedNginx';
import { ensureNginx } from '../../../scripts/nginx';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { freshDatabase, postgresUrl } from '../../support/integration/stores';
import { freePorts } from '../../support/ports';

const [tlsPort, httpPort, purgePort, ...appPorts] = await freePorts(5);
const origin = `https://127.0.0.1:${tlsPort}`;
const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_rolling_update`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href;
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const agent = new https.Agent({ keepAlive: true, maxSockets: 32, rejectUnauthorized: false });
const direct = new pg.Pool({ connectionString: databaseUrl, max: 2 });
direct.on('error', () => {});

let nginx: DeployedNginx;
let release: string;
const sites: StartedSite[] = [];
/** Every instance started, in order, for their logs. */
const logs: StartedSite[] = [];

/** One request through nginx over HTTPS: its status, 0 when the connection failed. */
function send(path: string, method = 'GET', body?: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: tlsPort,
        agent,
        path,
        method,
        timeout: 60_000,
        headers: body
          ? {
              'Content-Type': 'application/x-www-form-urlencoded',
              'Content-Length': Buffer.byteLength(body),
              Origin: origin,
              ...headers,
            }
          : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', () => done(0));
      },
    );
    request.on('error', () => done(0));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

/**
 * The next release: a project folder of its own whose `drizzle/` is this one's plus one migration
 * that only adds (a nullable column), with the same build and code linked in, as a new release
 * folder holds a new build.
 */
function nextRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-release-'));
  for (const name of ['src', 'node_modules', 'package.json']) symlinkSync(resolve(name), join(dir, name));
  symlinkSync(distDir, join(dir, 'dist'));
  mkdirSync(join(dir, 'drizzle', 'meta'), { recursive: true });
  for (const file of readdirSync('drizzle').filter((name) => name.endsWith('.sql')))
    writeFileSync(join(dir, 'drizzle', file), readFileSync(join('drizzle', file)));
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_rolling_update_note`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(join(dir, 'drizzle', 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  writeFileSync(join(dir, 'drizzle', `${tag}.sql`), 'ALTER TABLE "leads" ADD COLUMN "rolling_update_note" text;');
  return dir;
}

/** Starts instance `index` (A = 0, B = 1) from the project folder `cwd`. */
async function startInstance(index: 0 | 1, cwd?: string): Promise<void> {
  sites[index] = await startSite(
    appPorts[index],
    {
      TRUST_PROXY: 'true',
      SITE_URL: origin,
      PROXY_PURGE_URLS: `http://127.0.0.1:${purgePort}`,
      DATABASE_URL: databaseUrl,
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '100000',
    },
    { cwd, keepOutput: true },
  );
  logs.push(sites[index]!);
}

/** What an instance's `/readyz` answers, asked directly as the operator's `curl` does. */
const readyz = (index: number) =>
  fetch(`http://127.0.0.1:${appPorts[index]}/readyz`).then(
    (response) => response.status,
    () => 0,
  );

/** A lead sent: its unique address, how it was sent and the status it got. */
interface SentLead {
  email: string;
  script: boolean;
  status: number;
}

/** How many requests the load starts a second, as the operator measured: 30 page views, 5 lead sends. */
const PAGE_VIEWS_PER_SECOND = 30;
const LEAD_SENDS_PER_SECOND = 5;
/** At most this many requests wait for an answer at once: a slow moment adds no pile of its own. */
const MAX_IN_FLIGHT = 24;

/**
 * Page views and lead sends at a steady pace, as visitors make them, until stopped; counted by
 * status. The pace only shapes the load: nothing asserts how long anything took.
 */
function steadyLoad() {
  let sequence = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const pages: number[] = [];
  const leads: SentLead[] = [];
  const pagePaths = ['/en', '/fr/cases', '/ru/contact', '/es/technology', '/en/cases'];
  const track = (request: Promise<void>) => {
    inFlight++;
    const done = request.finally(() => (inFlight--, pending.delete(done)));
    pending.add(done);
  };
  const pageView = async () => {
    const n = ++sequence;
    // A query (a campaign's link) keeps nginx's cache out of the way: every view reaches an
    // instance, which answers it from its own page cache as it would a campaign's visitors.
    pages.push(await send(`${pagePaths[n % pagePaths.length]}?ref=rolling`));
  };
  const leadSend = async () => {
    const n = ++sequence;
    const email = `r${n}@rolling.example`;
    const script = n % 2 === 0;
    const fields = { name: `Visitor ${n}`, email, message: `Demo ${n}`, consent: 'yes', lang: 'en', page: '/en' };
    // The form's script sends to the action with a key of its own; without it the browser posts the page.
    const status = script
      ? await send(
          '/_actions/demo',
          'POST',
          new URLSearchParams({ ...fields, idempotencyKey: `rolling-${n}-key-0000` }).toString(),
          { Accept: 'application/json' },
        )
      : await send('/en?_action=demo', 'POST', new URLSearchParams(fields).toString());
    leads.push({ email, script, status });
  };
  const every = (perSecond: number, request: () => Promise<void>) =>
    setInterval(() => {
      if (inFlight < MAX_IN_FLIGHT) track(request());
    }, 1000 / perSecond);
  const timers = [every(PAGE_VIEWS_PER_SECOND, pageView), every(LEAD_SENDS_PER_SECOND, leadSend)];
  const sent = () => pages.length + leads.length;
  return {
    pages,
    leads,
    /** Resolves once `count` more requests have been answered. */
    async passes(count: number): Promise<void> {
      const until = sent() + count;
      while (sent() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/** Statuses counted: `{ 200: 120, 303: 10 }`. */
const byStatus = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

beforeAll(async () => {
  const missing = ensureNginx();
  if (missing) throw new Error(missing);
  await freshDatabase(databaseName);
  release = nextRelease();
  await startInstance(0);
  await startInstance(1);
  nginx = await startDeployedNginx({
    tlsPort,
    httpPort,
    purgePort,
    upstreamPorts: appPorts,
    clientDir: join(distDir, 'client'),
  });
}, 180_000);

afterAll(async () => {
  for (const site of sites) await site?.stop();
  await nginx?.stop();
  await direct.end();
  agent.destroy();
  if (release) rmSync(release, { recursive: true, force: true });
});

describe('rolling update behind the shipped nginx', () => {
  it('A then B restarted on a release that adds a migration, under page views and lead sends: no 5xx, no broken connection, every lead stored once', async () => {
    const load = steadyLoad();
    const phases: Record<string, { pages: Record<number, number>; leads: Record<number, number> }> = {};
    let counted = { pages: 0, leads: 0 };
    const phase = (name: string) => {
      phases[name] = {
        pages: byStatus(load.pages.slice(counted.pages)),
        leads: byStatus(load.leads.slice(counted.leads).map((lead) => lead.status)),
      };
      counted = { pages: load.pages.length, leads: load.leads.length };
    };
    await load.passes(60);
    phase('both on the old release');
    // The documented steps, for each instance in turn: restart it on the new release, wait for /readyz, then the next.
    for (const index of [0, 1] as const) {
      console.log(`${new Date().toISOString()} stopping pid ${sites[index]!.process.pid}`);
      await sites[index]!.stop('SIGTERM');
      console.log(`${new Date().toISOString()} stopped`);
      await startInstance(index, release);
      console.log(`${new Date().toISOString()} started pid ${sites[index]!.process.pid}`);
      while ((await readyz(index)) !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      console.log(`${new Date().toISOString()} ready`);
      await load.passes(60);
      phase(`${index === 0 ? 'A' : 'B'} restarted on the new release`);
    }
    await load.stop();
    phase('after the update');

    const stored = await direct.query<{ email: string; n: number }>(
      "select email, count(*)::int as n from leads where email like '%@rolling.example' group by email",
    );
    const rows = new Map(stored.rows.map((row) => [row.email, row.n]));
    const thanked = load.leads.filter((lead) => lead.status === 200);
    const counts = {
      pageViews: load.pages.length,
      leadsSent: load.leads.length,
      withScript: load.leads.filter((lead) => lead.script).length,
      answers5xx: [...load.pages, ...load.leads.map((lead) => lead.status)].filter((status) => status >= 500).length,
      connectionErrors: [...load.pages, ...load.leads.map((lead) => lead.status)].filter((status) => status === 0)
        .length,
      leadsThanked: thanked.length,
      thankedStoredOnce: thanked.filter((lead) => rows.get(lead.email) === 1).length,
      rowsStoredTwice: stored.rows.filter((row) => row.n > 1).length,
    };
    console.log('rolling update, answers by status per phase:', JSON.stringify(phases));
    console.log('rolling update:', counts);
    // What nginx met on the way (a refused connection it sent on is logged too), for a failure's diagnosis.
    const met = readFileSync(join(nginx.dir, 'error.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('upstream'));
    const refused = met.filter((line) => line.includes('Connection refused'));
    const other = met.filter((line) => !line.includes('Connection refused'));
    const errors = logs.flatMap((site) =>
      site
        .output()
        .split('\n')
        .filter((line) => /"level":"(warn|error|fatal)"/.test(line) && !line.includes('No administrator yet'))
        .map((line) => `instance on ${site.origin} (pid ${site.process.pid}): ${line}`),
    );
    console.log(`instances logged ${errors.length} warnings and errors:\n${errors.join('\n')}`);
    console.log(`nginx: ${refused.length} connections refused, sent on; other upstream errors:\n${other.join('\n')}`);
    expect(counts.answers5xx).toBe(0);
    expect(counts.connectionErrors).toBe(0);
    expect(counts.leadsThanked).toBe(counts.leadsSent);
    expect(counts.thankedStoredOnce).toBe(counts.leadsThanked);
    expect(counts.rowsStoredTwice).toBe(0);
    expect(load.pages.every((status) => status === 200)).toBe(true);
    // Both sends were exercised, and the new release's migration ran once, before its instance was ready.
    expect(counts.withScript).toBeGreaterThan(0);
    expect(counts.leadsSent - counts.withScript).toBeGreaterThan(0);
    const column = await direct.query(
      "select 1 from information_schema.columns where table_name = 'leads' and column_name = 'rolling_update_note'",
    );
    expect(column.rowCount).toBe(1);
  });
});
