/**
 * The load benchmark through the deployment's front: two instances on one PostgreSQL (and
 * Redis when given) behind the shipped nginx configuration over HTTPS, beside one instance
 * reached directly. Needs the build and nginx.
 *
 *   BENCH_DATABASE_URL=postgres://.../empty_db [BENCH_REDIS_URL=redis://...] npm run bench:deployed
 *
 * BENCH_PORT (default 4600) and the next three ports: the two instances, nginx's HTTPS and HTTP.
 * BENCH_SECONDS (default 10) per target and route, 50 connections.
 */
import autocannon from 'autocannon';
import { startDeployedNginx } from './deployedNginx.ts';
import { startSite } from './startSite.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database the instances may fill.');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 4600);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const settings = {
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  TRUST_PROXY: 'true',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  RATE_LIMIT_MAX: '100000000',
  FORM_MIN_FILL_MS: '0',
};
const fronts = [
  ['direct, 1 instance', `http://127.0.0.1:${port}`],
  ['nginx HTTPS, 2 instances', `https://127.0.0.1:${port + 2}`],
];
const form = new URLSearchParams({
  name: 'Bench Mark',
  email: 'bench@example.com',
  message: 'Measuring.',
  consent: 'yes',
  lang: 'en',
  page: '/en',
}).toString();
const targets = [
  { name: 'prerendered GET /en/about', path: '/en/about' },
  { name: 'on demand GET /en/cases', path: '/en/cases' },
  { name: 'on demand, form GET /en', path: '/en' },
  { name: 'asset GET /favicon.svg', path: '/favicon.svg' },
  { name: 'form POST /_actions/demo', path: '/_actions/demo', post: true },
];

const sites = [];
let nginx;
try {
  sites.push(await startSite(port, settings, { showErrors: true }));
  sites.push(await startSite(port + 1, settings, { showErrors: true }));
  nginx = await startDeployedNginx({
    tlsPort: port + 2,
    httpPort: port + 3,
    purgePort: port + 4,
    upstreamPorts: [port, port + 1],
    clientDir: `${settings.DIST_DIR}/client`,
  });
  const rows = [];
  for (const target of targets) {
    for (const [via, origin] of fronts) {
      const result = await autocannon({
        url: origin + target.path,
        method: target.post ? 'POST' : 'GET',
        headers: target.post
          ? { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-encoding': 'br' }
          : { 'accept-encoding': 'br, gzip' },
        body: target.post ? form : undefined,
        connections: 50,
        duration: seconds,
        tlsOptions: { rejectUnauthorized: false },
      });
      rows.push({
        target: target.name,
        via,
        'req/s (mean)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts,
        'non-2xx': result.non2xx,
      });
    }
  }
  console.log(
    `\nLoad: ${seconds}s per target and front, 50 connections, instances on PostgreSQL${settings.REDIS_URL ? ' and Redis' : ''}`,
  );
  console.table(rows);
} finally {
  for (const site of sites) await site.stop();
  await nginx?.stop();
}
