import { ArrowLeft } from 'lucide-react';
import { Container } from '../../ui/Container';
import type { Lang } from '../../../i18n/languages';
import { paragraphs } from '../../../format/paragraphs';
import { localizedPath } from '../../../routing/localizedPath';
import type { CaseEntry } from '../../../data/cases';
import { CaseCover, coverPreload, type CoverPreload } from './CaseCover';
import styles from './CaseArticle.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** The cover spans the article column: up to 64rem wide. */
const articleCoverSizes = '(min-width: 68rem) 64rem, 94vw';

/** The article's cover, its largest paint, for the page's `<head>` to fetch first, unless the page draws its placeholder. */
export function caseCoverPreload(entry: CaseEntry, placeholder: string | undefined): CoverPreload | undefined {
  return coverPreload(entry.coverImage, articleCoverSizes, placeholder);
}

/**
 * A case's own page content: the way back to the list, industry, title, summary, cover, the
 * story in paragraphs (or a note when it is not written in this language), results and technologies.
 */
export function CaseArticle({
  lang,
  shown,
  entry,
  placeholder,
}: {
  lang: Lang;
  shown: ShownDocuments;
  entry: CaseEntry;
  /** The cover's placeholder as a data URL (`coverPlaceholder`), drawn under it; none for some covers. */
  placeholder?: string | undefined;
}) {
  const t = shown.catalog(lang).cases;
  const story = paragraphs(entry.body);
  return (
    <article className={styles.article} aria-labelledby="case-title">
      <header className={styles.header}>
        <Container>
          <div className={styles.headerInner}>
            <a className={styles.back} href={localizedPath(lang, 'cases')}>
              <ArrowLeft aria-hidden="true" />
              <span>{t.backToList}</span>
            </a>
            {entry.industry ? (
              <p className={styles.badge}>
                <span className="visually-hidden">{t.industry}: </span>
                {entry.industry}
              </p>
            ) : null}
            <h1 id="case-title" className={styles.title}>
              {entry.title}
            </h1>
            <p className={styles.lead}>{entry.summary}</p>
          </div>
        </Container>
      </header>
      <Container>
        <div className={styles.main}>
          <div className={styles.cover}>
            <CaseCover
              coverImage={entry.coverImage}
              sizes={articleCoverSizes}
              eager
              priority
              placeholder={placeholder}
              alt={entry.coverAlt ?? ''}
            />
          </div>
          <div className={styles.columns}>
            <div className={styles.story}>
              {story.length ? (
                story.map((text, index) => <p key={index}>{text}</p>)
              ) : (
                <p className={styles.missing}>{t.noContent}</p>
              )}
            </div>
            {entry.results.length || entry.technologies.length ? (
              <aside className={styles.facts}>
                {entry.results.length ? (
                  <section aria-labelledby="case-results-title">
                    <h2 id="case-results-title" className={styles.factsTitle}>
                      {t.results}
                    </h2>
                    <dl className={styles.results}>
                      {entry.results.map((result) => (
                        <div key={`${result.value} ${result.label}`} className={styles.result}>
                          <dt className={styles.resultLabel}>{result.label}</dt>
                          <dd className={styles.resultValue}>{result.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                ) : null}
                {entry.technologies.length ? (
                  <section aria-labelledby="case-technologies-title">
                    <h2 id="case-technologies-title" className={styles.factsTitle}>
                      {t.technologies}
                    </h2>
                    <ul className={styles.technologies}>
                      {entry.technologies.map((name) => (
                        <li key={name}>{name}</li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </aside>
            ) : null}
          </div>
        </div>
      </Container>
    </article>
  );
}
