/**
 * The webhook's signatures as a receiver checks them with the Standard Webhooks library: one
 * secret, two during a rotation (either verifies), and a call replayed past the library's
 * five-minute window refused. The library reads the time from Date: it is set here.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../src/server/env';
import { webhookSignatureHeaders } from '../../../src/server/leads/notify/webhook';
import { isWebhookSecret, newWebhookSecret } from '../../../src/server/leads/notify/webhookSecret';

const sentAt = new Date('2026-11-26T10:00:00Z');
const body = JSON.stringify({ id: 7, name: 'Алия Нурланова', message: 'Нужен агент для поддержки' });
const oldSecret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
const newSecret = `whsec_${Buffer.alloc(32, 2).toString('base64')}`;
const otherSecret = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

/** Whether a receiver holding `secret` accepts the call at `receivedAt`. */
function verifies(secret: string, headers: Record<string, string>, receivedAt: Date, payload = body): boolean {
  vi.setSystemTime(receivedAt);
  try {
    new Webhook(secret).verify(payload, headers);
    return true;
  } catch {
    return false;
  }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('webhook signatures', () => {
  it('dates and signs a call so that a receiver with the secret accepts it, and no other', () => {
    const headers = webhookSignatureHeaders('lead-7', body, [newSecret], sentAt);
    expect(headers).toEqual({
      'webhook-id': 'lead-7',
      'webhook-timestamp': '1795687200',
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
    });
    expect(verifies(newSecret, headers, new Date(sentAt.getTime() + 2000))).toBe(true);
    expect(verifies(otherSecret, headers, sentAt)).toBe(false);
    expect(verifies(newSecret, headers, sentAt, body.replace('7', '8'))).toBe(false);
    expect(verifies(newSecret, { ...headers, 'webhook-id': 'lead-8' }, sentAt)).toBe(false);
  });

  it('signs with both secrets during a rotation, so the old and the new one each verify', () => {
    const headers = webhookSignatureHeaders('lead-7', body, [newSecret, oldSecret], sentAt);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifies(newSecret, headers, sentAt)).toBe(true);
    expect(verifies(oldSecret, headers, sentAt)).toBe(true);
    expect(verifies(otherSecret, headers, sentAt)).toBe(false);
  });

  it('is refused when replayed after the five-minute window, or dated ahead of it', () => {
    const headers = webhookSignatureHeaders('lead-7', body, [newSecret], sentAt);
    expect(verifies(newSecret, headers, new Date(sentAt.getTime() + 4 * 60_000))).toBe(true);
    expect(verifies(newSecret, headers, new Date(sentAt.getTime() + 6 * 60_000))).toBe(false);
    expect(verifies(newSecret, headers, new Date(sentAt.getTime() - 6 * 60_000))).toBe(false);
  });

  it('sends no signature headers without a secret', () => {
    expect(webhookSignatureHeaders('lead-7', body, [], sentAt)).toEqual({});
  });
});

describe('LEADS_WEBHOOK_SECRET', () => {
  it('takes one secret, or two separated by a space; blank is none', () => {
    expect(parseEnv({}).LEADS_WEBHOOK_SECRET).toEqual([]);
    expect(parseEnv({ LEADS_WEBHOOK_SECRET: `  ${newSecret} ` }).LEADS_WEBHOOK_SECRET).toEqual([newSecret]);
    expect(parseEnv({ LEADS_WEBHOOK_SECRET: `${newSecret} ${oldSecret}` }).LEADS_WEBHOOK_SECRET).toEqual([
      newSecret,
      oldSecret,
    ]);
  });

  it('refuses a third secret, a missing prefix, a key that is not base64, or one too short or too long', () => {
    expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: `${newSecret} ${oldSecret} ${otherSecret}` })).toThrow(
      /LEADS_WEBHOOK_SECRET: at most two secrets/,
    );
    for (const secret of [
      Buffer.alloc(32).toString('base64'),
      'whsec_not base64!',
      `whsec_${Buffer.alloc(23).toString('base64')}`,
      `whsec_${Buffer.alloc(65).toString('base64')}`,
    ]) {
      expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: secret }), secret).toThrow(
        /LEADS_WEBHOOK_SECRET: each secret is whsec_/,
      );
    }
    expect(isWebhookSecret(`whsec_${Buffer.alloc(24).toString('base64')}`)).toBe(true);
    expect(isWebhookSecret(`whsec_${Buffer.alloc(64).toString('base64')}`)).toBe(true);
  });

  it('makes new secrets that it accepts, each different', () => {
    const made = newWebhookSecret();
    expect(isWebhookSecret(made)).toBe(true);
    expect(newWebhookSecret()).not.toBe(made);
  });
});
