/**
 * Ports for the suite's servers, named by the system rather than written into the tests: two runs,
 * or another program on the machine, never meet on one. A server the test starts in its own
 * process listens on port 0 and reads its address back; a server in another process (the site,
 * nginx) gets `freePorts()`, asked for just before it starts, since its settings must name it.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';

/** Listens on a port the system picks on 127.0.0.1; resolves with the server holding it. */
function hold(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** A tuple of `N` ports. */
type Ports<N extends number, Found extends number[] = []> = Found['length'] extends N
  ? Found
  : Ports<N, [number, ...Found]>;

/**
 * `count` distinct ports free on 127.0.0.1 at this moment: each held until all are known, then
 * let go, so that the server about to start can take them.
 */
export async function freePorts<N extends number>(count: N): Promise<Ports<N>> {
  const servers = await Promise.all(Array.from({ length: count }, hold));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports as Ports<N>;
}

/** One port free on 127.0.0.1 at this moment (see `freePorts`). */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}
