import { Section } from '../../ui/Section';
import type { Lang } from '../../../i18n/languages';
import type { CaseEntry } from '../../../data/cases';
import { CaseCard } from './CaseCard';
import styles from './CaseList.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** Cards in the first row load their covers at once; the rest wait until scrolled near. */
const EAGER_CARDS = 1;

interface CaseListProps {
  lang: Lang;
  shown: ShownDocuments;
  cases: readonly CaseEntry[];
  /**
   * The first card's cover placeholder (`coverPlaceholder`), if it has one: on a phone that cover
   * is the page's largest paint, so its placeholder is drawn in the first paint (see `CaseCover`).
   */
  firstPlaceholder?: string | undefined;
}

/** The case cards on the cases page (`#case-list`), under a screen-reader heading; a note when there are none. */
export function CaseList({ lang, shown, cases, firstPlaceholder }: CaseListProps) {
  const t = shown.catalog(lang).cases;
  return (
    <Section id="case-list" labelledBy="case-list-title">
      <h2 id="case-list-title" className="visually-hidden">
        {t.listLabel}
      </h2>
      {cases.length ? (
        <div className={styles.grid}>
          {cases.map((entry, index) => (
            <CaseCard
              key={entry.slug}
              lang={lang}
              shown={shown}
              entry={entry}
              eager={index < EAGER_CARDS}
              placeholder={index === 0 ? firstPlaceholder : undefined}
            />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t.empty}</p>
      )}
    </Section>
  );
}
