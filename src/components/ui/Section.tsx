import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './Section.module.css';

interface SectionProps {
  /** Id of the heading that names the section, for `aria-labelledby`. */
  labelledBy?: string;
  id?: string;
  tone?: 'plain' | 'muted' | 'ink';
  children: ReactNode;
}

/** A page band with vertical rhythm and one of three background tones. */
export function Section({ labelledBy, id, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${styles.section} ${styles[tone]}`} data-tone={tone}>
      <Container>{children}</Container>
    </section>
  );
}
