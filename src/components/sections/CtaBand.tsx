import type { ReactNode } from 'react';
import { Section } from '../ui/Section';
import styles from './CtaBand.module.css';

interface CtaBandProps {
  id: string;
  title: string;
  text: string;
  /** The band's buttons: links styled with `ButtonLink` variants `onInk` / `outlineOnInk`. */
  children: ReactNode;
}

/** A closing call to action on a dark band: heading, one sentence, one or two buttons. */
export function CtaBand({ id, title, text, children }: CtaBandProps) {
  return (
    <Section labelledBy={id} tone="ink">
      <div className={styles.band}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </Section>
  );
}
