import { ArrowRight } from 'lucide-react';
import { cardClass } from '../../ui/cardClass';
import { format } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { paragraphs } from '../../../format/paragraphs';
import { casePath } from '../../../routing/localizedPath';
import type { CaseEntry } from '../../../data/cases';
import { CaseCover } from './CaseCover';
import styles from './CaseCard.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** Width of a card's cover in the list's grid: three columns from 64rem, two from 40rem. */
const cardCoverSizes = '(min-width: 72rem) 23rem, (min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 94vw';

interface CaseCardProps {
  lang: Lang;
  shown: ShownDocuments;
  entry: CaseEntry;
  /** The first cards are in view on arrival: their covers load at once. */
  eager?: boolean;
  /** The cover's placeholder as a data URL, drawn under it in the first paint (`CaseCover`). */
  placeholder?: string | undefined;
}

/**
 * One case in the list: cover, industry, title, summary, the start of the story (three lines),
 * technologies, the headline result and a link to the case's page.
 */
export function CaseCard({ lang, shown, entry, eager = false, placeholder }: CaseCardProps) {
  const t = shown.catalog(lang).cases;
  const details = paragraphs(entry.body)[0];
  const result = entry.results[0];
  const readMoreAbout = format(t.readMoreAbout, { title: entry.title });
  return (
    <article className={cardClass({ padding: 'none' }, styles.card)}>
      <div className={styles.media}>
        <CaseCover coverImage={entry.coverImage} sizes={cardCoverSizes} eager={eager} placeholder={placeholder} />
        {entry.industry ? (
          <p className={styles.badge}>
            <span className="visually-hidden">{t.industry}: </span>
            {entry.industry}
          </p>
        ) : null}
      </div>
      <div className={styles.content}>
        <h3 className={styles.title}>{entry.title}</h3>
        <p className={styles.summary}>{entry.summary}</p>
        <p className={details ? styles.details : `${styles.details} ${styles.missing}`}>{details ?? t.noContent}</p>
        {entry.technologies.length ? (
          <ul className={styles.technologies} aria-label={t.technologies}>
            {entry.technologies.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footer}>
          {result ? (
            <p className={styles.result}>
              <span className={styles.value}>{result.value}</span> <span className={styles.label}>{result.label}</span>
            </p>
          ) : null}
          {/* Named "Read more: {title}"; the title is in the text too (hidden), for tools that judge a link by its text. */}
          <a className={styles.more} href={casePath(lang, entry.slug)} aria-label={readMoreAbout}>
            <span>{t.readMore}</span>
            <span className="visually-hidden">{readMoreAbout.slice(t.readMore.length)}</span>
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
    </article>
  );
}
