import type { ReactNode } from 'react';
import styles from './PolicyPart.module.css';

interface PolicyPartProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of the privacy policy. */
export function PolicyPart({ id, title, children }: PolicyPartProps) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
