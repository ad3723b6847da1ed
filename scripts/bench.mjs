/**
 * Load benchmark on this machine: requests per second and latency percentiles for a
 * prerendered page, the on-demand cases and home pages, the cases API, a hashed asset and a
 * form post, printed as a table. Serves the existing build (run `npm run build` first) on
 * BENCH_PORT with a fresh embedded store, rate limits lifted. BENCH_SECONDS (default 10) per
 * target, 50 connections. In the same run nginx (one worker, installed when missing) serves
 * the very bytes our server sent for four of the targets, and the table gives the ratio
 * ours/nginx: how close one server process comes to a static file server. Neither writes a
 * line per answered request (nginx: access_log off; ours: LOG_REQUESTS=errors, as behind a
 * proxy that logs them; BENCH_LOG_REQUESTS=all measures ours with the lines). Then lead posts
 * at 50, 300 and 1,000 concurrent senders (`scripts/benchPosts.ts`: two instances behind the
 * shipped nginx on BENCH_DATABASE_URL, else one on the embedded store). Then the leads
 * inbox with 100,000 leads (`scripts/benchInbox.ts`, alone: `npm run bench:inbox`), and the
 * meetings' free times and one time raced for by 200 visitors (`scripts/benchMeetings.ts`,
 * alone: `npm run bench:meetings`). On the embedded store, also the cases list while an editor
 * saves a case every second
 * (`scripts/benchEditing.ts`).
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchInbox } from './benchInbox.ts';
import { benchPosts } from './benchPosts.ts';
import { benchListWhileEditing, inviteBenchEditor } from './benchEditing.ts';
import { ensureNginx, runNginx } from './nginx.ts';
import { startSite } from './startSite.ts';

const port = Number(process.env.BENCH_PORT ?? 4600);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
// An editor for the "list while editing" run, invited before the server holds the embedded store.
const invitation = process.env.BENCH_DATABASE_URL ? undefined : await inviteBenchEditor(dataDir);

const server = await startSite(
  port,
  {
    DATA_DIR: dataDir,
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    RATE_LIMIT_MAX: '100000000',
    // Like nginx's access_log off below: no line for an answer that went well (as behind nginx).
    LOG_REQUESTS: process.env.BENCH_LOG_REQUESTS ?? 'errors',
    FORM_MIN_FILL_MS: '0',
  },
  { showErrors: true },
);

const form = new URLSearchParams({
  name: 'Bench Mark',
  email: 'bench@example.com',
  company: 'Load Test Ltd',
  message: 'Measuring how many demo requests the site can store per second.',
  consent: 'yes',
  lang: 'en',
  page: '/en',
  website: '',
}).toString();

const nginxPort = port + 1;
const asset = `/_astro/${readdirSync(join(process.env.DIST_DIR ?? 'dist', 'client', '_astro')).find((name) => name.endsWith('.js'))}`;
/** `nginx` names the targets nginx serves too, as a file holding our answer's bytes. */
const targets = [
  { name: 'page (prerendered) GET /en/about', url: `${origin}/en/about`, nginx: 'prerendered' },
  { name: 'page (on demand) GET /en/cases', url: `${origin}/en/cases`, nginx: 'on-demand' },
  { name: 'page (on demand, with a form) GET /en', url: `${origin}/en` },
  {
    name: 'cases API GET /functions/v1/get-cases-by-lang?lng=en',
    url: `${origin}/functions/v1/get-cases-by-lang?lng=en`,
    nginx: 'api',
  },
  { name: `hashed asset GET ${asset}`, url: `${origin}${asset}`, nginx: 'asset' },
  {
    name: 'form post POST /_actions/demo',
    url: `${origin}/_actions/demo`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-encoding': 'br' },
    body: form,
  },
];

const headers = { 'accept-encoding': 'br, gzip' };

/** Requests per second and latency of `url` under load. */
async function load(target, url) {
  const result = await autocannon({
    url,
    method: target.method ?? 'GET',
    headers: target.headers ?? headers,
    body: target.body,
    connections: 50,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** The answer to GET `url` as it went over the wire (a compressed body stays compressed). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * nginx serving, for each compared target, the bytes our server answers it with (same body,
 * type and encoding), from a folder of its own; resolves once it listens.
 */
async function startNginx(compared) {
  const missing = ensureNginx();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const locations = [];
  for (const target of compared) {
    const response = await rawGet(target.url);
    const encoding = response.headers['content-encoding'];
    writeFileSync(join(dir, target.nginx), response.body);
    chmodSync(join(dir, target.nginx), 0o644);
    locations.push(`location = /${target.nginx} {
      default_type "${response.headers['content-type']}";
      ${encoding ? `add_header Content-Encoding ${encoding};` : ''}
      add_header Cache-Control "${response.headers['cache-control']}";
      add_header Vary Accept-Encoding;
    }`);
  }
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types {}
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${dir};
    ${locations.join('\n    ')}
  }
}
`,
  );
  return runNginx(dir, [nginxPort]);
}

let nginx;
try {
  const compared = targets.filter((target) => target.nginx);
  nginx = await startNginx(compared);
  const rows = [];
  for (const target of targets) {
    const ours = await load(target, target.url);
    const theirs = target.nginx ? await load(target, `http://127.0.0.1:${nginxPort}/${target.nginx}`) : undefined;
    rows.push({
      target: target.name,
      'req/s (mean)': ours.rps,
      'p50 ms': ours.p50,
      'p99 ms': ours.p99,
      errors: ours.errors,
      'non-2xx': ours.non2xx,
      requests: ours.requests,
      'nginx req/s': theirs?.rps ?? '',
      'nginx p99 ms': theirs?.p99 ?? '',
      'ours/nginx': theirs ? (ours.rps / theirs.rps).toFixed(2) : '',
    });
  }
  console.log(
    `\nLoad: ${seconds}s per target, 50 connections, one server process on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (LOG_REQUESTS=${process.env.BENCH_LOG_REQUESTS ?? 'errors'}); nginx: one worker, the same bytes from files, access_log off`,
  );
  console.table(rows);
  if (invitation) {
    const editing = await benchListWhileEditing(origin, invitation, seconds);
    console.log(
      `\nThe cases list while an editor saves a case every second (${seconds}s, 50 connections; target above 2,000 req/s):`,
    );
    console.table([
      {
        target: 'GET /en/cases while saving',
        'req/s (mean)': editing.rps,
        'p99 ms': editing.p99,
        errors: editing.errors,
        saves: editing.saves,
        'failed saves': editing.failedSaves,
        'list shows the last save': editing.latestShown,
      },
    ]);
  }
} finally {
  await nginx?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

await benchPosts(process.env.BENCH_DATABASE_URL || undefined, { port: port + 50, seconds });
await benchInbox(process.env.BENCH_DATABASE_URL || undefined);
await import('./benchMeetings.ts');
