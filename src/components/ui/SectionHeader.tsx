import type { ReactNode } from 'react';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  id: string;
  title: string;
  lead?: ReactNode;
  /** Heading level: 1 for a page's title, 2 for its sections. */
  level?: 1 | 2;
  /** How large it is drawn: a page's title by default for level 1; `section` for a page's title in a side column. */
  size?: 'page' | 'section';
  align?: 'start' | 'center';
}

/** A section's heading with an optional lead paragraph. */
export function SectionHeader({
  id,
  title,
  lead,
  level = 2,
  size = level === 1 ? 'page' : 'section',
  align = 'center',
}: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={`${styles.header} ${styles[align]}`}>
      <Heading id={id} className={size === 'page' ? styles.pageTitle : styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
