import { describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_MAX_USES,
  FORM_TOKEN_TTL_MS,
  issueFormToken,
  judgeFormToken,
  type FormTokenClaim,
} from '../../../src/server/leads/intake/spam/formToken';

const key = 'form-token-key-0123456789abcdef0123456789';
const rendered = 1_800_000_000_000;

/** Counts uses per token in memory, one per distinct send, as the store does. */
function uses(sendKey: () => string) {
  const sends = new Map<string, Set<string>>();
  const claim: FormTokenClaim = async (signature) => {
    const seen = sends.get(signature) ?? new Set<string>();
    sends.set(signature, seen.add(sendKey()));
    return seen.size;
  };
  return claim;
}
let sendNumber = 0;
const eachSendNew = () => uses(() => `send-${sendNumber++}`);

describe('the form token', () => {
  it('says when its page was rendered, signed, for a day', async () => {
    const token = issueFormToken(key, rendered);
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[\w-]{8}\.[\w-]{43}$/);
    expect(token.length).toBeLessThanOrEqual(200);
    expect(await judgeFormToken(token, key, rendered + 60_000, eachSendNew())).toEqual({
      state: 'valid',
      renderedAt: rendered,
    });
    expect(await judgeFormToken(token, key, rendered + FORM_TOKEN_TTL_MS - 1, eachSendNew())).toMatchObject({
      state: 'valid',
    });
    expect(await judgeFormToken(token, key, rendered + FORM_TOKEN_TTL_MS, eachSendNew())).toEqual({
      state: 'expired',
    });
    expect(FORM_TOKEN_TTL_MS).toBe(24 * 3600_000);
  });

  it('differs between two renders in the same millisecond', () => {
    expect(issueFormToken(key, rendered)).not.toBe(issueFormToken(key, rendered));
  });

  it('is forged when made up, signed with another key, or its times changed', async () => {
    const token = issueFormToken(key, rendered);
    const [, expires, nonce, signature] = token.split('.') as [string, string, string, string];
    const later = (rendered - 3_600_000).toString(36);
    const judge = (value: string | undefined) => judgeFormToken(value, key, rendered + 60_000, eachSendNew());
    expect(await judge(undefined)).toEqual({ state: 'missing' });
    expect(await judge('')).toEqual({ state: 'missing' });
    expect(await judge('not a token')).toEqual({ state: 'forged' });
    expect(await judge(issueFormToken('another-site-key-0123456789abcdef0123', rendered))).toEqual({
      state: 'forged',
    });
    // An hour older, to look slower, with the signature kept or made again without our key.
    expect(await judge([later, expires, nonce, signature].join('.'))).toEqual({ state: 'forged' });
    const resigned = issueFormToken('a-guessed-key', rendered - 3_600_000);
    expect(await judge(resigned)).toEqual({ state: 'forged' });
    // A signature one character off, and one cut short.
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await judge([rendered.toString(36), expires, nonce, flipped].join('.'))).toEqual({ state: 'forged' });
    expect(await judge(token.slice(0, -1))).toEqual({ state: 'forged' });
  });

  it(`counts up to ${FORM_TOKEN_MAX_USES} distinct leads per token, then calls it replayed; the same lead again is one use`, async () => {
    const token = issueFormToken(key, rendered);
    const now = rendered + 60_000;
    const claim = eachSendNew();
    for (let use = 1; use <= FORM_TOKEN_MAX_USES; use++)
      expect(await judgeFormToken(token, key, now, claim)).toMatchObject({ state: 'valid' });
    expect(await judgeFormToken(token, key, now, claim)).toEqual({ state: 'replayed' });
    // Another page's token is counted apart.
    expect(await judgeFormToken(issueFormToken(key, rendered), key, now, claim)).toMatchObject({ state: 'valid' });

    const sameSend = uses(() => 'one-idempotency-key-0123');
    for (let retry = 0; retry < 3 * FORM_TOKEN_MAX_USES; retry++)
      expect(await judgeFormToken(token, key, now, sameSend)).toMatchObject({ state: 'valid' });
  });

  it('counts the uses of an expired token too, so a kept token replayed after its day is still caught', async () => {
    const token = issueFormToken(key, rendered);
    const later = rendered + 3 * FORM_TOKEN_TTL_MS;
    const claim = eachSendNew();
    for (let use = 1; use <= FORM_TOKEN_MAX_USES; use++)
      expect(await judgeFormToken(token, key, later, claim)).toEqual({ state: 'expired' });
    expect(await judgeFormToken(token, key, later, claim)).toEqual({ state: 'replayed' });
  });
});
