import type { ReactNode } from 'react';
import styles from './Card.module.css';

interface CardProps {
  title: string;
  /** Decorative icon shown above the title. */
  icon?: ReactNode;
  /** Heading level inside the page outline. */
  level?: 2 | 3;
  children?: ReactNode;
  tone?: 'plain' | 'accent';
}

/** A bordered tile with an optional icon, a heading and free content. */
export function Card({ title, icon, level = 3, children, tone = 'plain' }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles[tone]}`}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  );
}

/** Lays cards out in a responsive grid of at most `columns` columns. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <div className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</div>;
}
