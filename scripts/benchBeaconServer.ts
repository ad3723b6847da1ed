/**
 * Page-view beacons through the whole server, a step of `npm run bench:analytics` on
 * PostgreSQL: the built site (`src/server/serve.ts` serving DIST_DIR, default `dist`) runs as
 * its own process on a fresh database made on BENCH_DATABASE_URL, and autocannon posts valid
 * beacons to `/a` over HTTP for BENCH_ANALYTICS_SECONDS with 50 connections. Once the load
 * ends the server is stopped (SIGTERM writes the views it still holds), then the rows it
 * stored are counted: each beacon's visitor once, at least every beacon accepted (204) and at
 * most every beacon sent, so nothing was lost or doubled. The two differ by the beacons in
 * flight when the load stopped: the server received, answered and stored them, but autocannon
 * no longer waited for their answers.
 *
 * Each beacon comes from an address of its own (X-Forwarded-For, trusted with TRUST_PROXY as
 * behind the shipped nginx), so the per-address limit (ANALYTICS_BEACONS_PER_MINUTE, left at
 * its default) is checked on every beacon but never reached: this measures counting, not
 * refusing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { startSite } from './startSite.ts';

const CONNECTIONS = 50;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The `index`-th address of 10.0.0.0/8: one per beacon, up to 16 million. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Runs the step on a fresh database of `postgresUrl`, the site listening on `port`, and prints what it measured. */
export async function benchBeaconsThroughServer(
  postgresUrl: string,
  { port, seconds }: { port: number; seconds: number },
): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'server', 'entry.mjs'))) {
    console.log(`through the server: skipped, no build in ${distDir}/ (run \`npm run build\` first)`);
    return;
  }
  const name = `bench_beacons_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-beacons-'));
  const origin = `http://127.0.0.1:${port}`;
  const database = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href;
  try {
    const site = await startSite(
      port,
      {
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        DATABASE_URL: database,
        SITE_URL: origin,
        TRUST_PROXY: 'true',
        LOG_REQUESTS: 'errors',
      },
      { showErrors: true },
    );
    let beacon = 0;
    const started = performance.now();
    let result: autocannon.Result;
    try {
      result = await autocannon({
        url: `${origin}/a`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { origin, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
            body: JSON.stringify({
              u: `${origin}/en/solutions?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
              r: 'https://search.example/',
              w: 1280,
            }),
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': addressOf(beacon++) },
            }),
          },
        ],
      });
    } finally {
      await site.stop();
    }
    const writtenSeconds = (performance.now() - started) / 1000;
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const counter = new pg.Client({ connectionString: database });
    await counter.connect();
    const { rows } = await counter
      .query<{ stored: number; visitors: number; spring: number }>(
        `select count(*)::int as stored, count(distinct visitor)::int as visitors, count(*) filter (where path = '/en/solutions' and campaign = 'spring')::int as spring from analytics_events`,
      )
      .finally(() => counter.end());
    const { stored, visitors, spring } = rows[0]!;
    const accepted = result['2xx'];
    const sent = result.requests.sent;
    const inFlight = sent - result.requests.total;
    const exact = visitors === stored && spring === stored && stored >= accepted && stored <= sent;
    console.log(
      `\nthrough the server: POST ${origin}/a on \`node src/server/serve.ts\` (one process, ${distDir}/, fresh PostgreSQL database), ${CONNECTIONS} connections for ${seconds} s`,
    );
    console.log(
      `  addresses: every beacon from its own X-Forwarded-For address (TRUST_PROXY=true), the per-address limit at its default, so none is refused for it`,
    );
    console.log(`  machine: ${cpus().length} cores, load average ${load} (1, 5, 15 min) when the load ended`);
    console.table([
      {
        'beacons sent': sent,
        answered: result.requests.total,
        'accepted (2xx)': accepted,
        'refused (non-2xx)': result.non2xx,
        errors: result.errors + result.timeouts,
        'stored rows': stored,
        'stored/s': Math.round(stored / writtenSeconds),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      },
    ]);
    console.log(
      `  stored/s: rows stored over ${writtenSeconds.toFixed(1)} s, from the first beacon until the stopped server had written its last`,
    );
    console.log(
      `  stored = accepted, nothing lost or doubled: ${exact ? 'yes' : 'NO'} (${stored} rows = ${accepted} accepted + ${stored - accepted} of the ${inFlight} in flight when the load stopped; ${visitors} distinct visitors, ${spring} with the page and campaign sent)`,
    );
    if (!exact) process.exitCode = 1;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
