import { asLang, type Lang } from './languages.ts';

/**
 * Reads a language code from an untrusted value (cookie, query, storage, header part).
 * Only the six exact codes pass, optionally with a region (`pt-BR` → `pt`); anything else,
 * script-like values included, is ignored.
 */
export function parseLang(raw: string | null | undefined): Lang | undefined {
  if (!raw || raw.length > 16) return undefined;
  const value = raw.trim().toLowerCase();
  if (!/^[a-z]{2}(-[a-z0-9]{2,8})?$/.test(value)) return undefined;
  return asLang(value.slice(0, 2));
}

/** The language a cookie header remembers in `lang`, if it is one of ours. */
export function langFromCookie(cookieHeader: string | null | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === 'lang') return parseLang(decodeURIComponentSafe(rest.join('=')));
  }
  return undefined;
}

/** The language of a path's first segment, if it is one of ours. */
export function langFromPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1];
  return first ? asLang(first) : undefined;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
