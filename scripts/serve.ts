/**
 * Serves the built site: Astro's standalone Node handler (static files, then on-demand
 * routes) behind the few things that must happen first, such as language redirects.
 * Run `npm run build` before; `PORT` and `HOST` choose where it listens.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { redirectToLanguage } from '../src/server/http/languageRedirect.ts';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
  console.error('No build found in dist/. Run `npm run build` first (or `npm start`, which does both).');
  process.exit(1);
}
const { handler } = (await import(entry.href)) as { handler: http.RequestListener };

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

const server = http.createServer((req, res) => {
  if (redirectToLanguage(req, res)) return;
  handler(req, res);
});

server.listen(port, host, () => {
  console.log(`Site ready at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
