import type { ReactNode } from 'react';
import type { StaffLang } from '../../i18n/languages';
import styles from './PreviewNotice.module.css';

/** The band above a staff preview of a public page: what is shown, in the member's language, and the way back. */
export function PreviewNotice({
  lang,
  text,
  back,
}: {
  lang: StaffLang;
  text: string;
  back: { href: string; label: string };
}): ReactNode {
  return (
    <p className={styles.notice} lang={lang} role="note">
      {text} <a href={back.href}>{back.label}</a>
    </p>
  );
}
