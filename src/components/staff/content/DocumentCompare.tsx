import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { Comparison } from '../../../server/documents/compareVersions';
import { changeLabel } from './changeLabel';
import { CompareForm } from './CompareForm';
import { documentLanguageName } from './languageName';
import styles from './Content.module.css';
import type { NamedPackage } from '../../../data/packages';

export interface DocumentCompareProps {
  lang: StaffLang;
  comparison: Comparison;
  /** The document's editor, `/staff/content/<key>/<lang>`; the comparison lives under it. */
  editorPath: string;
  /** The packages' names as the site shows them. */
  packages: readonly NamedPackage[];
}

/**
 * Two versions of a document side by side (stacked on a phone): each changed field named in
 * words, its old value struck (`<del>`) and its new one inserted (`<ins>`), each preceded by a
 * visible "Before"/"After" so a screen reader, which often says nothing of del and ins, reads
 * which is which. Unchanged fields are left out and counted.
 */
export function DocumentCompare({ lang, comparison, editorPath, packages }: DocumentCompareProps) {
  const t = staffCatalogs[lang].content;
  const c = t.compare;
  const shown = (value: unknown): string =>
    value === true
      ? c.yes
      : value === false
        ? c.no
        : Array.isArray(value) || (value !== null && typeof value === 'object')
          ? ''
          : String(value ?? '');
  const side = (label: string, value: unknown, Mark: 'del' | 'ins') => (
    <p className={styles.side}>
      <span className={styles.sideLabel}>{label}</span>{' '}
      {value === undefined ? <span>{c.absent}</span> : <Mark>{shown(value)}</Mark>}
    </p>
  );
  return (
    <>
      <p>
        <a href={editorPath}>{c.back}</a>
      </p>
      <h1>
        {format(c.title, {
          document: t.documents[comparison.key],
          language: documentLanguageName(lang, comparison.lang),
        })}
      </h1>
      <CompareForm
        lang={lang}
        action={`${editorPath}/compare`}
        versions={comparison.versions}
        from={comparison.from}
        to={comparison.to}
        idPrefix="compare"
      />
      <section aria-labelledby="compare-result">
        <h2 id="compare-result">{format(c.heading, { from: comparison.from, to: comparison.to })}</h2>
        {comparison.changes.length ? (
          <ul className={styles.changes}>
            {comparison.changes.map((change) => (
              <li key={JSON.stringify(change.path)}>
                <h3>{changeLabel(lang, comparison.key, change.path, packages)}</h3>
                <div className={styles.sides}>
                  {side(format(c.before, { version: comparison.from }), change.from, 'del')}
                  {side(format(c.after, { version: comparison.to }), change.to, 'ins')}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>{c.same}</p>
        )}
        <p>{format(c.unchanged, { count: comparison.unchanged })}</p>
      </section>
    </>
  );
}
