import styles from './SkipLink.module.css';

/** The first focusable element on every page, public or staff: jumps past the header to the content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skip} href="#main">
      {label}
    </a>
  );
}
