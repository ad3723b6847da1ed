/**
 * The staff command line while the server runs on the embedded store. PGlite is open in one
 * process at a time (`db/storeLock.ts`), so the command cannot open the store the server holds:
 * it asks the server instead. The server listens on a loopback port of the system's choosing and
 * writes that port and a fresh random token to `DATA_DIR/staff-control.json`, readable by its
 * own user only (0600); a request without that token is refused, and the file goes when the
 * server stops. On PostgreSQL the command opens the database itself and none of this runs.
 */
import http from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { errorKind } from '../log.ts';
import type { StaffAuth } from './auth.ts';
import { asStaffCommand, runStaffCommand, type StaffCommand, type StaffCommandResult } from './commands.ts';

/** Where the running server leaves its port and token. */
export const controlFile = (dataDir: string) => join(resolve(dataDir), 'staff-control.json');

/** A command's request is small: an email, a role, a password. */
const MAX_COMMAND_BYTES = 16 * 1024;

/** How long the command waits for the server's answer (hashing a password takes a moment). */
const ANSWER_TIMEOUT_MS = 30_000;

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Listens on 127.0.0.1 for staff commands (POST, `Authorization: Bearer <token>`, the command as
 * JSON), runs each on the server's store and answers its output as JSON. Resolves once the port
 * and token are written.
 */
export async function startStaffControl(
  settings: Pick<Env, 'DATA_DIR' | 'SITE_URL' | 'HOST' | 'PORT'>,
  store: { db: Database; auth: () => Promise<StaffAuth> },
): Promise<{ stop(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  const file = controlFile(settings.DATA_DIR);
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': cachePolicy.never });
      res.end(JSON.stringify(body));
    };
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (req.method !== 'POST' || !sameToken(bearer, token))
      return void (req.resume(), answer(403, { error: 'refused' }));
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_COMMAND_BYTES) req.destroy();
    });
    req.on('end', () => {
      let command: StaffCommand | undefined;
      try {
        command = asStaffCommand(JSON.parse(body));
      } catch {
        command = undefined;
      }
      if (!command) return answer(400, { error: 'not a staff command' });
      runStaffCommand(store, settings, command).then(
        (result) => answer(200, result),
        (error: unknown) => {
          console.error(`[staff] command ${command.command} failed (${errorKind(error)})`);
          answer(500, { error: 'failed' });
        },
      );
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as { port: number };
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600, flag: 'wx' });
  return {
    async stop() {
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as { pid?: number }).pid === process.pid)
          rmSync(file, { force: true });
      } catch {
        // gone already
      }
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * Sends a command to the server running on the store in `dataDir`. Undefined when no server
 * answers there (no control file, or its port refuses: the server is gone), so the caller opens
 * the store itself.
 */
export async function askRunningServer(
  dataDir: string,
  command: StaffCommand,
): Promise<StaffCommandResult | undefined> {
  let control: { port: number; token: string; pid: number };
  try {
    control = JSON.parse(readFileSync(controlFile(dataDir), 'utf8')) as typeof control;
    process.kill(control.pid, 0); // a server killed without its shutdown left the file: its port may be anyone's now
  } catch {
    return undefined;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${control.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  if (!response.ok) throw new Error(`The running server refused the command (HTTP ${response.status}); see its log.`);
  return (await response.json()) as StaffCommandResult;
}
