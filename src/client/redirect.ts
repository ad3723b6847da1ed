import { langFromCookie, parseLang } from '../i18n/detect';
import { defaultLang } from '../i18n/languages';

/** Moves a static fallback page to its language version: remembered language, else English. */
export function redirectToLanguage(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('i18nextLng');
  } catch {
    // Storage blocked: the cookie alone decides.
  }
  const lang = langFromCookie(document.cookie) ?? parseLang(stored) ?? defaultLang;
  const path = location.pathname.replace(/\/+$/, '');
  location.replace(`/${lang}${path}${location.search}${location.hash}`);
}
