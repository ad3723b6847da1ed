/**
 * The server's memory while five editors upload a 10 MB cover at once, as `npm run
 * bench:uploads` prints it. Serves the existing build (run `npm run build` first) on
 * BENCH_PORT + 1 with a fresh embedded store (BENCH_DATABASE_URL: PostgreSQL instead), signs
 * in five editors, and sends BENCH_ROUNDS (default 5) rounds of five simultaneous new cases,
 * each with its own photo of just under 10 MB (a real JPEG, made here with sharp). The
 * server's resident memory (RSS, read from /proc) is sampled every 25 ms: the table gives it
 * at rest, its median and peak during each round and after it, so growth from round to round
 * (a leak, or bodies held whole) shows, as does the peak's margin over the rest.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../src/server/db/client.ts';
import { MAX_COVER_BYTES } from '../src/server/http/requestLimits.ts';
import { invitePath, inviteStaff } from '../src/server/staff/accounts.ts';
import { startSite } from './startSite.ts';

const port = Number(process.env.BENCH_PORT ?? 4600) + 1;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const editors = 5;
const password = 'bench lantern cobalt meadow 42';
// A shared PostgreSQL may hold the editors of an earlier run: each run invites its own.
const run = Date.now().toString(36);
const emailOf = (index: number) => `bench-upload-${run}-${index}@example.com`;

/** Resident memory of process `pid` in MB. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * A camera photo's JPEG of just under `bytes`: 6000x4000 (24 MP), light and colour gradients
 * with grain (which JPEG cannot squeeze), different per `seed`; the quality is lowered until it fits.
 */
async function photo(bytes: number, seed: number): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761 + 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++, i++) {
        state = (state * 1103515245 + 12345) >>> 0;
        pixels[i] = Math.min(255, (x * (channel + 1) * 97) / width / 2 + (y * 120) / height + (state >>> 26));
      }
    }
  }
  for (let quality = 98; quality > 40; quality -= 3) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.byteLength <= bytes) return jpeg;
  }
  throw new Error(`No photo of at most ${bytes} bytes`);
}

async function post(origin: string, path: string, body: URLSearchParams | FormData, cookie = ''): Promise<Response> {
  return fetch(origin + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, Cookie: cookie },
    body,
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
const invitations: string[] = [];
const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined });
for (let index = 0; index < editors; index++)
  invitations.push(invitePath((await inviteStaff(store.db, { email: emailOf(index), role: 'editor' })).token));
// Closed before the server starts: the embedded store takes one process at a time.
await store.close();

const photos = await Promise.all(
  Array.from({ length: editors }, (_, index) => photo(MAX_COVER_BYTES - 256 * 1024, index + 1)),
);
const site = await startSite(port, {
  DATA_DIR: dataDir,
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_REQUESTS: 'errors',
  RATE_LIMIT_MAX: '100000000',
});
const pid = site.process.pid!;

try {
  const cookies: string[] = [];
  for (const [index, invitation] of invitations.entries()) {
    const accepted = await post(
      site.origin,
      invitation,
      new URLSearchParams({ name: `Bench Editor ${index}`, password }),
    );
    if (accepted.status !== 200) throw new Error(`Invitation ${index} was not taken up (${accepted.status})`);
    const signIn = await post(site.origin, '/staff/sign-in', new URLSearchParams({ email: emailOf(index), password }));
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (signIn.status !== 303 || !cookie) throw new Error(`Editor ${index} could not sign in (${signIn.status})`);
    cookies.push(cookie);
  }

  const rest = Array.from({ length: 20 }, () => residentMb(pid));
  await new Promise((resolve) => setTimeout(resolve, 500));
  rest.push(residentMb(pid));
  console.log(
    `Five editors each upload a ${(photos[0]!.byteLength / 1024 / 1024).toFixed(1)} MB JPEG at once, ${rounds} rounds; server RSS at rest ${median(rest).toFixed(0)} MB`,
  );
  const table: Record<string, unknown>[] = [];
  let failures = 0;
  for (let round = 1; round <= rounds; round++) {
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentMb(pid)), 25);
    const started = performance.now();
    const answers = await Promise.all(
      cookies.map((cookie, index) => {
        const form = new FormData();
        form.set('slug', `bench-upload-${run}-${round}-${index}`);
        form.set('en.title', `Upload round ${round}, editor ${index}`);
        form.set('en.summary', 'A case saved with a photo just under the cover limit.');
        form.set('en.industry', 'Benchmarks');
        form.set('coverFile', new Blob([new Uint8Array(photos[index]!)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
        return post(site.origin, '/staff/cases/new?_action=staff.cases.create', form, cookie);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const saved = answers.filter(
      (answer) => answer.status === 303 && /\/staff\/cases\/\d+/.test(answer.headers.get('location') ?? ''),
    ).length;
    failures += editors - saved;
    const refused = answers.find((answer) => answer.status !== 303);
    if (refused)
      console.error(
        `round ${round}: answered ${refused.status}: ${((await refused.text()).match(/role="alert"[^]*?<\/(?:div|p|ul)>/) ?? [''])[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    table.push({
      round,
      saved: `${saved}/${editors}`,
      seconds: seconds.toFixed(1),
      'median MB': median(samples).toFixed(0),
      'peak MB': Math.max(...samples).toFixed(0),
      'after MB': residentMb(pid).toFixed(0),
    });
  }
  console.table(table);
  if (failures) {
    console.error(`${failures} uploads were not saved`);
    process.exitCode = 1;
  }
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
