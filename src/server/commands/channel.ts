/**
 * The running server's local command channel, for the embedded store: PGlite is open in one
 * process at a time (`db/storeLock.ts`), so while the server holds it, a command (`npm run
 * content|cases|leads|analytics|staff|db -- ...`) asks the server to run it. The server listens
 * on a Unix domain socket, `DATA_DIR/control.sock`, created with mode 0600: only the user the
 * server runs as can connect, and no network port is opened. It listens before it opens the
 * store, so a command finds a starting server and waits for its store; the socket goes when the
 * server stops.
 *
 * HTTP over the socket: `POST /{command}` with the request as JSON (input files already read by
 * the command's process); the answer streams frames (a type byte, a 4-byte length, the bytes):
 * standard output, standard error, the output file's bytes (written by the command's process,
 * never by the server), and last the exit status. An answer that ends without it is a server
 * that stopped mid-way. The command line's side is `askServer.ts`.
 */
import http from 'node:http';
import net from 'node:net';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import { errorKind } from '../log.ts';
import type { StaffAuth } from '../staff/auth.ts';
import { CommandError, type AnyCommand, type CommandOutput } from './command.ts';

/** Where the running server listens for commands. */
export const controlSocket = (dataDir: string) => join(resolve(dataDir), 'control.sock');

/** A request carries at most an import file's content. */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

/** How long a command waits for a starting server to open its store. */
const STORE_WAIT_MS = 60_000;

/** The kinds of frame an answer streams (`askServer.ts` reads them). */
export const frameTypes = { stdout: 1, stderr: 2, file: 3, exit: 4 } as const;

function frame(type: number, payload: Uint8Array): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt8(type, 0);
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/** A stream whose writes go to `res` as frames of `type`, waiting while the command line reads slower. */
function framed(res: http.ServerResponse, type: number): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (res.destroyed || res.writableEnded) return done(new Error('The command line went away'));
      if (res.write(frame(type, chunk))) return done();
      const settle = (error?: Error) => {
        res.off('drain', drained);
        res.off('close', gone);
        done(error);
      };
      const drained = () => settle();
      const gone = () => settle(new Error('The command line went away'));
      res.once('drain', drained);
      res.once('close', gone);
    },
  });
}

/** Ends `stream` if it is still open and waits until all written to it is handed on. */
function flushed(stream: Writable): Promise<void> {
  if (stream.writableFinished || stream.destroyed) return Promise.resolve();
  return new Promise((done) => {
    stream.once('error', () => done());
    if (stream.writableEnded) stream.once('finish', () => done());
    else stream.end(() => done());
  });
}

/** Resolves whether something answers on the socket `path`. */
export function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect(path);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

/** What the server runs commands with. */
export interface ChannelStore {
  /** The server's store once open (a starting server opens it after it listens). */
  opened: Promise<DatabaseHandle>;
  staffAuth(): Promise<StaffAuth>;
}

/**
 * Listens on `DATA_DIR/control.sock` (mode 0600) for `commands`, run on the server's store with
 * its settings. Refuses to start when another process answers there.
 */
export async function startCommandChannel(
  settings: Env,
  store: ChannelStore,
  commands: readonly AnyCommand[],
): Promise<{ stop(): Promise<void> }> {
  const path = controlSocket(settings.DATA_DIR);
  mkdirSync(resolve(settings.DATA_DIR), { recursive: true });
  if (existsSync(path)) {
    if (await answers(path)) throw new Error(`another process answers on ${path}`);
    rmSync(path, { force: true }); // left by a server that was killed
  }
  const storeWithin = () =>
    Promise.race([
      store.opened,
      new Promise<never>((_, fail) =>
        setTimeout(
          () => fail(new CommandError('The running server has not opened its store yet; see its log.')),
          STORE_WAIT_MS,
        ).unref(),
      ),
    ]);

  const server = http.createServer((req, res) => {
    const refuse = (status: number, message: string) => {
      req.resume();
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end(message);
    };
    const command = commands.find((each) => req.url === `/${each.name}`);
    if (req.method !== 'POST' || !command) return refuse(404, 'No such command.');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      let request: unknown;
      try {
        const checked = command.request.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        if (!checked.success) return refuse(400, 'Not a request of this command.');
        request = checked.data;
      } catch {
        return refuse(400, 'Not JSON.');
      }
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      void answer(command, request, res);
    });
  });

  /** Runs `request` and streams its output and exit status as frames. */
  async function answer(command: AnyCommand, request: unknown, res: http.ServerResponse): Promise<void> {
    const output: CommandOutput = {
      stdout: framed(res, frameTypes.stdout),
      stderr: framed(res, frameTypes.stderr),
      file: command.outputFile?.(request) ? framed(res, frameTypes.file) : undefined,
    };
    let status: number;
    try {
      const need = command.store(request, settings);
      if (need === 'alone' || typeof need === 'object')
        throw new CommandError(typeof need === 'object' ? need.refuse : 'The server is running: stop it first.', 2);
      const handle = need === 'none' ? undefined : await storeWithin();
      status = await command.run(request, {
        store: () => handle!,
        settings,
        staffAuth: store.staffAuth,
        output,
      });
    } catch (error) {
      if (res.destroyed) return; // the command line went away: nothing to tell
      if (!(error instanceof CommandError))
        console.error(`[commands] npm run ${command.name} failed (${errorKind(error)})`);
      const message =
        error instanceof CommandError
          ? error.message
          : `npm run ${command.name} failed on the running server (${errorKind(error)}); see its log.`;
      output.stderr.write(`${message}\n`);
      status = error instanceof CommandError ? error.status : 1;
    }
    await Promise.all(Object.values(output).map((stream: Writable | undefined) => stream && flushed(stream)));
    const code = Buffer.alloc(4);
    code.writeInt32BE(status);
    res.end(frame(frameTypes.exit, code));
  }

  // A connection that speaks no HTTP (garbage) is closed; the server carries on.
  server.on('clientError', (_error, socket) => socket.destroy());
  // Only the server's user may connect: the socket is created with no rights for group or others.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => done());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return {
    async stop() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      rmSync(path, { force: true });
    },
  };
}
