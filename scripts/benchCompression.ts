/**
 * `npm run bench:compression` (after a build): what each brotli quality makes of the site's own
 * pages, and how long it takes. Starts the built site on `BENCH_COMPRESSION_PORT` (default 4625)
 * with an empty store of its own, reads the pages of `BENCH_COMPRESSION_PAGES` (default the home,
 * contact and about pages in English and Russian) as HTML, compresses each at every quality
 * `BENCH_COMPRESSION_RUNS` times (default 21) and prints the bytes and the median milliseconds.
 * Then prints each page as a browser receives it (headers and brotli body): a new connection's
 * first round trip carries about 14,600 bytes (ten segments), and a page over it waits one more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants } from 'node:zlib';
import { startSite } from './startSite.ts';

const port = Number(process.env.BENCH_COMPRESSION_PORT ?? 4625);
const runs = Number(process.env.BENCH_COMPRESSION_RUNS ?? 21);
const paths = (process.env.BENCH_COMPRESSION_PAGES ?? '/en,/ru,/en/contact,/ru/contact,/en/about,/ru/about').split(',');
const qualities = [4, 5, 6, 8, 9, 10, 11];
/** Ten segments of 1,460 bytes: what a new connection sends before its first acknowledgement. */
const FIRST_ROUND_TRIP = 14_600;

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

const dataDir = mkdtempSync(join(tmpdir(), 'bench-compression-'));
const site = await startSite(port, { DATA_DIR: dataDir }, { showErrors: true });
try {
  const pages = await Promise.all(
    paths.map(async (path) => ({ path, html: (await fetchRaw(`${site.origin}${path}`, {})).body })),
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
  console.log(`\nAs a browser receives each page (Accept-Encoding: br), first and second request\n`);
  console.log('| page | headers | body | in all | within the first round trip |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const { path } of pages) {
    for (const time of ['first', 'second']) {
      const { headerBytes, body } = await fetchRaw(`${site.origin}${path}`, { 'Accept-Encoding': 'br' });
      const all = headerBytes + body.byteLength;
      console.log(
        `| ${path} (${time}) | ${headerBytes} B | ${body.byteLength} B | ${all} B | ${all <= FIRST_ROUND_TRIP ? 'yes' : `no, ${all - FIRST_ROUND_TRIP} B over`} |`,
      );
    }
  }
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
