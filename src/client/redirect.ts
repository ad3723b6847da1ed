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
  // prefixedPath's rule (routing/localizedPath.ts), written out: importing it would make the
  // forms, which import that module too, load it as a chunk of its own on first interaction.
  location.replace(`/${lang}${path}${location.search}${location.hash}`);
}
