import { langFromCookie, parseLang } from '../i18n/detect';
import { defaultLang, type Lang } from '../i18n/languages';

/** The notice's words in each language, as `RedirectNotice` gives them. */
type Messages = Record<Lang, { status: string; link: string }>;

/**
 * Moves a static fallback page to its language version: remembered language, else English. The
 * notice says where it goes, in that language, while the next page loads.
 */
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
  const target = `/${lang}${path}${location.search}${location.hash}`;
  const notice = document.querySelector<HTMLElement>('[data-redirect-messages]');
  const words = notice && (JSON.parse(notice.dataset['redirectMessages'] ?? '{}') as Partial<Messages>)[lang];
  const status = notice?.querySelector('[role="status"]');
  const link = notice?.querySelector<HTMLAnchorElement>('[data-redirect-target]');
  if (words && status && link) {
    notice.lang = lang;
    status.textContent = words.status;
    link.textContent = words.link;
    link.href = target;
  }
  location.replace(target);
}
