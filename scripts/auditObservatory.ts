/**
 * The MDN HTTP Observatory, run locally against the built site as a visitor reaches it in
 * production: over HTTPS on port 443, with port 80 redirecting there. A throw-away CA signs a
 * certificate for `localhost`; a small TLS terminator in this process forwards to the site and
 * the scanner trusts the CA through NODE_EXTRA_CA_CERTS. The scanner only looks at a host's
 * root, so for each kind of answer the terminator answers the root with that answer's path.
 * Needs root (ports 80 and 443), openssl, and the npm registry on first use.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { startSite } from './startSite.ts';

const run = promisify(execFile);
const scannerDir = resolve(import.meta.dirname, 'observatory');
const scannerPackage = join(scannerDir, 'node_modules', '@mdn', 'mdn-http-observatory');

/** One kind of answer the site gives at `path`: scanned, or (`headersOnly`) its headers compared. */
interface Kind {
  kind: string;
  path: string;
  /** The scanner refuses answers such as 404: check that they carry the same security headers. */
  headersOnly?: boolean;
}

/** The headers that earn the grade; every answer must carry each (the policy exactly once). */
const securityHeaderNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
] as const;

/** What the scanner said of one kind of answer. */
export interface ObservatoryRow {
  kind: string;
  path: string;
  grade: string;
  score: number;
  /** Tests that did not pass, with their result. */
  failing: string;
}

/** Installs the scanner beside the project (its install scripts fetch lists from the internet: skipped). */
function ensureScanner(): void {
  if (!existsSync(scannerPackage)) {
    const install = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: scannerDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (install.status !== 0) throw new Error('Could not install the MDN HTTP Observatory (scripts/observatory)');
  }
  // What its skipped install scripts would have downloaded: no preloaded HSTS hosts, no TLD list.
  for (const [file, empty] of [
    ['hsts-preload.json', '{}'],
    ['tld-list.json', '[]'],
  ] as const) {
    const path = join(scannerPackage, 'conf', file);
    if (!existsSync(path)) writeFileSync(path, empty);
  }
}

/** A throw-away CA and a certificate it signed for localhost, in `dir`. */
function makeCertificates(dir: string): { ca: string; key: string; cert: string } {
  const openssl = (...args: string[]) => {
    const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`openssl ${args[0]} failed: ${run.stderr}`);
  };
  writeFileSync(
    join(dir, 'site.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Throw-away audit CA',
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'site.key', '-out', 'site.csr', '-subj', '/CN=localhost');
  openssl(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'site.pem',
    '-days',
    '2',
    '-extfile',
    'site.ext',
  );
  return {
    ca: join(dir, 'ca.pem'),
    key: readFileSync(join(dir, 'site.key'), 'utf8'),
    cert: readFileSync(join(dir, 'site.pem'), 'utf8'),
  };
}

/** Listens on the loopback addresses (IPv4 and IPv6, whichever `localhost` resolves to). */
async function listenOnLoopback(create: () => http.Server, port: number): Promise<http.Server[]> {
  const servers: http.Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = create();
    server.listen(port, host);
    const failure = await Promise.race([
      once(server, 'listening').then(() => undefined),
      once(server, 'error').then(([error]) => error as NodeJS.ErrnoException),
    ]);
    if (!failure) servers.push(server);
    else if (host === '127.0.0.1')
      throw new Error(
        `Cannot listen on ${host}:${port} (${failure.code}); the scan needs ports 80 and 443 free, and root`,
      );
  }
  return servers;
}

/**
 * Runs the scanner on `localhost` in a process that trusts `ca`; resolves with its JSON.
 * Asynchronous: the terminator answering the scanner runs in this process.
 */
async function scan(
  ca: string,
): Promise<{ scan: { grade: string; score: number }; tests: Record<string, { pass: boolean; result: string }> }> {
  const script = `import { scan } from ${JSON.stringify(join(scannerPackage, 'src', 'scanner', 'index.js'))};
    try { console.log(JSON.stringify(await scan('localhost'))); } catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', script], {
    // Its 10-second budget per scan is short for a busy machine.
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca, ABORT_TIMEOUT: '60000', CLIENT_TIMEOUT: '60000' },
    encoding: 'utf8',
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  if (result.error || !result.scan) throw new Error(`The scan failed: ${result.error ?? stderr}`);
  return result;
}

/** Fetches `path` over HTTPS and says which security headers it lacks or repeats. */
async function compareHeaders(path: string, ca: string): Promise<Pick<ObservatoryRow, 'grade' | 'score' | 'failing'>> {
  const response = await new Promise<http.IncomingMessage>((done, fail) =>
    https.get({ host: 'localhost', port: 443, path, ca: readFileSync(ca) }, done).on('error', fail),
  );
  response.resume();
  const problems = securityHeaderNames.flatMap((name) => {
    const count = response.rawHeaders.filter(
      (header, index) => index % 2 === 0 && header.toLowerCase() === name,
    ).length;
    return count === 1 ? [] : [`${name} sent ${count} times`];
  });
  return { grade: `HTTP ${response.statusCode}`, score: problems.length ? 0 : 100, failing: problems.join(', ') };
}

/**
 * Scans each kind of answer and returns one row per kind. `dist` is the build to serve;
 * `port` the site's own (plain HTTP) port behind the terminator.
 */
export async function auditObservatory({
  dist,
  port,
  kinds,
}: {
  dist: string;
  port: number;
  kinds: Kind[];
}): Promise<ObservatoryRow[]> {
  ensureScanner();
  const dir = mkdtempSync(join(tmpdir(), 'observatory-'));
  const site = await startSite(
    port,
    { DATA_DIR: join(dir, 'data'), DIST_DIR: dist, SITE_URL: 'https://localhost', TRUST_PROXY: 'true' },
    { showErrors: true },
  );
  const servers: http.Server[] = [];
  try {
    const { ca, key, cert } = makeCertificates(dir);
    let root = '/';
    const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const path = req.url === '/' ? root : (req.url ?? '/');
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port,
          method: req.method,
          path,
          headers: {
            ...req.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    servers.push(
      ...(await listenOnLoopback(() => https.createServer({ key, cert }, forward) as unknown as http.Server, 443)),
    );
    servers.push(
      ...(await listenOnLoopback(
        () =>
          http.createServer((req, res) => res.writeHead(301, { Location: `https://localhost${req.url ?? '/'}` }).end()),
        80,
      )),
    );

    const rows: ObservatoryRow[] = [];
    for (const { kind, path, headersOnly } of kinds) {
      if (headersOnly) {
        rows.push({ kind, path, ...(await compareHeaders(path, ca)) });
        continue;
      }
      root = path;
      const result = await scan(ca);
      const failing = Object.entries(result.tests)
        .filter(([, test]) => !test.pass)
        .map(([name, test]) => `${name}: ${test.result}`)
        .join(', ');
      rows.push({ kind, path, grade: result.scan.grade, score: result.scan.score, failing });
    }
    return rows;
  } finally {
    for (const server of servers) server.close();
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
