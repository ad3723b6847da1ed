/**
 * Preview links: a signed, expiring address under /staff that shows a case, published or
 * not, as the public site would, in one language. The signature (HMAC-SHA256 with a key
 * derived from the store's secret, the same on every instance) covers the case, the language
 * and the expiry; the staff guard still asks for a signed-in member who may edit cases.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { asLang, type Lang } from '../../i18n/languages.ts';
import type { CaseImport } from './importFormat.ts';
import type { CaseEntry } from '../../data/cases.ts';

/** How long a preview link works. */
export const PREVIEW_SECONDS = 3600;

const keyOf = (secret: string) => createHmac('sha256', secret).update('case-preview').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** The preview path of case `caseId` in `lang`, valid `PREVIEW_SECONDS` from `now`. */
export function previewPath(secret: string, caseId: number, lang: Lang, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ c: caseId, l: lang, e: Math.floor(now.getTime() / 1000) + PREVIEW_SECONDS }),
  ).toString('base64url');
  return `/staff/cases/preview/${payload}.${sign(secret, payload)}`;
}

export type PreviewRead = { ok: true; caseId: number; lang: Lang } | { ok: false; reason: 'invalid' | 'expired' };

/** What a preview token names, once its signature and expiry are checked. */
export function readPreview(secret: string, token: string, now: Date): PreviewRead {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let data: { c?: unknown; l?: unknown; e?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const lang = asLang(data.l);
  if (typeof data.c !== 'number' || !lang || typeof data.e !== 'number') return { ok: false, reason: 'invalid' };
  if (data.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, caseId: data.c, lang };
}

/** A case in one language as the public pages take it; undefined when it has no text there. */
export function previewEntry(entry: CaseImport, lang: Lang): CaseEntry | undefined {
  const text = entry.translations[lang];
  if (!text) return undefined;
  return {
    slug: entry.slug,
    coverImage: entry.coverImage,
    technologies: entry.technologies,
    title: text.title,
    summary: text.summary,
    body: text.body,
    industry: text.industry,
    results: text.results,
    coverAlt: text.coverAlt ?? null,
  };
}
