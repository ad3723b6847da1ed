import type { ReactNode } from 'react';
import styles from './CodeBlock.module.css';

/** Preformatted code on a dark panel; long lines wrap so the page never scrolls sideways. */
export function CodeBlock({ children }: { children: ReactNode }) {
  return (
    <pre className={styles.pre}>
      <code>{children}</code>
    </pre>
  );
}
