import type { ReactNode } from 'react';
import { cardClass, type CardStyle } from './cardClass';
import styles from './Card.module.css';

interface CardProps {
  title: string;
  /** Decorative icon shown above the title. */
  icon?: ReactNode;
  /** Heading level inside the page outline. */
  level?: 2 | 3;
  children?: ReactNode;
  tone?: CardStyle['tone'];
}

/** A bordered tile with an optional icon, a heading and free content. */
export function Card({ title, icon, level = 3, children, tone = 'plain' }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClass({ tone }, styles.card)}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  );
}

interface CardGridProps {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  /** A list (`ul`, its items the cells) where the cards are a set read as one. */
  as?: 'div' | 'ul';
}

/** Lays cards out in a responsive grid of at most `columns` columns. */
export function CardGrid({ children, columns = 3, as: Grid = 'div' }: CardGridProps) {
  return <Grid className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</Grid>;
}
