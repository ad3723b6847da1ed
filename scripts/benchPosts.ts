/**
 * Lead posts under load: accepted posts per second and latency at 50, 300 and 1,000
 * concurrent senders, each post a different lead. With a PostgreSQL server (`postgresUrl`, a
 * fresh database is made on it): two instances behind the shipped nginx over HTTPS, as
 * deployed; without: one instance on the embedded store, reached directly. Past the queue's
 * capacity (DB_POOL_MAX less two writing, LEAD_QUEUE_MAX waiting, per instance) a post is
 * answered 503 with Retry-After, never 500. Alone: `node scripts/benchPosts.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchLead } from './benchLead.ts';
import { startDeployedNginx, type DeployedNginx } from './deployedNginx.ts';
import { startSite, type StartedSite } from './startSite.ts';

const CONCURRENCY = [50, 300, 1000];

interface Front {
  origin: string;
  label: string;
  stop(): Promise<void>;
}

/** Two instances on a fresh database of `postgresUrl` behind the shipped nginx, or one on the embedded store. */
async function startFront(port: number, postgresUrl: string | undefined): Promise<Front> {
  const common = {
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    RATE_LIMIT_MAX: '100000000',
    FORM_MIN_FILL_MS: '0',
    LOG_REQUESTS: 'errors',
  };
  if (!postgresUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-posts-'));
    const site = await startSite(port, { ...common, DATA_DIR: dataDir }, { showErrors: true });
    return {
      origin: site.origin,
      label: 'one instance, embedded store, direct',
      stop: async () => (await site.stop(), rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `posts_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href;
  const origin = `https://127.0.0.1:${port + 2}`;
  const settings = { ...common, DATABASE_URL: database, TRUST_PROXY: 'true', SITE_URL: origin };
  const sites: StartedSite[] = [];
  let nginx: DeployedNginx | undefined;
  const stop = async () => {
    for (const site of sites) await site.stop();
    await nginx?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    sites.push(
      ...(await Promise.all([
        startSite(port, settings, { showErrors: true }),
        startSite(port + 1, settings, { showErrors: true }),
      ])),
    );
    nginx = await startDeployedNginx({
      tlsPort: port + 2,
      httpPort: port + 3,
      purgePort: port + 4,
      upstreamPorts: [port, port + 1],
      clientDir: `${settings.DIST_DIR}/client`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, label: 'two instances, PostgreSQL, behind the shipped nginx (HTTPS)', stop };
}

/** Runs the posts at each concurrency against the front and prints a table. */
export async function benchPosts(postgresUrl: string | undefined, { port = 4650, seconds = 10 } = {}): Promise<void> {
  const front = await startFront(port, postgresUrl);
  const rows = [];
  let sent = 0;
  try {
    for (const connections of CONCURRENCY) {
      const result = await autocannon({
        url: `${front.origin}/_actions/demo`,
        method: 'POST',
        connections,
        duration: seconds,
        timeout: 60,
        tlsOptions: { rejectUnauthorized: false },
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: front.origin,
          accept: 'application/json',
        },
        requests: [
          {
            setupRequest: (request) => {
              const n = ++sent;
              return { ...request, body: new URLSearchParams(benchLead(n)).toString() };
            },
          },
        ],
      });
      const accepted = result['2xx'];
      const busy = result.statusCodeStats?.['503']?.count ?? 0;
      rows.push({
        'concurrent posts': connections,
        sent: result.requests.total,
        'accepted (200)': accepted,
        'accepted/s': Math.round(accepted / seconds),
        '503 (Retry-After)': busy,
        'other non-2xx':
          Object.entries(result.statusCodeStats ?? {})
            .filter(([code]) => code !== '503' && !code.startsWith('2'))
            .map(([code, { count }]) => `${count}×${code}`)
            .join(' ') || 0,
        errors: result.errors + result.timeouts,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      });
    }
  } finally {
    await front.stop();
  }
  console.log(
    `\nLead posts, ${seconds}s at each concurrency, a new lead each (${front.label}; defaults DB_POOL_MAX=10, LEAD_QUEUE_MAX=1000, LEAD_QUEUE_WAIT_MS=15000):`,
  );
  console.table(rows);
}

if (import.meta.main)
  await benchPosts(process.env.BENCH_DATABASE_URL || undefined, { seconds: Number(process.env.BENCH_SECONDS ?? 10) });
