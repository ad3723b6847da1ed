import type { ReactNode } from 'react';
import { Container } from '../ui/Container';
import styles from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  lead: string;
  /** Actions under the lead, such as buttons. */
  children?: ReactNode;
}

/** The opening band of an inner page: its one `h1` and a lead paragraph. */
export function PageHero({ title, lead, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container className={styles.inner}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Container>
    </section>
  );
}
