/**
 * The command line's side of the running server's command channel (`channel.ts`): whether a
 * server listens on the store, and a command sent to it, its output frames written out as they
 * come.
 */
import http from 'node:http';
import type { Writable } from 'node:stream';
import { answers, controlSocket, frameTypes } from './channel.ts';
import { CommandError, type AnyCommand, type CommandOutput } from './command.ts';

/** A stream handed each frame's bytes, waiting until it took them. */
const handOn = (stream: Writable, bytes: Uint8Array) =>
  new Promise<void>((done, fail) => stream.write(bytes, (error) => (error ? fail(error) : done())));

/**
 * Asks the server running on the store in `dataDir` to run `request` of `command`, its output
 * written to `output`; resolves to the exit status, or undefined when no server listens there.
 */
export function askRunningServer(
  dataDir: string,
  command: AnyCommand,
  request: unknown,
  output: CommandOutput,
): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const req = http.request({
      socketPath: controlSocket(dataDir),
      method: 'POST',
      path: `/${command.name}`,
      headers: { 'Content-Type': 'application/json' },
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined);
      else fail(new CommandError(`Cannot reach the running server (${error.message}).`));
    });
    req.once('response', (res) => {
      void (async () => {
        if (res.statusCode !== 200) {
          let text = '';
          for await (const chunk of res) text += chunk;
          throw new CommandError(`The running server refused the command (HTTP ${res.statusCode}: ${text.trim()}).`);
        }
        let pending: Buffer = Buffer.alloc(0);
        for await (const chunk of res as AsyncIterable<Buffer>) {
          pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
          while (pending.length >= 5 && pending.length >= 5 + pending.readUInt32BE(1)) {
            const type = pending.readUInt8(0);
            const payload = pending.subarray(5, 5 + pending.readUInt32BE(1));
            pending = pending.subarray(5 + payload.length);
            if (type === frameTypes.exit) return payload.readInt32BE(0);
            const to =
              type === frameTypes.stdout ? output.stdout : type === frameTypes.stderr ? output.stderr : output.file;
            if (to) await handOn(to, payload);
          }
        }
        throw new CommandError('The running server stopped before the command ended; see its log.');
      })().then(done, fail);
    });
    req.end(JSON.stringify(request));
  });
}

/** Whether a server listens for commands on the store in `dataDir`. */
export const serverRunsOn = (dataDir: string) => answers(controlSocket(dataDir));
