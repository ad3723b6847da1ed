/**
 * The staff area's answer to a post over its limit: a page in the member's staff language (the
 * session is not read yet, so the language comes from the staff language cookie or the
 * browser's), naming the limit and linking back to the page the form was on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieValue, staffLangOf } from '../../i18n/detect.ts';
import { format, staffCatalogs } from '../../i18n/index.ts';
import { staffLocales } from '../../format/staffDate.ts';
import { STAFF_LANG_COOKIE } from '../staff/requestRules.ts';
import { cachePolicy } from './cachePolicy.ts';
import { nonPagePolicy } from './contentSecurityPolicy.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `bytes` as a size a member reads: "256 kB", "32 MB" in English; "256 кБ" in Russian. */
function sizeIn(locale: string, bytes: number): string {
  const [unit, size] =
    bytes >= 1024 * 1024 ? (['megabyte', bytes / 1024 / 1024] as const) : (['kilobyte', bytes / 1024] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 }).format(
    size,
  );
}

/** Answers 413 to a staff post larger than `limitBytes`: what was refused and why, in the member's language, with a link back. */
export function sendStaffTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  limitBytes: number,
  headers: Record<string, string>,
): void {
  const lang = staffLangOf(cookieValue(req.headers.cookie, STAFF_LANG_COOKIE), req.headers['accept-language'] ?? null);
  const t = staffCatalogs[lang].common.tooLarge;
  const text = format(t.text, { limit: sizeIn(staffLocales[lang], limitBytes) });
  const page = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(url.pathname)}">${escapeHtml(t.back)}</a></p></main></body>
</html>
`;
  res.writeHead(413, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cachePolicy.never,
    'Content-Language': lang,
    'Content-Security-Policy': nonPagePolicy,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : page);
}
