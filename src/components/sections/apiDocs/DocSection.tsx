import type { ReactNode } from 'react';
import styles from './DocSection.module.css';

interface DocSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of the API reference. */
export function DocSection({ id, title, children }: DocSectionProps) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
