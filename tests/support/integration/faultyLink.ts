/**
 * A TCP link to PostgreSQL that a test can break the way networks and databases break: stall
 * it (nothing passes, everything is held and delivered in order when it resumes), or take it
 * down (connections cut, new ones refused) and bring it up again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

type Held = { to: Socket; chunk: Buffer | null };

export class FaultyLink {
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private stalled = false;
  private held: Held[] = [];

  private readonly targetPort: number;
  private readonly targetHost: string;

  constructor(targetPort: number, targetHost = '127.0.0.1') {
    this.targetPort = targetPort;
    this.targetHost = targetHost;
  }

  /** Listens (on the same port as before, after `down`). */
  async up(): Promise<this> {
    const server = createServer((client) => this.pair(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Cuts every connection and refuses new ones, as a database that went away. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.cut();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Destroys every open connection at once. */
  cut(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.held = [];
  }

  /** From now on nothing passes in either direction; it is held, in order. */
  stall(): void {
    this.stalled = true;
  }

  /** Delivers what was held, in order, and lets traffic pass again. */
  resume(): void {
    this.stalled = false;
    const held = this.held;
    this.held = [];
    for (const { to, chunk } of held) this.deliver(to, chunk);
  }

  get url(): string {
    return `127.0.0.1:${this.port}`;
  }

  private deliver(to: Socket, chunk: Buffer | null): void {
    if (to.destroyed) return;
    if (chunk) to.write(chunk);
    else to.end();
  }

  private forward(to: Socket, chunk: Buffer | null): void {
    if (this.stalled) this.held.push({ to, chunk });
    else this.deliver(to, chunk);
  }

  private pair(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.on('data', (chunk: Buffer) => this.forward(to, chunk));
      from.on('end', () => this.forward(to, null));
      from.on('error', () => {});
      from.on('close', () => {
        this.sockets.delete(from);
        // A socket that failed, rather than ended, takes its peer with it (once the link lets anything pass).
        if (from.errored || from.destroyed) this.forward(to, null);
      });
    }
  }
}
