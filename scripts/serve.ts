/**
 * Serves the built site: language redirects first, then the prerendered files (precompressed),
 * then Astro's standalone handler for on-demand routes. `PORT` and `HOST` choose where it listens.
 * Run `npm run build` before (or `npm start`, which does both).
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { redirectRequest } from '../src/server/http/redirects.ts';
import { staticFiles } from '../src/server/http/staticFiles.ts';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
  console.error('No build found in dist/. Run `npm run build` first (or `npm start`, which does both).');
  process.exit(1);
}
const { handler } = (await import(entry.href)) as { handler: http.RequestListener };
const serveFile = staticFiles(fileURLToPath(new URL('../dist/client', import.meta.url)));

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

const server = http.createServer((req, res) => {
  if (redirectRequest(req, res)) return;
  serveFile(req, res, () => handler(req, res));
});

server.listen(port, host, () => {
  console.log(`Site ready at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
