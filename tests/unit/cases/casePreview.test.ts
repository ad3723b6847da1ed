import { describe, expect, it } from 'vitest';
import { PREVIEW_SECONDS, previewPath, readPreview } from '../../../src/server/cases/preview';

const secret = 'a-secret-for-tests';
const now = new Date('2026-05-01T10:00:00Z');
const tokenOf = (path: string) => path.slice('/staff/cases/preview/'.length);

describe('preview links', () => {
  it('name the case and language until they expire', () => {
    const token = tokenOf(previewPath(secret, 42, 'ru', now));
    expect(readPreview(secret, token, now)).toEqual({ ok: true, caseId: 42, lang: 'ru' });
    expect(readPreview(secret, token, new Date(now.getTime() + (PREVIEW_SECONDS - 1) * 1000))).toEqual({
      ok: true,
      caseId: 42,
      lang: 'ru',
    });
    expect(readPreview(secret, token, new Date(now.getTime() + PREVIEW_SECONDS * 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a changed case, language or expiry, another secret, and garbage', () => {
    const token = tokenOf(previewPath(secret, 42, 'ru', now));
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ c: 43, l: 'ru', e: Math.floor(now.getTime() / 1000) + 99_999 }),
    ).toString('base64url');
    expect(readPreview(secret, `${forged}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readPreview('another-secret', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readPreview(secret, payload, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readPreview(secret, `${token}.x`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readPreview(secret, '', now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
