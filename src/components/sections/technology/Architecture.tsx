import { ArrowRight, BrainCircuit, Database, Network, type LucideIcon } from 'lucide-react';
import { cardClass } from '../../ui/cardClass';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import styles from './Architecture.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** The platform's layers in the order data flows through them. */
const layers: readonly { id: 'data' | 'engine' | 'api'; icon: LucideIcon }[] = [
  { id: 'data', icon: Database },
  { id: 'engine', icon: BrainCircuit },
  { id: 'api', icon: Network },
];

/**
 * The three-layer architecture as a diagram: an ordered list read data → engine → API,
 * drawn bottom-up on narrow screens and left to right on wide ones, with "feeds" arrows.
 */
export function Architecture({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const copy = t.technology.architecture;
  return (
    <Section labelledBy="architecture-title" tone="muted">
      <SectionHeader id="architecture-title" title={copy.title} lead={copy.subtitle} />
      <figure className={styles.figure}>
        <figcaption className="visually-hidden">{copy.diagramLabel}</figcaption>
        <ol className={styles.layers}>
          {layers.map(({ id, icon: Icon }, index) => (
            <li key={id} className={`${styles.layer} ${styles[id] ?? ''}`}>
              <div className={cardClass({ padding: 'md' }, styles.box)}>
                <div className={styles.head}>
                  <span className={styles.icon}>
                    <Icon aria-hidden="true" />
                  </span>
                  <h3 className={styles.title}>{copy[id].title}</h3>
                </div>
                <p className={styles.text}>{copy[id].text}</p>
                <ul className={styles.chips}>
                  {copy[id].items.map((item) => (
                    <li key={item} className={styles.chip}>
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
              {index < layers.length - 1 ? (
                <p className={styles.flow}>
                  <span className={styles.arrow}>
                    <ArrowRight aria-hidden="true" />
                  </span>
                  <span className={styles.flowWord}>{copy.flow}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </figure>
    </Section>
  );
}
