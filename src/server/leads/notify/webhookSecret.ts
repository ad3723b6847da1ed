/**
 * The webhook's signing secrets as the Standard Webhooks scheme writes them: `whsec_` and the
 * key's bytes in base64 (24 to 64 of them). Read by the settings; made by `npm run leads --
 * webhook-secret`.
 */
import { randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether `secret` is `whsec_` and 24 to 64 bytes in base64. */
export function isWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(PREFIX)) return false;
  const key = secret.slice(PREFIX.length);
  if (!BASE64.test(key) || key.length % 4 !== 0) return false;
  const bytes = Buffer.from(key, 'base64').byteLength;
  return bytes >= 24 && bytes <= 64;
}

/** A new secret of 32 random bytes. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}
