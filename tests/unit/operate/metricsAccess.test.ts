/** Who may read /metrics: the bearer of METRICS_TOKEN, on the public port only without METRICS_PORT. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestUrl } from '../../../src/server/http/requestUrl';
import { answerPublicMetrics, createMetrics, metricsListener } from '../../../src/server/metrics';

/** Metrics of an app whose store is not open: the outbox gauges are left out. */
const metrics = createMetrics(() => undefined);

const token = 'a-token-of-sixteen-plus';
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The public port: metrics when `answerPublicMetrics` takes the request, else the site's 404. */
const publicPort = (settings: { METRICS_PORT?: number; METRICS_TOKEN?: string }) =>
  serve((req, res) => {
    if (!answerPublicMetrics(metrics, req, res, requestUrl(req), settings)) res.writeHead(404).end('Page not found');
  });

const get = async (url: string, authorization?: string) => {
  const response = await fetch(url, { headers: authorization ? { Authorization: authorization } : {} });
  return { status: response.status, text: await response.text() };
};

describe('/metrics access', () => {
  it('on the public port answers only the token bearer, and only when no metrics port is set', async () => {
    const withToken = await publicPort({ METRICS_TOKEN: token });
    expect((await get(`${withToken}/metrics`, `Bearer ${token}`)).text).toContain('http_request_duration_seconds');
    expect((await get(`${withToken}/metrics`)).status).toBe(404);
    expect((await get(`${withToken}/metrics`, 'Bearer a-token-of-sixteen-plu')).status).toBe(404);
    expect((await get(`${withToken}/metrics`, `Basic ${token}`)).status).toBe(404);
    const withPort = await publicPort({ METRICS_TOKEN: token, METRICS_PORT: 9464 });
    expect((await get(`${withPort}/metrics`, `Bearer ${token}`)).status).toBe(404);
    const neither = await publicPort({});
    expect((await get(`${neither}/metrics`)).status).toBe(404);
  });

  it('on the metrics port needs the token when one is set, and answers nothing else', async () => {
    const open = await serve(metricsListener(metrics, undefined));
    expect((await get(`${open}/metrics`)).status).toBe(200);
    const guarded = await serve(metricsListener(metrics, token));
    expect((await get(`${guarded}/metrics`)).status).toBe(401);
    expect((await get(`${guarded}/metrics`, `Bearer ${token}`)).status).toBe(200);
    expect((await get(`${guarded}/en`, `Bearer ${token}`)).status).toBe(404);
  });
});
