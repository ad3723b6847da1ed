import { keptQuery } from '../routing/keptQuery';

const HOVER_OPEN_DELAY_MS = 100;
const HOVER_CLOSE_GRACE_MS = 300;
const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Remembers a picked language: the `lang` cookie the server reads and the `i18nextLng` mirror. */
function rememberLanguage(lang: string): void {
  document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  try {
    localStorage.setItem('i18nextLng', lang);
  } catch {
    // Storage can be unavailable (private mode, blocked); the cookie still holds the pick.
  }
}

/**
 * Enhances each `<details data-language-switcher>`: hover intent on pointer devices,
 * arrow keys between entries, Escape to close, and remembering the chosen language.
 */
export function setUpLanguageSwitchers(root: Document = document): void {
  // Prerendered pages cannot know the query; carry it over so a switch keeps it, as a page rendered on demand does.
  const query = keptQuery(location.search);
  if (query) {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) link.search = query;
  }
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-language-switcher]')) {
    enhance(details);
  }
  // Any language link (switcher or footer) remembers the pick.
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang]');
    if (link?.dataset.lang) rememberLanguage(link.dataset.lang);
  });
}

function enhance(details: HTMLDetailsElement): void {
  const summary = details.querySelector('summary');
  if (!summary) return;
  const options = () => [...details.querySelectorAll<HTMLAnchorElement>('a[data-lang]')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;

  const later = (ms: number, open: boolean) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      openedByHover = open && !details.open;
      details.open = open;
    }, ms);
  };
  const close = (focusSummary: boolean) => {
    clearTimeout(timer);
    details.open = false;
    if (focusSummary) summary.focus();
  };

  if (matchMedia('(hover: hover) and (pointer: fine)').matches) {
    details.addEventListener('mouseenter', () => later(HOVER_OPEN_DELAY_MS, true));
    details.addEventListener('mouseleave', () => later(HOVER_CLOSE_GRACE_MS, false));
  }
  summary.addEventListener('click', (event) => {
    clearTimeout(timer);
    // A click right after hover opened the list should keep it open, not toggle it shut.
    if (openedByHover && details.open) event.preventDefault();
    openedByHover = false;
  });

  details.addEventListener('keydown', (event) => {
    const list = options();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'Escape':
        if (details.open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!details.open) {
          details.open = true;
          const currentIndex = list.findIndex((a) => a.getAttribute('aria-current') === 'true');
          focusAt(currentIndex >= 0 ? currentIndex : 0);
        } else {
          focusAt(index < 0 ? (step > 0 ? 0 : -1) : index + step);
        }
        return;
      }
      case 'Home':
      case 'End':
        if (details.open) {
          event.preventDefault();
          focusAt(event.key === 'Home' ? 0 : -1);
        }
        return;
    }
  });

  // Focus leaving the switcher, or a click elsewhere, closes it.
  details.addEventListener('focusout', (event) => {
    if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
  });
  document.addEventListener('click', (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
}
