import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/server/env';
import { publicOriginOf, settleForwarding } from '../../../src/server/http/forwarding';
import { allowedMethods } from '../../../src/server/http/methods';
import { errorKind } from '../../../src/server/log';

describe('the methods each address answers', () => {
  it.each([
    ['/en/about', 'GET, HEAD'],
    ['/ru/cases/retail-analytics', 'GET, HEAD'],
    ['/nope', 'GET, HEAD'],
    ['/en', 'GET, HEAD, POST'],
    ['/fr/contact', 'GET, HEAD, POST'],
    ['/_actions/demo', 'POST'],
    ['/meetings/manage', 'GET, HEAD, POST'],
    ['/meetings/other', 'GET, HEAD'],
    ['/functions/v1/get-cases-by-lang', 'GET, HEAD, OPTIONS'],
  ])('%s answers %s', (path, methods) => {
    expect(allowedMethods(path).join(', ')).toBe(methods);
  });
});

/** A request as Node hands it over: headers, peer, and whether the connection is TLS. */
function request(headers: Record<string, string>, peer = '10.0.0.2'): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

const settings = (values: Record<string, string>) => parseEnv(values);
const proxied = { host: 'site.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7, 203.0.113.9' };

describe('the public origin a form post must come from', () => {
  it('is SITE_URL when no proxy is trusted, whatever the request claims', () => {
    expect(publicOriginOf(request(proxied), settings({ SITE_URL: 'https://site.example/' }))).toBe(
      'https://site.example',
    );
    expect(
      publicOriginOf(
        request({ ...proxied, 'x-forwarded-host': 'evil.example' }),
        settings({ SITE_URL: 'https://site.example' }),
      ),
    ).toBe('https://site.example');
  });

  it('is what a trusted proxy forwarded: protocol, and host or Host', () => {
    const trusted = settings({ TRUST_PROXY: 'true' });
    expect(publicOriginOf(request(proxied), trusted)).toBe('https://site.example');
    expect(publicOriginOf(request({ ...proxied, 'x-forwarded-host': 'www.site.example:8443' }), trusted)).toBe(
      'https://www.site.example:8443',
    );
    expect(publicOriginOf(request({ host: 'site.example' }), trusted)).toBe('http://site.example');
  });

  it('falls back when forwarded values are malformed', () => {
    const trusted = settings({ TRUST_PROXY: 'true', SITE_URL: 'https://site.example' });
    expect(publicOriginOf(request({ host: 'a/b', 'x-forwarded-proto': 'https' }), trusted)).toBe(
      'https://site.example',
    );
    expect(publicOriginOf(request({ host: 'site.example', 'x-forwarded-proto': 'gopher' }), trusted)).toBe(
      'https://site.example',
    );
  });

  it('is the request\u2019s own without SITE_URL or a trusted proxy', () => {
    expect(publicOriginOf(request(proxied), settings({}))).toBeUndefined();
  });
});

describe('the forwarding headers Astro reads', () => {
  it('state the public origin and one visitor address, dropping what the client sent', () => {
    const req = request({ ...proxied, 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '1' });
    settleForwarding(req, settings({ SITE_URL: 'https://site.example' }));
    expect(req.headers).toMatchObject({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'site.example',
      'x-forwarded-for': '10.0.0.2',
    });
    expect(req.headers['x-forwarded-port']).toBeUndefined();
  });

  it('name the address a trusted proxy appended as the visitor', () => {
    const req = request(proxied);
    settleForwarding(req, settings({ TRUST_PROXY: 'true' }));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('leave the origin to the request when nothing decides it', () => {
    const req = request({ host: '127.0.0.1:4321', 'x-forwarded-proto': 'https' });
    settleForwarding(req, settings({}));
    expect(req.headers['x-forwarded-proto']).toBeUndefined();
    expect(req.headers['x-forwarded-for']).toBe('10.0.0.2');
  });
});

describe('errors in the log', () => {
  it('name the kind and code of each cause, never a failed query\u2019s parameters', () => {
    const pgError = Object.assign(
      new (class DatabaseError extends Error {})('invalid byte sequence for encoding "UTF8": 0x00'),
      { code: '22021' },
    );
    const queryError = Object.assign(
      new (class DrizzleQueryError extends Error {})('Failed query: insert ...\nparams: Jane,jane@client.example', {
        cause: pgError,
      }),
    );
    const line = errorKind(queryError);
    expect(line).toBe('DrizzleQueryError > DatabaseError 22021');
    expect(line).not.toContain('jane');
  });

  it('keep the message of a plain error about the connection', () => {
    expect(errorKind(new Error('Connection terminated unexpectedly'))).toBe(
      'Error: Connection terminated unexpectedly',
    );
    expect(errorKind(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(
      'Error ECONNREFUSED',
    );
  });
});
