/**
 * Serves the built site. Built files and pages the page cache holds are answered first, from
 * memory, with the headers the pipeline would give them. Order per request otherwise: security headers, the methods the address
 * answers, body limit, redirects (unprefixed pages, trailing slashes), the public origin and
 * visitor address stated for Astro, the body read whole,
 * prerendered files (precompressed), then Astro's standalone handler for on-demand routes,
 * compressed on the fly.
 * Settings come from the environment (see README); a bad value stops the start.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { env, publicOrigin } from '../src/server/env.ts';
import { readBody, refuseOversizedBody } from '../src/server/http/bodyLimit.ts';
import { cachedPages } from '../src/server/http/cachedPages.ts';
import { settleForwarding } from '../src/server/http/forwarding.ts';
import { refuseMethod } from '../src/server/http/methods.ts';
import { memoryFiles } from '../src/server/http/memoryFiles.ts';
import { redirectRequest } from '../src/server/http/redirects.ts';
import { setSecurityHeaders } from '../src/server/http/securityHeaders.ts';
import { staticFiles } from '../src/server/http/staticFiles.ts';
import { useStandardStatusText } from '../src/server/http/statusText.ts';
import { startServices } from '../src/server/startup.ts';

let settings;
try {
  settings = env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// The build leaves React and other packages to be loaded from node_modules at run time; without
// this they would load their development builds (several times slower, with dev-only checks).
process.env.NODE_ENV ||= 'production';
const dist = resolve(settings.DIST_DIR);
const entry = resolve(dist, 'server/entry.mjs');
if (!existsSync(entry)) {
  console.error(`No build found in ${settings.DIST_DIR}/. Run \`npm run build\` first (or \`npm start\`, which does both).`);
  process.exit(1);
}
const { handler: astro } = (await import(pathToFileURL(entry).href)) as { handler: http.RequestListener };
const serveFile = staticFiles(resolve(dist, 'client'));
// An event stream must reach the browser event by event, not wait in a compressor's buffer.
const compress = compression({
  threshold: 1024,
  filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});
const https = publicOrigin(settings).startsWith('https:');
const files = memoryFiles(resolve(dist, 'client'), { https });
const pages = cachedPages({ https });

const services = await startServices();

const server = http.createServer((req, res) => {
  if (files.serve(req, res) || pages.serve(req, res)) return;
  useStandardStatusText(res);
  setSecurityHeaders(res, { https });
  if (refuseMethod(req, res)) return;
  if (refuseOversizedBody(req, res)) return;
  if (redirectRequest(req, res)) return;
  settleForwarding(req, settings);
  readBody(req, res, () => {
    serveFile(req, res, () => {
      compress(req as never, res as never, () => astro(req, res));
    });
  });
});
server.keepAliveTimeout = 65_000;

server.listen(settings.PORT, settings.HOST, () => {
  console.log(`Site ready at http://${settings.HOST.includes(':') ? `[${settings.HOST}]` : settings.HOST}:${settings.PORT}`);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(async () => {
      await services.stop();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
