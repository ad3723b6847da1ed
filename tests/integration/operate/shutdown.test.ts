/**
 * SIGTERM, as an orchestrator or `systemctl stop` sends it: the built server stops taking
 * connections, answers /readyz with 503, finishes the request in flight and the notification
 * it is sending, and exits 0 well within 10 s. Runs the server as its own process on an
 * embedded store, read once it has exited. Needs the build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startSite, type StartedSite } from '../../../scripts/startSite';
import { openDatabase } from '../../../src/server/db/client';
import { leads, outbox } from '../../../src/server/db/schema';
import { TestWebhook } from '../../support/integration/leadsPeers';
import { freePort } from '../../support/ports';

// This file's own server takes a port free when the file loads.
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
let site: StartedSite | undefined;
let webhook: TestWebhook | undefined;

afterAll(async () => {
  await site?.stop('SIGKILL');
  await webhook?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const demoForm = (email: string) =>
  new URLSearchParams({
    name: 'Ada',
    email,
    message: 'Hello',
    consent: 'yes',
    lang: 'en',
    page: '/en',
  }).toString();

/** Resolves once `socket` has received text matching `pattern`; collects everything in `received`. */
function waitFor(socket: Socket, received: { text: string }, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(received.text)) (socket.off('data', check), socket.off('close', closed), resolve());
    };
    const closed = () => reject(new Error(`the connection closed before ${pattern}: ${received.text}`));
    socket.on('data', check);
    socket.once('close', closed);
    check();
  });
}

describe('shutdown on SIGTERM', () => {
  it('finishes the request in flight and the webhook send under way, refuses new connections, answers /readyz 503, exits 0', async () => {
    webhook = await new TestWebhook().start();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sending!: () => void;
    const webhookCalled = new Promise<void>((resolve) => (sending = resolve));
    webhook.answer = async () => (await released, 200);
    webhook.onRequest = () => sending();
    site = await startSite(port, {
      DATA_DIR: dataDir,
      LEADS_WEBHOOK_URL: webhook.url,
      OUTBOX_POLL_MS: '100',
      FORM_MIN_FILL_MS: '0',
    });
    const logged: string[] = [];
    site.process.stdout!.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
    const headers = {
      Origin: site.origin,
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    };

    // A lead whose webhook call is under way (the receiver holds its answer).
    const first = await fetch(`${site.origin}/_actions/demo`, {
      method: 'POST',
      headers,
      body: demoForm('first@shutdown.example'),
    });
    expect(first.status).toBe(200);
    await webhookCalled;

    // A send in flight: its headers are read (the server said 100 Continue), its body not yet whole.
    const body = demoForm('slow@shutdown.example');
    const socket = connect(port, '127.0.0.1');
    const received = { text: '' };
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (received.text += text));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /_actions/demo HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${site.origin}\r\nAccept: application/json\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await waitFor(socket, received, /^HTTP\/1\.1 100 Continue\r\n\r\n/);
    socket.write(body.slice(0, 10));

    const signalled = performance.now();
    const exit = exited(site.process);
    site.process.kill('SIGTERM');
    await expect.poll(() => logged.join('').includes('shutting down'), { timeout: 5000, interval: 20 }).toBe(true);

    // No new connections...
    await expect(fetch(`${site.origin}/healthz`)).rejects.toThrow();
    // ...the rest of the body, and a readiness check sent after it on the same connection.
    socket.write(`${body.slice(10)}GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    release();
    await closed;
    await exit;
    const seconds = (performance.now() - signalled) / 1000;

    expect(site.process.exitCode).toBe(0);
    expect(seconds).toBeLessThan(10);
    const answers = received.text.split(/(?=HTTP\/1\.1 \d{3})/).map((part) => /^HTTP\/1\.1 (\d{3})/.exec(part)![1]);
    expect(answers).toEqual(['100', '200', '503']);
    expect(received.text.slice(received.text.lastIndexOf('HTTP/1.1 503'))).toContain('shutting down');
    expect(webhook.accepted.map((call) => call.headers['idempotency-key'])).toContain('lead-1');

    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const rows = await store.db.select({ id: leads.id, email: leads.email }).from(leads).orderBy(leads.id);
      expect(rows.map((row) => row.email)).toEqual(['first@shutdown.example', 'slow@shutdown.example']);
      const firstNotice = (await store.db.select().from(outbox)).find((row) => row.leadId === rows[0]!.id);
      expect(firstNotice?.deliveredAt).toBeInstanceOf(Date);
    } finally {
      await store.close();
    }
    console.log(`shutdown took ${seconds.toFixed(2)} s`);
  });
});
