/**
 * Server log: JSON lines on stdout through pino, at LOG_LEVEL, each line of a request
 * carrying its request id (`reqId`). Untrusted values are JSON-quoted, and nothing a visitor
 * typed (bodies, queries, form values) is ever logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import { env } from './env.ts';
import { singleton } from './singleton.ts';

const MAX_LOGGED_PATH = 300;

/** The request a piece of work runs for, so its log lines name it. */
const requestContext = () => singleton('log.requestContext', () => new AsyncLocalStorage<{ reqId: string }>());

let stampedAt = NaN;
let stamp = '';

/**
 * pino's `isoTime`, formatted once per millisecond: under load many lines share one, and
 * formatting a date costs more than the rest of a request line.
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/** The process's logger, made on first use with the settings' level. */
export function logger(): Logger {
  return singleton('log.logger', () =>
    pino({
      level: env().LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = requestContext().getStore();
        return request ? { reqId: request.reqId } : {};
      },
    }),
  );
}

/**
 * Routes `console.log`, `warn` and `error` of this process into the logger (as info, warn
 * and error lines), so every module's messages come out as JSON lines with their request id.
 * The server does this at start; scripts and tests keep the plain console.
 */
export function sendConsoleToLog(): void {
  const log = logger();
  console.log = console.info = (...args: unknown[]) => log.info(format(...args));
  console.warn = (...args: unknown[]) => log.warn(format(...args));
  console.error = (...args: unknown[]) => log.error(format(...args));
}

/** A request id a proxy in front may set (nginx's `$request_id` is 32 hex digits): short, plain characters. */
const WELL_FORMED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: its `X-Request-Id` when well formed, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `work` (and everything it starts) as part of the request `reqId`. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestContext().run({ reqId }, work);
}

/** A path for the log: cut to a bounded length (the query is never logged). */
export function loggedPath(pathname: string): string {
  return pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname;
}

/** Records an attempted path that no page answers. */
export function logNotFound(pathname: string): void {
  console.warn(`[404] ${JSON.stringify(loggedPath(pathname))}`);
}

/**
 * What went wrong, for the log, without the data involved: each error in the cause chain by
 * class and code (`DrizzleQueryError > DatabaseError 22021`, `Error ECONNREFUSED`). A failed
 * query's message repeats its parameters (what a visitor typed), so messages are left out,
 * except those of plain errors without a code, such as a lost connection.
 */
export function errorKind(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current && parts.length < 4; current = (current as Error).cause) {
    if (!(current instanceof Error)) {
      parts.push(typeof current);
      break;
    }
    // pg names its server errors `error`; their class says more.
    const name = current.constructor.name !== 'Error' ? current.constructor.name : current.name;
    const code = (current as Error & { code?: unknown }).code;
    if (code !== undefined) parts.push(`${name} ${String(code)}`);
    else if (name === 'Error') parts.push(`Error: ${current.message.replace(/\s+/g, ' ').slice(0, 120)}`);
    else parts.push(name);
  }
  return parts.join(' > ');
}
