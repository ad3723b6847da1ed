/**
 * `npm run bench:compression` (after a build): what each brotli quality makes of the site's own
 * pages, and how long it takes. Starts the built site on `BENCH_COMPRESSION_PORT` (default 4625)
 * with an empty store of its own, reads some pages as HTML (the home, contact and about pages in
 * English and Russian), compresses each at every quality `BENCH_COMPRESSION_RUNS` times (default
 * 21) and prints the bytes and the median milliseconds. Then prints every page of the sitemap
 * (each page and case in every language) as a browser receives it, headers and brotli body,
 * against a new connection's first round trip: about 14,600 bytes (ten segments); a page over it
 * waits one more. `BENCH_COMPRESSION_PAGES` (paths, comma separated) narrows both to those pages.
 * Then, the site stopped, two meeting types are set up in the store as an owner would (offered in
 * every language, a member free on weekdays) and the meeting page is read again in each language:
 * with its free times (60 of them) and the booking form in place of the meeting request.
 * Exits 1 when a page is over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants } from 'node:zlib';
import { FIRST_ROUND_TRIP_BYTES as FIRST_ROUND_TRIP } from '../src/server/http/pageCache.ts';
import { languages as siteLanguages } from '../src/i18n/languages.ts';
import { localizedPath } from '../src/routing/localizedPath.ts';
import { offerMeetings } from './offerMeetings.ts';
import { startSite, type StartedSite } from './startSite.ts';

const port = Number(process.env.BENCH_COMPRESSION_PORT ?? 4625);
const runs = Number(process.env.BENCH_COMPRESSION_RUNS ?? 21);
const chosen = process.env.BENCH_COMPRESSION_PAGES?.split(',');
const qualityPaths = chosen ?? ['/en', '/ru', '/en/contact', '/ru/contact', '/en/about', '/ru/about'];
const qualities = [4, 5, 6, 8, 9, 10, 11];

/** A page's answer as sent: the bytes of its status line and headers, and of its body. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<{ headerBytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (answer) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`), body: Buffer.concat(chunks) }),
      );
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The paths the sitemap lists: every page and case in every language. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = (await fetchRaw(`${origin}/sitemap.xml`, {})).body.toString();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A path without its language: the row it takes in the table (`/en/cases` → `/cases`, `/en` → `/`). */
const pageOf = (path: string) => path.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
/** The meeting page's row once meeting types are set up. */
const WITH_TIMES = ' (with free times)';
const languageOf = (path: string) => path.split('/')[1]!;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-compression-'));
let site: StartedSite | undefined = await startSite(port, { DATA_DIR: dataDir }, { showErrors: true });
// The same once the site is started again on the store with meetings set up.
const { origin } = site;
try {
  const pages = await Promise.all(
    qualityPaths.map(async (path) => ({ path, html: (await fetchRaw(`${origin}${path}`, {})).body })),
  );
  console.log(`Brotli on the site's pages (median of ${runs} runs each)\n`);
  console.log(`| page | HTML | ${qualities.map((quality) => `q${quality}`).join(' | ')} |`);
  console.log(`| --- | ---: | ${qualities.map(() => '---:').join(' | ')} |`);
  for (const { path, html } of pages) {
    const cells = qualities.map((quality) => {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        bytes = brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength },
        }).byteLength;
        times.push(performance.now() - started);
      }
      return `${bytes} B, ${median(times).toFixed(2)} ms`;
    });
    console.log(`| ${path} | ${html.byteLength} B | ${cells.join(' | ')} |`);
  }

  // A page's first request renders it (an on-demand page) and the cache keeps it; a browser's is either.
  const answered: { path: string; bytes: number }[] = [];
  for (const path of chosen ?? (await sitemapPaths(origin))) answered.push({ path, bytes: await answerBytes(path) });
  if (!chosen) {
    // The store is the server's while it runs: stopped, set up, started again.
    await site.stop();
    site = undefined;
    await offerMeetings(dataDir);
    site = await startSite(port, { DATA_DIR: dataDir }, { showErrors: true });
    for (const lang of siteLanguages) {
      const path = localizedPath(lang, 'meeting');
      const html = (await fetchRaw(`${origin}${path}`, {})).body.toString();
      if (!html.includes('name="slot"')) throw new Error(`${path} offers no free time once meetings are set up`);
      answered.push({ path: `${path}${WITH_TIMES}`, bytes: await answerBytes(path) });
    }
  }
  const languages = [...new Set(answered.map(({ path }) => languageOf(path)))];
  const rows = [...new Set(answered.map(({ path }) => pageOf(path)))];
  console.log(
    `\nEach page as a browser receives it (Accept-Encoding: br): bytes of headers and body, against a new connection's first round trip (${FIRST_ROUND_TRIP} B)\n`,
  );
  console.log(`| page | ${languages.join(' | ')} |`);
  console.log(`| --- | ${languages.map(() => '---:').join(' | ')} |`);
  for (const row of rows) {
    const cells = languages.map((lang) => {
      const page = answered.find(({ path }) => pageOf(path) === row && languageOf(path) === lang);
      if (!page) return '';
      return page.bytes <= FIRST_ROUND_TRIP ? `${page.bytes}` : `**${page.bytes}** (+${page.bytes - FIRST_ROUND_TRIP})`;
    });
    console.log(`| ${row} | ${cells.join(' | ')} |`);
  }
  const over = answered.filter(({ bytes }) => bytes > FIRST_ROUND_TRIP);
  console.log(
    `\n${answered.length - over.length} of ${answered.length} pages within the first round trip${over.length ? `; over: ${over.map(({ path }) => path).join(', ')}` : ''}`,
  );
  process.exitCode = over.length ? 1 : 0;
} finally {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A page's answer as a browser receives it, in bytes of headers and brotli body. */
async function answerBytes(path: string): Promise<number> {
  const { headerBytes, body } = await fetchRaw(`${origin}${path}`, { 'Accept-Encoding': 'br' });
  return headerBytes + body.byteLength;
}
