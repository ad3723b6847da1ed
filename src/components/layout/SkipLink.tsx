import { useTranslations } from '../../i18n';
import type { Lang } from '../../i18n/languages';
import styles from './SkipLink.module.css';

/** The first focusable element on every page: jumps past the header to the content. */
export function SkipLink({ lang }: { lang: Lang }) {
  return (
    <a className={styles.skip} href="#main">
      {useTranslations(lang).common.skipToContent}
    </a>
  );
}
