import { asLang, staffLanguages, type Lang, type StaffLang } from './languages.ts';

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

/** The value a cookie header holds for the cookie `wanted`, decoded, if it holds one. */
export function cookieValue(cookieHeader: string | null | undefined, wanted: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === wanted) return decodeURIComponentSafe(rest.join('='));
  }
  return undefined;
}

/** The language a cookie header remembers in `lang`, if it is one of ours. */
export function langFromCookie(cookieHeader: string | null | undefined): Lang | undefined {
  return parseLang(cookieValue(cookieHeader, 'lang'));
}

/** The language of a path's first segment, if it is one of ours. */
export function langFromPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1];
  return first ? asLang(first) : undefined;
}

/** The staff language of a request: the member's stored choice, else the browser's first of en/ru, else English. */
export function staffLangOf(choice: string | null | undefined, acceptLanguage: string | null): StaffLang {
  const known = (code: string | undefined) => staffLanguages.find((lang) => lang === code);
  const chosen = known(choice ?? undefined);
  if (chosen) return chosen;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { lang: known(tag?.trim().toLowerCase().split('-')[0]), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted[0]?.lang ?? 'en';
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
