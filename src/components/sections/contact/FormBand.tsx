import type { ReactNode } from 'react';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './FormBand.module.css';

interface FormBandProps {
  /** The section's id: the target of links such as `#callback`. */
  id: string;
  title: string;
  intro: string;
  tone?: 'plain' | 'muted';
  /** Decorative illustration under the heading. */
  icon: ReactNode;
  /** The form; it should name itself with `labelledBy={`${id}-title`}`. */
  children: ReactNode;
  /** More under the intro (the meeting's other kinds). */
  aside?: ReactNode;
  /** 1 when the band is the page (a form's own page): its title is the page's `h1`, drawn at a section title's size beside the form. */
  level?: 1 | 2;
}

/** A section with a heading and intro on one side and a form panel on the other. */
export function FormBand({ id, title, intro, tone = 'plain', icon, children, aside, level = 2 }: FormBandProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <span className={styles.icon}>{icon}</span>
          <SectionHeader id={`${id}-title`} title={title} lead={intro} align="start" level={level} size="section" />
          {aside}
        </div>
        <div className={styles.panel}>{children}</div>
      </div>
    </Section>
  );
}
