/**
 * Server log: JSON lines on stdout through pino, at LOG_LEVEL, each line of a request
 * carrying its request id (`reqId`). Untrusted values are JSON-quoted, and nothing a visitor
 * typed (bodies, queries, form values) is ever logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import type { Env } from './env.ts';

const MAX_LOGGED_PATH = 300;

/** The server's log: a logger whose lines name the request they were written for. */
export interface ServerLog {
  logger: Logger;
  /** Runs `work` (and everything it starts) as part of the request `reqId`. */
  withRequestId<T>(reqId: string, work: () => T): T;
  /**
   * Routes `console.log`, `warn` and `error` of this process into the logger (as info, warn
   * and error lines), so every module's messages come out as JSON lines with their request id.
   * The server does this at start; scripts and tests keep the plain console.
   */
  takeConsole(): void;
}

/** A server log at `level`. */
export function createServerLog(level: Env['LOG_LEVEL']): ServerLog {
  /** The request a piece of work runs for, so its log lines name it. */
  const requestContext = new AsyncLocalStorage<{ reqId: string }>();
  let stampedAt = NaN;
  let stamp = '';
  /**
   * pino's `isoTime`, formatted once per millisecond: under load many lines share one, and
   * formatting a date costs more than the rest of a request line.
   */
  const isoTime = (): string => {
    const now = Date.now();
    if (now !== stampedAt) {
      stampedAt = now;
      stamp = `,"time":"${new Date(now).toISOString()}"`;
    }
    return stamp;
  };
  const logger = pino({
    level,
    base: { pid: process.pid },
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const request = requestContext.getStore();
      return request ? { reqId: request.reqId } : {};
    },
  });
  return {
    logger,
    withRequestId: (reqId, work) => requestContext.run({ reqId }, work),
    takeConsole() {
      console.log = console.info = (...args: unknown[]) => logger.info(format(...args));
      console.warn = (...args: unknown[]) => logger.warn(format(...args));
      console.error = (...args: unknown[]) => logger.error(format(...args));
    },
  };
}

/** A request id a proxy in front may set (nginx's `$request_id` is 32 hex digits): short, plain characters. */
const WELL_FORMED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: its `X-Request-Id` when well formed, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
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
