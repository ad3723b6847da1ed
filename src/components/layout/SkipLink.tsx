import { catalogFor } from '../../i18n';
import type { Lang } from '../../i18n/languages';
import styles from './SkipLink.module.css';

/** The first focusable element on every page: jumps past the header to the content. */
export function SkipLink({ lang }: { lang: Lang }) {
  return (
    <a className={styles.skip} href="#main">
      {catalogFor(lang).common.skipToContent}
    </a>
  );
}
