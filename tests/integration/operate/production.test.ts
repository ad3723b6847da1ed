/**
 * The site as `deploy/` runs it, on this machine: the shipped nginx configuration (with a
 * throw-away certificate) in front of two built app instances on one PostgreSQL (through a
 * link the test can take down) and one Redis, with a local SMTP server and webhook receiver.
 * Everything goes through nginx over HTTPS, as visitors' browsers do; each phase sends from
 * its own loopback addresses, which nginx passes on as the visitors' (X-Forwarded-For).
 * Prints the counts. Needs the build, and nginx with its cache purge module (installed when
 * missing: `apt-get install nginx-light libnginx-mod-http-cache-purge`).
 */
import type http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import tls from 'node:tls';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { catalogs } from '../../../src/i18n';
import { openDatabase } from '../../../src/server/db/client';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { saveCase, setPublished } from '../../../src/server/cases/editor';
import { startDeployedNginx, type DeployedNginx } from '../../../scripts/deployedNginx';
import { ensureNginx } from '../../../scripts/nginx';
import { FaultyLink } from '../../support/integration/faultyLink';
import { TestSmtpServer, TestWebhook } from '../../support/integration/leadsPeers';
import { freshDatabase, postgresUrl } from '../../support/integration/stores';
import { SHARED } from '../../../src/content/documents';
import { seedPackages } from '../../../src/content/packages';
import { seedCopy } from '../../../src/content/pageCopy';
import { publishDocument } from '../../../src/server/documents/store';
import { freePorts } from '../../support/ports';

// nginx's ports (written into its configuration) and the two instances', free when the file loads.
const [tlsPort, httpPort, purgePort, ...appPorts] = await freePorts(5);
const origin = `https://127.0.0.1:${tlsPort}`;
const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_production`;
const redisUrl = `${(process.env.REDIS_URL || 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/11`;
const RATE_LIMIT_MAX = 5;

const agent = new https.Agent({ keepAlive: true, maxSockets: 64, rejectUnauthorized: false });
const direct = new pg.Pool({
  connectionString: Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href,
  max: 2,
});
direct.on('error', () => {});

let link: FaultyLink;
let smtp: TestSmtpServer;
let webhook: TestWebhook;
let nginx: DeployedNginx;
const sites: StartedSite[] = [];
const output: string[][] = [[], []];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request through nginx over HTTPS; `write` sends its body. The answer's body is decoded (br, gzip). */
function exchange(options: https.RequestOptions, write: (request: http.ClientRequest) => void): Promise<Answer> {
  return new Promise((done) => {
    const request = https.request(
      { host: '127.0.0.1', port: tlsPort, agent, timeout: 60_000, ...options },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
          ).toString('utf8');
          done({ status: response.statusCode ?? 0, headers: response.headers, text });
        });
        response.on('error', () => done({ status: 0, headers: {}, text: '' }));
      },
    );
    request.on('error', () => done({ status: 0, headers: {}, text: '' }));
    request.on('timeout', () => request.destroy());
    write(request);
  });
}

const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin };

/** A request through nginx over HTTPS from the loopback address `from` (a visitor). */
function send(
  path: string,
  {
    method = 'GET',
    body,
    from = '127.0.0.1',
    headers = {},
  }: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const bodyHeaders = body ? { ...formHeaders, 'Content-Length': Buffer.byteLength(body) } : {};
  return exchange({ path, method, localAddress: from, headers: { ...bodyHeaders, ...headers } }, (request) =>
    request.end(body),
  );
}

/** A POST through nginx with a chunked body of `bytes` (no length declared). */
function sendChunked(path: string, bytes: number): Promise<Answer> {
  return exchange({ path, method: 'POST', headers: { ...formHeaders, Accept: 'application/json' } }, (request) => {
    for (let sent = 0; sent < bytes; sent += 16 * 1024) request.write('x'.repeat(16 * 1024));
    request.end();
  });
}

/** A POST through nginx whose body trickles in, in ten parts over `ms`. */
function sendSlowly(path: string, body: string, ms: number): Promise<Answer> {
  return exchange(
    {
      path,
      method: 'POST',
      headers: { ...formHeaders, 'Content-Length': Buffer.byteLength(body), Accept: 'application/json' },
    },
    (request) => {
      const size = Math.ceil(body.length / 10);
      for (let i = 0; i < 10; i++)
        setTimeout(
          () => (i === 9 ? request.end(body.slice(i * size)) : request.write(body.slice(i * size, (i + 1) * size))),
          (ms / 10) * i,
        );
    },
  );
}

/** A form's send as the browser's script makes it; `kind` picks the form, the content follows from `email`. */
function sendLead(kind: 'demo' | 'callback', email: string, from: string, requestId?: string): Promise<Answer> {
  const fields: Record<string, string> =
    kind === 'demo'
      ? { name: `Visitor ${email.split('@')[0]}`, email, message: `Demo for ${email}` }
      : { name: `Visitor ${email.split('@')[0]}`, phone: '+33 1 00 00 00 00' };
  const body = new URLSearchParams({ ...fields, consent: 'yes', lang: 'en', page: '/en' }).toString();
  return send(`/_actions/${kind}`, {
    method: 'POST',
    body,
    from,
    headers: { Accept: 'application/json', ...(requestId ? { 'X-Request-Id': requestId } : {}) },
  });
}

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

/** The i-th of many visitors: 3 sends each stay within the rate limit. */
const visitor = (phase: number, i: number) =>
  `127.${phase}.${Math.floor(i / 3 / 250)}.${(Math.floor(i / 3) % 250) + 1}`;

const storedEmails = async (pattern: string) =>
  (await direct.query<{ email: string }>('select email from leads where email like $1', [pattern])).rows.map(
    (row) => row.email,
  );
const undelivered = async () =>
  Number((await direct.query<{ n: string }>('select count(*) as n from outbox where delivered_at is null')).rows[0]!.n);
const webhookKeys = (suffix: string) =>
  webhook.accepted
    .filter((call) => String(call.body.email ?? '').endsWith(suffix))
    .map((call) => String(call.headers['idempotency-key']));
const mailIds = (suffix: string) =>
  smtp.received
    .filter((mail) => (mail.headers.get('reply-to') ?? '').includes(suffix))
    .map((mail) => mail.headers.get('message-id') ?? '');
const distinct = (values: string[]) => new Set(values).size;

async function startInstance(index: 0 | 1): Promise<StartedSite> {
  const url = new URL(postgresUrl);
  url.host = `127.0.0.1:${link.port}`;
  url.pathname = `/${databaseName}`;
  const site = await startSite(appPorts[index], {
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    TRUST_PROXY: 'true',
    SITE_URL: origin,
    // Only a purge can show a case change through nginx before an hour is out.
    CASES_CACHE_SECONDS: '3600',
    PROXY_PURGE_URLS: `http://127.0.0.1:${purgePort}`,
    DATABASE_URL: url.href,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    LEADS_WEBHOOK_URL: webhook.url,
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '500',
    OUTBOX_RETRY_MAX_MS: '2000',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
  output[index] = [];
  site.process.stdout!.on('data', (chunk: Buffer) => output[index]!.push(chunk.toString()));
  sites[index] = site;
  return site;
}

beforeAll(async () => {
  // Installed when missing (CI machines start without it); a machine that cannot fails here, never skips.
  const missing = ensureNginx();
  if (missing) throw new Error(missing);
  await freshDatabase(databaseName);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  link = await new FaultyLink(Number(new URL(postgresUrl).port || 5432), new URL(postgresUrl).hostname).up();
  smtp = await new TestSmtpServer().start();
  webhook = await new TestWebhook().start();
  // Both at once on the empty database, as a deployment starts them.
  await Promise.all([startInstance(0), startInstance(1)]);
  nginx = await startDeployedNginx({
    tlsPort,
    httpPort,
    purgePort,
    upstreamPorts: appPorts,
    clientDir: `${process.env.DIST_DIR ?? 'dist'}/client`,
  });
}, 180_000);

afterAll(async () => {
  for (const site of sites) await site?.stop();
  await nginx?.stop();
  await link?.down();
  await smtp?.stop();
  await webhook?.stop();
  await direct.end();
  agent.destroy();
});

describe('production: nginx, two instances, PostgreSQL, Redis', () => {
  it('serves pages over HTTPS with HTTP/2 offered, static files precompressed from disk, pages cached by s-maxage', async () => {
    const page = await send('/en/cases');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html');
    const hit = await send('/en/cases');
    expect(hit.headers['x-cache-status']).toBe('HIT');
    // The page's policy, kept by nginx too, names the hashes of its own <style> elements only.
    const styleSources = String(hit.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('style-src'));
    expect(styleSources?.match(/'sha256-/g)?.length).toBe(hit.text.match(/<style\b/g)?.length);
    // An office's link from before the meeting form had its own page reaches it, over HTTPS.
    const moved = await send('/ru/contact?office=moscow');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/ru/contact/meeting?office=moscow');
    expect((await send('/ru/contact/meeting?office=moscow')).text).toContain('<option value="moscow" selected=""');
    const asset = await send('/favicon.svg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['x-request-id']).toBeUndefined(); // nginx answered, not an instance
    expect((await send('/metrics')).status).toBe(404);
    const alpn = await new Promise<string | false | null>((done, fail) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: tlsPort, ALPNProtocols: ['h2', 'http/1.1'], rejectUnauthorized: false },
        () => (done(socket.alpnProtocol), socket.destroy()),
      );
      socket.once('error', fail);
    });
    expect(alpn).toBe('h2');
  });

  it('300 leads sent at once: every one thanked at once, 300 rows, 300 mails with distinct Message-IDs, 300 webhook calls with distinct keys', async () => {
    const emails = Array.from({ length: 300 }, (_, i) => `burst${i}@burst.example`);
    const answers = await pool(
      emails.map((email, i) => () => sendLead('demo', email, visitor(1, i))),
      300,
    );
    const firstTry: Record<number, number> = {};
    for (const { status } of answers) firstTry[status] = (firstTry[status] ?? 0) + 1;
    console.log('300 at once, answers by status:', firstTry);
    // The sends wait their turn for the store: none fails, none is asked to come back.
    expect(firstTry).toEqual({ 200: 300 });
    const stored = new Set(await storedEmails('%@burst.example'));
    for (const email of emails) expect(stored.has(email), email).toBe(true);
    const perEmail = await direct.query<{ n: number }>(
      "select count(*)::int as n from leads where email like '%@burst.example' group by email",
    );
    expect(perEmail.rows).toHaveLength(300);
    expect(perEmail.rows.every((row) => row.n === 1)).toBe(true);
    await expect
      .poll(() => webhookKeys('@burst.example').length, { timeout: 90_000, interval: 500 })
      .toBeGreaterThanOrEqual(300);
    await expect
      .poll(() => mailIds('@burst.example').length, { timeout: 90_000, interval: 500 })
      .toBeGreaterThanOrEqual(300);
    const counts = {
      rows: 300,
      mails: mailIds('@burst.example').length,
      messageIds: distinct(mailIds('@burst.example')),
      webhookCalls: webhookKeys('@burst.example').length,
      keys: distinct(webhookKeys('@burst.example')),
    };
    console.log('300 at once:', counts);
    expect(counts).toEqual({ rows: 300, mails: 300, messageIds: 300, webhookCalls: 300, keys: 300 });
    // Both instances took a share.
    for (const index of [0, 1])
      expect(
        output[index]!.join('').match(/"kind":"action","msg":"request"|"kind":"action"/g)?.length ?? 0,
        `instance ${index}`,
      ).toBeGreaterThan(0);
  });

  it('one instance killed with SIGKILL mid-way: every acknowledged lead stored, nginx fails over, no lead stored twice', async () => {
    const total = 200;
    let acknowledged = 0;
    let killed = false;
    const answers = await pool(
      Array.from({ length: total }, (_, i) => async () => {
        const answer = await sendLead('demo', `kill${i}@kill.example`, visitor(2, i));
        if (answer.status === 200 && ++acknowledged === 60 && !killed) {
          killed = true;
          sites[0]!.process.kill('SIGKILL');
        }
        return answer;
      }),
      20,
    );
    expect(killed).toBe(true);
    const ok = answers.map((answer, i) => ({ email: `kill${i}@kill.example`, status: answer.status }));
    const refused = ok.filter((send) => send.status !== 200);
    const stored = new Set(await storedEmails('%@kill.example'));
    for (const send of ok.filter((entry) => entry.status === 200))
      expect(stored.has(send.email), send.email).toBe(true);
    // The visitors who saw an error send again, with the values still in the form: nginx sends them to the instance alive.
    const resent = await Promise.all(refused.map((send, i) => sendLead('demo', send.email, visitor(2, total + i))));
    expect(resent.map((answer) => answer.status)).toEqual(refused.map(() => 200));
    const rows = await direct.query<{ email: string; n: number }>(
      "select email, count(*)::int as n from leads where email like '%@kill.example' group by email",
    );
    expect(rows.rows).toHaveLength(total);
    expect(rows.rows.filter((row) => row.n !== 1)).toEqual([]);
    // Every lead announced at least once; the killed instance's claims run out within 30 s.
    await expect.poll(undelivered, { timeout: 90_000, interval: 500 }).toBe(0);
    const keys = webhookKeys('@kill.example');
    const ids = mailIds('@kill.example');
    const counts = {
      sent: total,
      refusedDuringKill: refused.length,
      rows: rows.rows.length,
      webhookCalls: keys.length,
      distinctKeys: distinct(keys),
      mails: ids.length,
      distinctMessageIds: distinct(ids),
    };
    console.log('SIGKILL mid-way:', counts);
    expect(counts.distinctKeys).toBe(total);
    expect(counts.distinctMessageIds).toBe(total);
    // A repeat is possible only for a notification the killed instance had sent and not yet recorded (its batch of at most 10 per channel).
    expect(keys.length - total).toBeLessThanOrEqual(10);
    expect(ids.length - total).toBeLessThanOrEqual(10);
    await startInstance(0);
  });

  it('counts the rate limit across both instances', async () => {
    // nginx sends the restarted instance requests again as soon as it listens (it never sets one aside). A query
    // keeps the probe out of nginx's cache (the page itself is shared for five minutes), so an instance answers it.
    let probe = 0;
    await expect
      .poll(
        async () => {
          const id = `probe-${++probe}`;
          await send(`/en/technology?probe=${probe}`, { headers: { 'X-Request-Id': id } });
          return output[0]!.join('').includes(`"reqId":"${id}"`);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const from = '127.3.0.1';
    const answers: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++)
      answers.push((await sendLead('callback', `limit${i}@limit.example`, from, `limit-${i}`)).status);
    expect(answers).toEqual([...Array(RATE_LIMIT_MAX).fill(200), 429]);
    const served = [0, 1].map((index) =>
      Array.from({ length: RATE_LIMIT_MAX + 1 }, (_, i) => i).filter((i) =>
        output[index]!.join('').includes(`"reqId":"limit-${i}"`),
      ),
    );
    console.log('rate limit: sends answered by each instance', served);
    expect(served[0]!.length).toBeGreaterThan(0);
    expect(served[1]!.length).toBeGreaterThan(0);
  });

  it('oversized, chunked and slow posts leave both instances in service: the next 100 requests are all answered 200, by both', async () => {
    const big = (bytes: number) =>
      `message=${'x'.repeat(bytes)}&name=Big&email=big%40abuse.example&consent=yes&lang=en&page=%2Fen`;
    const abuse = await Promise.all([
      // Over what nginx takes: refused by nginx, with the site's page (JSON to the forms' script).
      ...Array.from({ length: 10 }, () =>
        send('/_actions/demo', {
          method: 'POST',
          body: big(300 * 1024),
          from: '127.5.0.1',
          headers: { Accept: 'application/json' },
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        send('/en/about', { method: 'POST', body: big(100 * 1024), from: '127.5.0.2' }),
      ),
      // Under it, over what a form needs: read to its end by the instance, refused field by field.
      ...Array.from({ length: 10 }, () =>
        send('/ru/contact?_action=contact', { method: 'POST', body: big(200 * 1024), from: '127.5.0.3' }),
      ),
      // Chunked, with no length: nginx reads it, then refuses it.
      ...Array.from({ length: 5 }, () => sendChunked('/_actions/demo', 300 * 1024)),
      // Slow: a few bytes at a time for two seconds.
      ...Array.from({ length: 5 }, () => sendSlowly('/_actions/demo', big(20 * 1024), 2000)),
    ]);
    const statuses = abuse.map((answer) => answer.status);
    console.log('oversized and slow posts, answers:', statuses.join(' '));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(413));
    expect(abuse[0]!.text).toContain('CONTENT_TOO_LARGE');
    expect(abuse[10]!.text).toContain(catalogs.en.errorPages.tooLarge.title);
    expect(statuses.slice(20, 30)).toEqual(Array(10).fill(400));
    expect(abuse[20]!.text).toContain(catalogs.ru.contact_form.errors.tooLong.replace('{max}', '5000'));
    expect(statuses.slice(30, 35)).toEqual(Array(5).fill(413));
    expect(statuses.slice(35)).toEqual(Array(5).fill(400));

    const ids = Array.from({ length: 100 }, (_, i) => `after-abuse-${i}`);
    // Each with a query of its own: nginx keeps none of them, so the instances answer every one.
    const answers = await pool(
      ids.map(
        (id, i) => () =>
          send(i % 2 ? `/en/technology?n=${i}` : `/ru/about?n=${i}`, { headers: { 'X-Request-Id': id } }),
      ),
      10,
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const servedBy = [0, 1].map(
      (index) => ids.filter((id) => output[index]!.join('').includes(`"reqId":"${id}"`)).length,
    );
    console.log('after the abuse, requests answered by each instance:', servedBy);
    expect(servedBy[0]).toBeGreaterThan(10);
    expect(servedBy[1]).toBeGreaterThan(10);
  });

  it('a case published, edited, renamed and unpublished in the editor shows through nginx on every surface at once, and stays a proxy hit between changes', async () => {
    const surfaces = (slug: string) => [
      '/en/cases',
      `/en/cases/${slug}`,
      '/sitemap.xml',
      '/functions/v1/get-cases-by-lang?lng=en',
      '/functions/v1/get-cases-by-lang',
    ];
    /** Whether `path`'s answer shows the case as `title` at `slug`. */
    const shows = (path: string, answer: Answer, slug: string, title: string) =>
      answer.status === 200 &&
      (path === '/sitemap.xml' ? answer.text.includes(`/en/cases/${slug}<`) : answer.text.includes(title));
    const read = (path: string) => send(path, { headers: { 'Accept-Encoding': 'br' } });
    /** Polls every path until `check` holds; returns how long that took, in ms. */
    const seenAfter = async (paths: string[], check: (path: string, answer: Answer) => boolean) => {
      const started = performance.now();
      for (const path of paths)
        await expect.poll(async () => check(path, await read(path)), { timeout: 20_000, interval: 50 }).toBe(true);
      return Math.round(performance.now() - started);
    };
    // Warm nginx's cache: the case is absent from every surface it keeps.
    for (const path of surfaces('proxy-case')) {
      await read(path);
      const second = await read(path);
      expect(shows(path, second, 'proxy-case', 'Through the proxy'), path).toBe(false);
      if (second.status === 200) expect(second.headers['x-cache-status'], path).toBe('HIT');
    }
    const store = await openDatabase({
      DATA_DIR: 'unused',
      DATABASE_URL: Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href,
    });
    const editor = { id: 'production-test', email: 'editor@production.example' };
    try {
      const entry: CaseImport = {
        slug: 'proxy-case',
        coverImage: null,
        technologies: [],
        published: true,
        sortOrder: 99,
        translations: {
          en: {
            title: 'Through the proxy',
            summary: 'Seen through nginx at once',
            body: null,
            industry: 'Logistics',
            results: [],
          },
        },
      };
      const created = await saveCase(store.db, undefined, entry, editor);
      if (!created.ok) throw new Error('not saved');
      const times: Record<string, number> = {};
      times.published = await seenAfter(surfaces('proxy-case'), (path, answer) =>
        shows(path, answer, 'proxy-case', 'Through the proxy'),
      );
      // Between changes, repeated reads are nginx's.
      const hits = (
        await pool(
          Array.from({ length: 100 }, () => () => read('/en/cases')),
          5,
        )
      ).filter((answer) => answer.headers['x-cache-status'] === 'HIT').length;

      const edited = {
        ...entry,
        translations: { en: { ...entry.translations.en!, title: 'Edited through the proxy' } },
      };
      await saveCase(store.db, created.id, edited, editor);
      times.edited = await seenAfter(surfaces('proxy-case'), (path, answer) =>
        shows(path, answer, 'proxy-case', 'Edited through the proxy'),
      );

      await saveCase(store.db, created.id, { ...edited, slug: 'proxy-case-renamed' }, editor);
      times.renamed = await seenAfter(surfaces('proxy-case-renamed'), (path, answer) =>
        shows(path, answer, 'proxy-case-renamed', 'Edited through the proxy'),
      );
      await expect
        .poll(async () => (await read('/en/cases/proxy-case')).status, { timeout: 20_000, interval: 50 })
        .toBe(301);

      await setPublished(store.db, created.id, false, editor);
      times.unpublished = await seenAfter(surfaces('proxy-case-renamed'), (path, answer) =>
        path.startsWith('/en/cases/')
          ? answer.status === 404
          : answer.status === 200 && !shows(path, answer, 'proxy-case-renamed', 'Edited through the proxy'),
      );
      console.log(
        'through nginx, each change seen on every surface after (ms):',
        times,
        `; /en/cases hits between changes: ${hits}/100`,
      );
      expect(hits).toBeGreaterThanOrEqual(95);
    } finally {
      await store.close();
    }
  });

  it('a price published in the staff area shows through nginx on the Russian solutions page and its Offer at once, and the page stays a proxy hit until then', async () => {
    const read = (path: string) => send(path, { headers: { 'Accept-Encoding': 'br' } });
    await read('/ru/solutions');
    const warm = await read('/ru/solutions');
    expect(warm.headers['x-cache-status']).toBe('HIT');
    expect(warm.text).not.toMatch(/88\s000\s₽/);
    const store = await openDatabase({
      DATA_DIR: 'unused',
      DATABASE_URL: Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href,
    });
    try {
      const table = seedPackages();
      const raised = {
        items: table.items.map((item) =>
          item.id === 'growth' ? { ...item, prices: { ...item.prices, RUB: 88_000 } } : item,
        ),
      };
      const started = performance.now();
      expect(
        await publishDocument(
          store.db,
          { id: 'production-test', email: 'editor@production.example' },
          'packages',
          SHARED,
          raised,
          new Date(),
        ),
      ).toMatchObject({ ok: true });
      await expect
        .poll(async () => (await read('/ru/solutions')).text, { timeout: 20_000, interval: 50 })
        .toMatch(/88\s000\s₽/);
      console.log(
        `through nginx, a published price seen on /ru/solutions after ${Math.round(performance.now() - started)} ms`,
      );
      expect((await read('/ru/solutions')).text).toMatch(/"price":\s*88000\b/);
    } finally {
      await store.close();
    }
  });

  it('a footer published in Russian shows through nginx on every Russian page at once, while the English pages stay proxy hits', async () => {
    const read = (path: string) => send(path, { headers: { 'Accept-Encoding': 'br' } });
    const pages = ['/ru/about', '/ru/technology', '/ru/privacy'];
    for (const path of [...pages, '/en/about']) await read(path);
    for (const path of [...pages, '/en/about']) expect((await read(path)).headers['x-cache-status'], path).toBe('HIT');
    const tagline = 'Агенты работают, пока вы отдыхаете.';
    const store = await openDatabase({
      DATA_DIR: 'unused',
      DATABASE_URL: Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href,
    });
    try {
      const footer = seedCopy('footerCopy', 'ru') as { footer: Record<string, string> };
      const started = performance.now();
      expect(
        await publishDocument(
          store.db,
          { id: 'production-test', email: 'editor@production.example' },
          'footerCopy',
          'ru',
          { footer: { ...footer.footer, tagline } },
          new Date(),
        ),
      ).toMatchObject({ ok: true });
      for (const path of pages)
        await expect.poll(async () => (await read(path)).text, { timeout: 20_000, interval: 50 }).toContain(tagline);
      console.log(
        `through nginx, a published footer seen on ${pages.length} Russian pages after ${Math.round(performance.now() - started)} ms`,
      );
      const english = await read('/en/about');
      expect(english.headers['x-cache-status']).toBe('HIT');
      expect(english.text).not.toContain(tagline);
    } finally {
      await store.close();
    }
  });

  it('the staff screens are reached through nginx at their own addresses: a visitor not signed in is asked to sign in', async () => {
    for (const path of [
      '/staff',
      '/staff/leads',
      '/staff/leads/7',
      '/staff/cases',
      '/staff/cases/new',
      '/staff/content',
      '/staff/content/preview/callback/ru',
    ]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(303);
      expect(answer.headers.location, path).toBe(`/staff/sign-in?next=${encodeURIComponent(path)}`);
    }
    expect((await send('/staff/sign-in')).status).toBe(200);
  });

  it("cookies up to 32 KB are served through nginx; more get the site's 431 page in the path's language", async () => {
    const cookie = (size: number) => ({ Cookie: `other_app=${'c'.repeat(size)}` });
    // A query keeps nginx's shared copy of the page out of it: the instance reads these headers.
    expect((await send('/ru/about?from=cookies', { headers: cookie(10 * 1024) })).status).toBe(200);
    expect((await send('/ru/about?from=cookies', { headers: cookie(31 * 1024) })).status).toBe(200);
    for (const size of [48 * 1024, 80 * 1024]) {
      const refused = await send('/ru/about?from=cookies', { headers: cookie(size) });
      expect(refused.status, `${size}`).toBe(431);
      expect(refused.text).toContain(catalogs.ru.errorPages.headersTooLarge.title);
    }
  });

  it('/readyz turns 503 while the database is unreachable and 200 once it is back; a form meanwhile keeps its values and says so in French', async () => {
    const readyz = (index: number) =>
      fetch(`http://127.0.0.1:${appPorts[index]}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
    await link.down();
    try {
      for (const index of [0, 1]) await expect.poll(() => readyz(index), { timeout: 10_000, interval: 200 }).toBe(503);
      const body = new URLSearchParams({
        name: 'Amélie Poulain',
        email: 'amelie@outage.example',
        message: 'Bonjour',
        consent: 'yes',
        lang: 'fr',
        page: '/fr',
      }).toString();
      const page = await send('/fr?_action=demo', { method: 'POST', body, from: '127.4.0.1' });
      expect(page.status).toBe(500);
      expect(page.text).toContain(catalogs.fr.contact_form.errors.generic);
      expect(page.text).toContain('value="Amélie Poulain"');
      expect(page.text).toContain('value="amelie@outage.example"');
      // The call-back's own page takes its post through nginx as the contact page does, and says so in Russian.
      const callback = await send('/ru/contact/callback?_action=callback', {
        method: 'POST',
        body: new URLSearchParams({
          name: 'Анна Каренина',
          phone: '+7 495 000-00-00',
          consent: 'yes',
          lang: 'ru',
          page: '/ru/contact/callback',
        }).toString(),
        from: '127.4.0.2',
      });
      expect(callback.status).toBe(500);
      expect(callback.text).toContain(catalogs.ru.contact_form.errors.generic);
      expect(callback.text).toContain('value="Анна Каренина"');
    } finally {
      await link.up();
    }
    for (const index of [0, 1]) await expect.poll(() => readyz(index), { timeout: 60_000, interval: 250 }).toBe(200);
  });

  it("with no instance running, nginx answers with the site's pages in the language of the path: 502 for a page, JSON to the forms' script", async () => {
    for (const site of sites) await site.stop();
    const page = await send('/es/technology');
    expect(page.status).toBe(502);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain(catalogs.es.errorPages.badGateway.title);
    expect(page.headers['cache-control']).toBe('no-store');
    const action = await sendLead('demo', 'down@down.example', '127.6.0.1');
    expect(action.status).toBe(502);
    expect(JSON.parse(action.text)).toMatchObject({ type: 'AstroActionError', code: 'BAD_GATEWAY' });
  });
});
