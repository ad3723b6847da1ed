/**
 * The visitor's address for per-visitor limits. The connection's peer, unless the server runs
 * behind a proxy it trusts (TRUST_PROXY): then the last address in X-Forwarded-For, the one
 * that proxy appended. Earlier entries are whatever the client claimed and are never used,
 * so nobody escapes the limit by sending the header themselves.
 */
export function clientIp(
  peerAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return peerAddress || 'unknown';
}
