/**
 * A backup beside a busy server: one instance on the embedded store takes 20 lead posts a
 * second (each a new lead) while `npm run db -- backup FILE` runs beside it (the server makes
 * the backup over its command channel). Prints the backup's time and size, and the posts sent,
 * answered 2xx and failed (any other answer or none) from the backup's start to its end.
 * Alone: `npm run bench:backup` (after `npm run build`); BENCH_LEADS seeds that many leads first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLead } from './benchLead.ts';
import { startSite } from './startSite.ts';
import { freePort } from '../tests/support/ports.ts';

const POSTS_PER_SECOND = 20;

const work = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const dataDir = join(work, 'data');
const site = await startSite(
  await freePort(),
  { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000', FORM_MIN_FILL_MS: '0', LOG_REQUESTS: 'errors' },
  { showErrors: true },
);
const counts = { sent: 0, answered2xx: 0, failed: 0 };
let posting = false;

/** Posts one new lead; counts its answer while the backup runs. */
async function post(n: number): Promise<void> {
  const form = benchLead(n);
  const counted = posting;
  if (counted) counts.sent++;
  let ok = false;
  try {
    const response = await fetch(`${site.origin}/_actions/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin, accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    ok = response.ok;
  } catch {
    ok = false;
  }
  if (counted) counts[ok ? 'answered2xx' : 'failed']++;
}

/** Runs `npm run db -- backup FILE` on the server's DATA_DIR; resolves with its exit status and output. */
function backup(file: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/db.ts', 'backup', file], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? -1, output }));
  });
}

const inFlight = new Set<Promise<void>>();
let n = 0;
const send = () => {
  const each = post(++n).finally(() => inFlight.delete(each));
  inFlight.add(each);
};
try {
  for (let seeded = Number(process.env.BENCH_LEADS ?? 0); seeded > 0; seeded--) {
    send();
    if (inFlight.size >= 20) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const timer = setInterval(send, 1000 / POSTS_PER_SECOND);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // posts under way before the backup starts
  posting = true;
  const started = performance.now();
  const file = join(work, 'site.backup.tar.gz');
  const result = await backup(file);
  const seconds = (performance.now() - started) / 1000;
  posting = false;
  clearInterval(timer);
  await Promise.all(inFlight);
  console.log(result.output.trim());
  console.log(
    `\nBackup beside a server taking ${POSTS_PER_SECOND} lead posts a second (embedded store, one instance):`,
  );
  console.table({
    'backup exit status': result.code,
    'backup seconds': Number(seconds.toFixed(1)),
    'backup MB': result.code === 0 ? Number((statSync(file).size / 1e6).toFixed(1)) : 0,
    'posts sent during the backup': counts.sent,
    'answered 2xx': counts.answered2xx,
    failed: counts.failed,
  });
  process.exitCode = result.code === 0 && counts.failed === 0 ? 0 : 1;
} finally {
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}
