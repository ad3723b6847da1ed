/**
 * What an operator's command (`npm run content|cases|leads|analytics|staff|db -- ...`) is: one
 * declaration per command, run either by the command's own process on the store it opens, or by
 * the server holding the embedded store, asked over its local channel (`channel.ts`). Either way
 * the command reads its input in its own process (`parse`) and writes its output files there:
 * `run` only writes to the streams it is given.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffAuth } from '../staff/auth.ts';

/** What a parsed command line asks for, or what is wrong with it (one line; `usage` adds the usage after it). */
type Parsed<Request> = { request: Request } | { problem: string; usage?: boolean } | { help: true };

/**
 * What a request needs of the store: none; the store, created under an empty DATA_DIR as the
 * server does (`open`); a store that exists already (`existing`); or the embedded store alone,
 * refused while a server runs on it (`alone`: the command claims the store itself). A string
 * refuses the request on these settings, saying why.
 */
export type StoreNeed = 'none' | 'open' | 'existing' | 'alone' | { refuse: string };

/** Where a command writes: what it prints, and the output file it was given (written by the command's process). */
export interface CommandOutput {
  stdout: Writable;
  stderr: Writable;
  file: Writable | undefined;
}

/** What a command runs with: the store (when it needs one), the settings of the process running it, its output. */
interface CommandContext {
  store(): DatabaseHandle;
  settings: Env;
  staffAuth(): Promise<StaffAuth>;
  output: CommandOutput;
}

/** One command: how its command line reads, and what it does on a store. */
export interface Command<Request> {
  /** As in `npm run {name}`. */
  name: string;
  usage: string;
  /** A request as it crosses the channel: checked again by the server. */
  request: z.ZodType<Request>;
  /** Reads the command line (files relative to `cwd`, standard input); never opens the store. */
  parse(argv: string[], io: { cwd: string; stdin: () => Promise<string> }): Parsed<Request> | Promise<Parsed<Request>>;
  store(request: Request, settings: Env): StoreNeed;
  /** The file the output goes to, written by the command's process; none for standard output. */
  outputFile?(request: Request): string | undefined;
  /** Does the work; resolves to the exit status. Throws CommandError for a refusal. */
  run(request: Request, context: CommandContext): Promise<number>;
}

/** A refusal a command ends with: one line on standard error and `status`. */
export class CommandError extends Error {
  override name = 'CommandError';
  readonly status: number;
  constructor(message: string, status = 1) {
    super(message);
    this.status = status;
  }
}

/** Writes `text` to `out`, resolving once it is handed on. */
export function print(out: Writable, text: string): Promise<void> {
  return new Promise((done, fail) => out.write(text, (error) => (error ? fail(error) : done())));
}

/** Streams `source` into `out` (keeping `out` open), waiting whenever `out` is full. */
export function send(out: Writable, source: AsyncIterable<string | Uint8Array>): Promise<void> {
  return pipeline(source, out, { end: false });
}

/** Any command's declaration, whatever its request. */
export type AnyCommand = Command<any>;

/** The JSON in `file` (relative to `cwd`), or one line saying why it cannot be read. */
export function readJsonFile(file: string, cwd: string): { data: unknown } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      problem:
        code === 'ENOENT' ? `No file ${file}.` : `Cannot read ${file}: ${(error as Error).message.split('\n')[0]}`,
    };
  }
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    return { problem: `${file} is not JSON: ${(error as Error).message.split('\n')[0]}` };
  }
}

/** A file refused whole: one line for one problem, else a line and each problem with its place. */
export function notImported(file: string, problems: readonly string[]): string {
  return problems.length === 1
    ? `${file} was not imported; nothing was changed: ${problems[0]}`
    : `${file} was not imported; nothing was changed. Fix these and run again:\n${problems.map((line) => `  ${line}`).join('\n')}`;
}
