import type { IncomingMessage } from 'node:http';
import type { Env } from '../env.ts';
import { clientIp } from './clientIp.ts';

type ForwardingSettings = Pick<Env, 'SITE_URL' | 'TRUST_PROXY'>;

/** The first entry of a header that may list several (`https, http`). */
const first = (value: string | string[] | undefined) =>
  String(value ?? '')
    .split(',')[0]
    ?.trim() || undefined;

/** `proto://host` when both are well-formed and name nothing but a host (and port); else undefined. */
function originOf(proto: string | undefined, host: string | undefined): string | undefined {
  if (!proto || !/^https?$/i.test(proto) || !host || /[/\\?#@\s]/.test(host)) return undefined;
  try {
    return new URL(`${proto.toLowerCase()}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin visitors reach the site at, which the form posts' Origin must name. Behind a
 * trusted proxy (TRUST_PROXY), the protocol and host it forwarded (X-Forwarded-Proto and
 * X-Forwarded-Host, else Host); otherwise SITE_URL when set; otherwise undefined: the
 * request's own origin.
 */
export function publicOriginOf(req: IncomingMessage, settings: ForwardingSettings): string | undefined {
  if (settings.TRUST_PROXY) {
    const proto =
      first(req.headers['x-forwarded-proto']) ?? ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
    const forwarded = originOf(proto, first(req.headers['x-forwarded-host']) ?? req.headers.host);
    if (forwarded) return forwarded;
  }
  return settings.SITE_URL ? new URL(settings.SITE_URL).origin : undefined;
}

/**
 * States, in the forwarding headers Astro reads, what this server decided about a request:
 * its public origin (`X-Forwarded-Proto` and `X-Forwarded-Host`; Astro's origin check and
 * `Astro.url` use it) and the visitor's address (`X-Forwarded-For`, one entry; it becomes
 * `clientAddress`). Whatever a client sent in those headers is dropped first. Astro trusts
 * them (`security.allowedDomains`) because only this server hands requests to it.
 */
export function settleForwarding(req: IncomingMessage, settings: ForwardingSettings): void {
  const origin = publicOriginOf(req, settings);
  const forwardedFor = req.headers['x-forwarded-for'];
  const visitor = clientIp(
    req.socket.remoteAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
    settings.TRUST_PROXY,
  );
  for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-for'])
    delete req.headers[name];
  if (origin) {
    const url = new URL(origin);
    req.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
    req.headers['x-forwarded-host'] = url.host;
  }
  req.headers['x-forwarded-for'] = visitor;
}
