import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFiles } from '../../../src/server/http/memoryFiles';
import { setSecurityHeaders } from '../../../src/server/http/securityHeaders';
import { requestUrl } from '../../../src/server/http/requestUrl';
import { staticFiles } from '../../../src/server/http/staticFiles';

/** A small build: pages with compressed twins, a hashed asset, a cover, a social card, a dotfile. */
const fixture: Record<string, string> = {
  'index.html': '<!doctype html><title>root</title>',
  'en/about/index.html': '<!doctype html><title>About</title>'.repeat(50),
  'en/about/index.html.br': 'brotli bytes',
  'en/about/index.html.gz': 'gzip bytes',
  'robots.txt': 'User-agent: *\n',
  '_astro/index.AbC123.css': 'body{margin:0}',
  '_astro/index.AbC123.css.br': 'css brotli',
  'images/cases/retail-800.0123456789.webp': 'webp',
  'images/cases/retail-1200.jpg': 'jpeg',
  'og/en.png': 'png',
  'favicon.svg': '<svg/>',
  '.hidden/secret.txt': 'no',
};

/** A server on a free loopback port. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Status, headers (without the date) and raw body, the path sent as written (no normalising, no decoding). */
function read(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const request = http.request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, connection: _connection, ...received } = response.headers;
        resolve({ status: response.statusCode!, headers: received, body: Buffer.concat(chunks).toString('latin1') });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('built files answered from memory', () => {
  let dir: string;
  let fast: Awaited<ReturnType<typeof listen>>;
  let pipeline: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'memory-files-'));
    for (const [name, body] of Object.entries(fixture)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), body);
      utimesSync(join(dir, name), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
    }
    // Behind HTTPS, so the comparison covers Strict-Transport-Security too.
    const files = memoryFiles(dir, { https: true });
    fast = await listen((req, res) => {
      if (!files.serve(req, res, requestUrl(req))) res.writeHead(599).end('passed on');
    });
    const serve = staticFiles(dir);
    pipeline = await listen((req, res) => {
      setSecurityHeaders(res, { https: true });
      serve(req, res, requestUrl(req), () => void res.writeHead(599).end('passed on'));
    });
  });

  afterAll(() => {
    fast.server.close();
    pipeline.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const paths = [
    '/en/about',
    '/en/about/index.html',
    '/robots.txt',
    '/_astro/index.AbC123.css',
    '/images/cases/retail-800.0123456789.webp',
    '/images/cases/retail-1200.jpg',
    '/og/en.png',
    '/favicon.svg',
    '/en/about?utm_source=x',
  ];
  const encodings = ['', 'gzip', 'br', 'br, gzip', 'gzip;q=1, br;q=0.5', 'deflate'];

  it('sends every file with the status, headers and bytes the pipeline sends, in every encoding', async () => {
    for (const path of paths) {
      for (const encoding of encodings) {
        const headers = encoding ? { 'accept-encoding': encoding } : ({} as Record<string, string>);
        const expected = await read(pipeline.origin, path, headers);
        expect(expected.status, path).toBe(200);
        expect(await read(fast.origin, path, headers), `${path} (${encoding})`).toEqual(expected);
        expect(await read(fast.origin, path, headers, 'HEAD'), `HEAD ${path} (${encoding})`).toEqual(
          await read(pipeline.origin, path, headers, 'HEAD'),
        );
      }
    }
  });

  it('answers a matching If-None-Match with 304, as the pipeline does', async () => {
    for (const path of ['/en/about', '/_astro/index.AbC123.css']) {
      const etag = String((await read(pipeline.origin, path, { 'accept-encoding': 'br' })).headers.etag);
      const conditional = { 'accept-encoding': 'br', 'if-none-match': etag };
      const expected = await read(pipeline.origin, path, conditional);
      expect(expected.status).toBe(304);
      expect(await read(fast.origin, path, conditional)).toEqual(expected);
    }
  });

  it('passes on what is not a plain read of a file: redirects, ranges, bodies, other methods, odd paths, dotfiles', async () => {
    const passed = async (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
      (await read(fast.origin, path, headers, method, body)).status;
    for (const path of [
      '/',
      '/about',
      '/en/about/',
      '/en//about',
      '/en/./about',
      '/en/x/../about',
      '/en/%61bout',
      '/missing.css',
      '/.hidden/secret.txt',
    ]) {
      expect(await passed(path), path).toBe(599);
    }
    expect(await passed('/robots.txt', { range: 'bytes=0-3' })).toBe(599);
    expect(await passed('/robots.txt', {}, 'POST', 'x')).toBe(599);
    expect(await passed('/robots.txt', { 'content-length': '1' }, 'GET', 'x')).toBe(599);
    expect(await passed('/robots.txt', {}, 'DELETE')).toBe(599);
  });
});
