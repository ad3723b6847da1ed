import type { ReactElement } from 'react';
import type { Lang } from '../../i18n/languages';

/** Simplified national flags, drawn in a 3:2 box; decorative, the language is named in text. */
const flags: Record<Lang, ReactElement> = {
  en: (
    <>
      <path d="M0 0v20h30V0z" fill="#012169" />
      <path d="M0 0l30 20m0-20L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20m0-20L0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  ru: (
    <>
      <path fill="#fff" d="M0 0h30v6.67H0z" />
      <path fill="#0039A6" d="M0 6.67h30v6.66H0z" />
      <path fill="#D52B1E" d="M0 13.33h30V20H0z" />
    </>
  ),
  id: (
    <>
      <path fill="#CE1126" d="M0 0h30v10H0z" />
      <path fill="#fff" d="M0 10h30v10H0z" />
    </>
  ),
  es: (
    <>
      <path fill="#AA151B" d="M0 0h30v20H0z" />
      <path fill="#F1BF00" d="M0 5h30v10H0z" />
    </>
  ),
  fr: (
    <>
      <path fill="#002654" d="M0 0h10v20H0z" />
      <path fill="#fff" d="M10 0h10v20H10z" />
      <path fill="#CE1126" d="M20 0h10v20H20z" />
    </>
  ),
  pt: (
    <>
      <path fill="#009C3B" d="M0 0h30v20H0z" />
      <path fill="#FFDF00" d="M15 2.2 27.6 10 15 17.8 2.4 10z" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 9.1c3-.6 6.3-.1 8.8 1.4" stroke="#fff" strokeWidth="0.9" fill="none" />
    </>
  ),
};

/** The flag shown beside a language's label in the switcher. */
export function Flag({ lang }: { lang: Lang }) {
  return (
    <svg viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" focusable="false" className="flag">
      {flags[lang]}
    </svg>
  );
}
