import type { Client } from 'pg';
import type { z } from 'zod';
import { postgresTimeouts } from './timeouts.ts';
import { errorKind } from '../log.ts';

/** What a listener hears: each payload, and `resync` after a gap in which payloads may have been missed. */
export interface ChannelHandlers {
  payload(payload: string): void;
  resync?(): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * Handlers for a channel whose payloads are JSON notices of one shape: each valid notice is
 * handed on, anything else (another sender's payload, a newer version's) is ignored.
 */
export function noticeHandlers<T>(
  schema: z.ZodType<T>,
  deliver: (notice: T) => void,
  resync: () => void,
): ChannelHandlers {
  return {
    payload(payload) {
      let parsed;
      try {
        parsed = schema.safeParse(JSON.parse(payload));
      } catch {
        return;
      }
      if (parsed.success) deliver(parsed.data);
    },
    resync,
  };
}

/** Waits between reconnections of a listening connection: 250 ms, doubling, at most 10 s. */
function relistenDelayMs(failures: number): number {
  return Math.min(250 * 2 ** Math.min(failures, 10), 10_000);
}

/**
 * `LISTEN` on a PostgreSQL server, over one dedicated connection per process (a pooled one
 * would drop its LISTEN when returned). A lost connection (a restart, a failover,
 * `pg_terminate_backend`) is opened again with growing waits; once it listens again each
 * handler's `resync` runs, since notifications sent meanwhile are gone.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<ChannelHandlers>>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  private readonly url: string;
  private readonly ClientClass: typeof Client;

  constructor(url: string, ClientClass: typeof Client) {
    this.url = url;
    this.ClientClass = ClientClass;
  }

  async listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten> {
    if (this.closed) throw new Error('The listener is closed');
    let set = this.channels.get(channel);
    const first = !set;
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(handlers);
    const unlisten = async () => {
      set.delete(handlers);
      if (set.size || this.channels.get(channel) !== set) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
    };
    try {
      await this.connected();
      if (first) await this.client?.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      // Not listening: the caller tries again later (the database is away).
      await unlisten();
      throw error;
    }
    return unlisten;
  }

  /** The connection's server process id, while connected (tests end it to prove the reconnection). */
  get backendPid(): number | undefined {
    return (this.client as unknown as { processID?: number } | undefined)?.processID;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new this.ClientClass({
      connectionString: this.url,
      connectionTimeoutMillis: postgresTimeouts.connectMs,
      keepAlive: true,
    });
    // Only a connection that was listening is opened again here; a failing connect rejects instead.
    const onLost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => {});
      if (this.closed) return;
      console.warn(`[db] the listening connection was lost (${error ? errorKind(error) : 'closed'}); listening again`);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      for (const handlers of this.channels.get(message.channel) ?? []) handlers.payload(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.closed) return void (await client.end().catch(() => {}));
    this.client = client;
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.connected().then(
        () => {
          this.failures = 0;
          for (const set of this.channels.values()) for (const handlers of set) handlers.resync?.();
        },
        (error: unknown) => {
          this.failures++;
          if (this.failures === 1) console.warn(`[db] cannot listen again yet (${errorKind(error)}); retrying`);
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, relistenDelayMs(this.failures));
    this.retry.unref();
  }
}

/** A channel name as an SQL identifier. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
