/**
 * Serves the built site. Order per request: a request id (the proxy's `X-Request-Id` when
 * well formed, echoed); built files and pages the page cache holds, answered from memory with
 * the headers the pipeline would give them; otherwise security headers, the methods the
 * address answers (400 for one that is not valid percent-encoding, 405 for a method it does not take), health (`/healthz`, `/readyz`), the page-view beacon (`/a`), body limit, redirects (unprefixed pages,
 * trailing slashes), the public origin and
 * visitor address stated for Astro, the body read whole,
 * prerendered files (precompressed), then Astro's handler (the adapter's middleware mode) for on-demand routes,
 * compressed on the fly. Each request is one JSON log line once answered (LOG_REQUESTS: every
 * request, only those that went wrong, or none).
 * Settings come from the environment (see docs/operate/configuration.md); a bad value stops the start.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import sharp from 'sharp';
import { createApp, type SiteApp } from './app.ts';
import { envOrExit, publicOrigin } from './env.ts';
import { readRequestBody } from './http/bodyLimit.ts';
import { answerClientError } from './http/clientErrors.ts';
import { loadErrorPages, refuseLargeHeaders } from './http/errorPages.ts';
import { PARSE_HEADER_BYTES } from './http/requestLimits.ts';
import { cachedPages } from './http/cachedPages.ts';
import { COMPRESS_FROM_BYTES } from './http/pageCache.ts';
import { settleForwarding } from './http/forwarding.ts';
import { refuseMalformedPath, refuseMethod } from './http/methods.ts';
import { memoryFiles } from './http/memoryFiles.ts';
import { redirectRequest } from './http/redirects.ts';
import { setSecurityHeaders } from './http/securityHeaders.ts';
import { staticFiles } from './http/staticFiles.ts';
import { useStandardStatusText } from './http/statusText.ts';
import { onDemandKind, staticKind, type RouteKind } from './http/routeKind.ts';
import { requestUrl } from './http/requestUrl.ts';
import { answerPublicMetrics, metricsListener } from './metrics.ts';
import { answerBeacon } from './analytics/beacon.ts';
import { createServerLog, loggedPath, requestIdFor } from './log.ts';
import { startServices } from './startup.ts';

const settings = envOrExit();
const serverLog = createServerLog(settings.LOG_LEVEL);
serverLog.takeConsole();
const log = serverLog.logger;

// The build leaves React and other packages to be loaded from node_modules at run time; without
// this they would load their development builds (several times slower, with dev-only checks).
process.env.NODE_ENV ||= 'production';
const dist = resolve(settings.DIST_DIR);
const entry = resolve(dist, 'server/entry.mjs');
if (!existsSync(entry)) {
  console.error(
    `No build found in ${settings.DIST_DIR}/. Run \`npm run build\` first (or \`npm start\`, which does both).`,
  );
  process.exit(1);
}
// The adapter's middleware mode: Astro's handler alone (this server answers files itself), rendering its 404 when no route matches.
const { handler: astro } = (await import(pathToFileURL(entry).href)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse, next: undefined, locals: { app: SiteApp }) => void;
};
const serveFile = staticFiles(resolve(dist, 'client'));
// An event stream must reach the browser event by event, not wait in a compressor's buffer.
const compress = compression({
  threshold: COMPRESS_FROM_BYTES,
  filter: (req, res) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});
const https = publicOrigin(settings).startsWith('https:');
const files = memoryFiles(resolve(dist, 'client'), { https });
const errorPages = loadErrorPages(resolve(dist, 'client'));
// The one app of this process: every page and action reads it as `Astro.locals.app`.
// The server decodes each uploaded cover once: libvips' cache of recent operations would keep
// up to 50 MB of their pixels for nothing.
sharp.cache(false);
const app = createApp(settings);
const pages = cachedPages(app.pageCache, { https });

const services = await startServices(app);

/** How long a shutdown may take before the process exits anyway. */
const SHUTDOWN_MS = 10_000;
let stopping = false;

// Metrics on a port of their own, when set: not behind the site's pipeline, never on the public port.
const metricsServer = settings.METRICS_PORT
  ? http.createServer(metricsListener(app.metrics, settings.METRICS_TOKEN))
  : undefined;
metricsServer?.listen(settings.METRICS_PORT, settings.HOST);

/** Probes answer many times a minute: their lines only at debug level. */
const PROBES = new Set(['/healthz', '/readyz']);

/** Whether a request's line is written (LOG_REQUESTS): every one, those that went wrong, or none. */
const logsRequest: (status: number, finished: boolean) => boolean = {
  all: () => true,
  errors: (status: number, finished: boolean) => status >= 400 || !finished,
  off: () => false,
}[settings.LOG_REQUESTS];

/** Counts the request once its answer is sent (or the connection is gone), and logs it: no query, no body. */
function logRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  reqId: string,
  pathname: string,
  kind: () => RouteKind,
): void {
  const started = performance.now();
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    app.metrics.observeRequest(kind(), req.method, res.statusCode, seconds);
    if (!logsRequest(res.statusCode, res.writableFinished)) return;
    const line = {
      reqId,
      method: req.method,
      path: loggedPath(pathname),
      status: res.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      kind: kind(),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (PROBES.has(pathname)) log.debug(line, 'request');
    else log.info(line, 'request');
  });
}

const server = http.createServer({ maxHeaderSize: PARSE_HEADER_BYTES }, (req, res) => {
  const reqId = requestIdFor(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', reqId);
  // A connection kept open across the shutdown closes after this answer.
  if (stopping) res.setHeader('Connection', 'close');
  // The target, parsed once: every step below reads this.
  const url = requestUrl(req);
  const { pathname, search } = url;
  let kind: RouteKind = 'other';
  logRequest(req, res, reqId, pathname, () => kind);
  if (refuseLargeHeaders(req, res, url, errorPages, { https })) return;
  if (files.serve(req, res, url)) return void (kind = staticKind(pathname));
  if (pages.serve(req, res, url)) {
    kind = onDemandKind(pathname, search);
    app.metrics.pageCacheHits.inc();
    return;
  }
  serverLog.withRequestId(reqId, () => {
    useStandardStatusText(res);
    setSecurityHeaders(res, { https });
    if (refuseMalformedPath(req, res)) return;
    if (refuseMethod(req, res, url)) return;
    if (app.health.answer(req, res, url)) return;
    if (answerPublicMetrics(app.metrics, req, res, url, settings)) return;
    if (redirectRequest(req, res, url)) return;
    if (app.redirects.answer(req, res, url)) return;
    settleForwarding(req, settings);
    if (answerBeacon(app.counting, settings, req, res, url, String(req.headers['x-forwarded-for']))) return;
    readRequestBody(app, req, res, url, errorPages, () => {
      kind = staticKind(pathname);
      serveFile(req, res, url, () => {
        kind = onDemandKind(pathname, search);
        compress(req as never, res as never, () => astro(req, res, undefined, { app }));
      });
    });
  });
});
server.keepAliveTimeout = 65_000;
server.on('clientError', (error, socket) => answerClientError(error, socket, errorPages, { https }));

server.listen(settings.PORT, settings.HOST, () => {
  console.log(
    `Site ready at http://${settings.HOST.includes(':') ? `[${settings.HOST}]` : settings.HOST}:${settings.PORT}`,
  );
  // A parent that started this process with an IPC channel (scripts/startSite.ts) hears it too,
  // whatever LOG_LEVEL keeps out of the log.
  process.send?.('ready');
});

/**
 * Shutdown: stop listening (a proxy sends new requests to another instance), answer 503 on
 * /readyz, let the requests in flight finish (connections close as they fall idle), then
 * stop the outbox worker once its send under way is recorded, and close the store. Past
 * SHUTDOWN_MS the process exits anyway (1); what it had not recorded is sent again by
 * another instance once its claim runs out.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.health.markStopping();
    console.log(`${signal}: shutting down; no new connections, finishing the requests in flight`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    server.close(async () => {
      await services.stop();
      console.log('Stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
}
