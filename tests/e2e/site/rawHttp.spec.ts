/**
 * What the server answers to requests a browser never sends but an attacker or a broken
 * client does: paths that are not normalised, bodies that are too large without saying so or
 * cut short, methods no page takes. Sent over a raw socket, because a browser, `fetch` and
 * Playwright's request client all normalise paths and refuse some methods.
 */
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { catalogs } from '../../support/e2e/site';
import { format, staffCatalogs } from '../../../src/i18n';
import { baseURL } from '../../../playwright.config';

const { hostname, port, host, origin } = new URL(baseURL);

interface RawResponse {
  statusLine: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Joins the chunks of a chunked body. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Sends `head` (request line and headers, without the blank line) and `body` as they are; reads the answer until the server closes. */
function send(head: string, body: Buffer | string = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that stops reading may reset the connection after its answer: keep what came.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const rest = raw.subarray(split + 4);
      const text = (headers['transfer-encoding'] === 'chunked' ? dechunk(rest) : rest).toString('utf8');
      resolve({ statusLine, status: Number(statusLine.split(' ')[1]), headers, body: text });
    });
    // Not ended: a half-closed connection may be dropped before the answer; `Connection: close` ends it.
    socket.write(`${head}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    socket.write(body);
  });
}

const demo = 'name=Ada&email=ada%40example.com&consent=yes&lang=en&page=%2Fen';

test.describe('raw requests', () => {
  for (const path of [
    '/.//evil.example/',
    '/%2e//evil.example/',
    '/x/..//evil.example/path/',
    '//evil.example/',
    '/\\evil.example/',
  ]) {
    test(`the trailing-slash redirect of ${path} stays on the site`, async () => {
      const response = await send(`GET ${path} HTTP/1.1`);
      expect(response.status).toBe(301);
      const location = response.headers['location']!;
      expect(location).toMatch(/^\/(?!\/)/);
      expect(new URL(location, origin).origin).toBe(origin);
    });
  }

  test('an address that is not valid percent-encoding is refused with 400, with the security headers', async () => {
    for (const path of ['/%E0%A4%A', '/en/%E0%A4%A', '/_astro/%E0', '/en/contact%']) {
      const response = await send(`GET ${path} HTTP/1.1`);
      expect(response.status, path).toBe(400);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });

  test('a chunked body over 256 KB is refused with 413, as JSON for a JSON client', async () => {
    const size = 260 * 1024;
    const chunked = `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n0\r\n\r\n`;
    const json = await send(
      `POST /_actions/demo HTTP/1.1\r\nOrigin: ${origin}\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked`,
      chunked,
    );
    expect(json.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(json.body)).toMatchObject({
      code: 'CONTENT_TOO_LARGE',
      message: catalogs.en.contact_form.errors.tooLarge,
    });
    const page = await send(
      `POST /fr?_action=demo HTTP/1.1\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked`,
      chunked,
    );
    expect(page.status).toBe(413);
    expect(page.body).toContain(catalogs.fr.errorPages.tooLarge.title);
  });

  test("a staff post over 256 KB gets the staff area's page in the member's language, naming the limit, with a link back", async () => {
    const body = `note=${'п'.repeat(150 * 1024)}`;
    const asked = [
      {
        path: '/staff/leads/7',
        header: 'Cookie: staff-lang=ru\r\nAccept-Language: en-US',
        lang: 'ru',
        limit: '256 кБ',
      },
      { path: '/staff/cases/3', header: 'Accept-Language: ru-RU,ru;q=0.9,en;q=0.8', lang: 'ru', limit: '256 кБ' },
      { path: '/staff/team', header: 'Accept-Language: de-DE', lang: 'en', limit: '256 kB' },
    ] as const;
    for (const { path, header, lang, limit } of asked) {
      const answer = await send(
        `POST ${path} HTTP/1.1\r\n${header}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}`,
        body,
      );
      const t = staffCatalogs[lang].common.tooLarge;
      expect(answer.status, path).toBe(413);
      expect(answer.headers['content-language'], path).toBe(lang);
      expect(answer.body, path).toContain(`<h1>${t.title}</h1>`);
      expect(answer.body, path).toContain(format(t.text, { limit }));
      expect(answer.body, path).toContain(`<a href="${path}">${t.back}</a>`);
    }
  });

  test('a declared body over the limit is read to its end before the 413, and the connection serves the next request', async () => {
    const body = `message=${'x'.repeat(300 * 1024)}`;
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /ru/contact?_action=contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);
    socket.write(`GET /en/about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    await closed;
    const statuses = [
      ...Buffer.concat(received)
        .toString('latin1')
        .matchAll(/^HTTP\/1\.1 (\d{3})/gm),
    ].map((match) => Number(match[1]));
    expect(statuses).toEqual([413, 200]);
  });

  test("headers over 32 KB are answered 431 with the site's page in the page language; under it, served", async () => {
    const cookie = (size: number) => `Cookie: other_app=${'c'.repeat(size)}`;
    const served = await send(`GET /ru/about HTTP/1.1\r\n${cookie(32 * 1024)}`);
    expect(served.status).toBe(200);
    const refused = await send(`GET /ru/about HTTP/1.1\r\n${cookie(48 * 1024)}`);
    expect(refused.status).toBe(431);
    expect(refused.body).toContain(catalogs.ru.errorPages.headersTooLarge.title);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // More than Node parses at all: still the site's page, not a bare refusal.
    const unparsed = await send(`GET /ru/about HTTP/1.1\r\n${cookie(400 * 1024)}`);
    expect(unparsed.status).toBe(431);
    expect(unparsed.body).toContain(catalogs.en.errorPages.headersTooLarge.title);
  });

  test('malformed JSON to an action is refused with 400 in JSON', async () => {
    const body = '{"name": ';
    const response = await send(
      `POST /_actions/demo HTTP/1.1\r\nOrigin: ${origin}\r\nAccept: application/json\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`,
      body,
    );
    expect(response.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(response.body)).toMatchObject({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400 });
  });

  test('a multipart body cut short comes back as the page with 400 and the form\u2019s message', async () => {
    const body = '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda';
    const response = await send(
      `POST /es?_action=demo HTTP/1.1\r\nOrigin: ${origin}\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: ${body.length}`,
      body,
    );
    expect(response.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(response.body).toContain(catalogs.es.contact_form.errors.generic);
    expect(response.body).toContain('<form');
    expect(response.body).toContain('</html>');
  });

  test('a readable post still works after those', async () => {
    const response = await send(
      `POST /_actions/demo HTTP/1.1\r\nOrigin: ${origin}\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${demo.length}`,
      demo,
    );
    expect(response.statusLine).toBe('HTTP/1.1 200 OK');
  });

  test('TRACE is refused with 405 and Allow, without an error', async () => {
    for (const path of ['/en/cases', '/en/about', '/en']) {
      const response = await send(`TRACE ${path} HTTP/1.1`);
      expect(response.statusLine).toBe('HTTP/1.1 405 Method Not Allowed');
      expect(response.headers['allow']).toMatch(/^GET, HEAD/);
    }
  });

  test('PUT, DELETE and PATCH on pages get 405 with the methods the page answers', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      for (const [path, allow] of [
        ['/en/about', 'GET, HEAD'],
        ['/en/cases', 'GET, HEAD'],
        ['/en/contact', 'GET, HEAD, POST'],
      ]) {
        const response = await send(
          `${method} ${path} HTTP/1.1\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${demo.length}`,
          demo,
        );
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers['allow']).toBe(allow);
      }
    }
  });

  test('status lines carry the standard reason: 404 Not Found, not 404 OK', async () => {
    expect((await send('GET /en/no-such-page HTTP/1.1')).statusLine).toBe('HTTP/1.1 404 Not Found');
    expect((await send('GET /fr/cases/no-such-case HTTP/1.1')).statusLine).toBe('HTTP/1.1 404 Not Found');
    expect((await send('GET /en HTTP/1.1')).statusLine).toBe('HTTP/1.1 200 OK');
  });
});
