import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { Button } from '../../ui/Button';
import tables from '../StaffTable.module.css';
import { StaffTime } from '../StaffTime';
import { TableScroll } from '../TableScroll';
import { CompareForm } from './CompareForm';
import styles from './Content.module.css';

export interface DocumentVersionsProps {
  lang: StaffLang;
  versions: { version: number; action: string; memberId: string | null; createdAt: Date }[];
  names: Record<string, string>;
  /** The document named in the restore form. */
  document: { key: string; lang: string };
  /** Where Restore posts: `staff.content.restore`. */
  action: string;
  /** The comparison screen's address and the published version the links compare with. */
  compare: { path: string; current: number };
}

/**
 * Every version of a document, newest first: how it came, when, and under them a link comparing
 * it with the published version and a Restore button that makes it the draft (one column, so
 * both stay on a phone's screen). Above them, a choice of any two versions to compare.
 */
export function DocumentVersions({ lang, versions, names, document, action, compare }: DocumentVersionsProps) {
  const t = staffCatalogs[lang].content;
  const numbers = versions.map((each) => each.version);
  return (
    <section aria-labelledby="content-versions">
      <h2 id="content-versions">{t.versions}</h2>
      {numbers.length > 1 ? (
        <CompareForm
          lang={lang}
          action={compare.path}
          versions={numbers}
          from={numbers[1]!}
          to={compare.current}
          idPrefix="versions-compare"
        />
      ) : null}
      <TableScroll label={t.versions}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t.versionNumber}</th>
              <th scope="col">{t.action}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((each) => (
              <tr key={each.version}>
                <th scope="row">{each.version}</th>
                <td>
                  {t.versionActions[each.action] ?? each.action}
                  {each.memberId ? `, ${names[each.memberId] ?? each.memberId}` : ''}
                  <br />
                  <StaffTime lang={lang} at={each.createdAt} />
                  {each.version !== compare.current ? (
                    <>
                      <br />
                      <a
                        href={`${compare.path}?from=${each.version}&to=${compare.current}`}
                        aria-label={format(t.compare.linkLabel, { version: each.version, current: compare.current })}
                      >
                        {t.compare.link}
                      </a>
                    </>
                  ) : null}
                  <form method="post" action={action} className={styles.restore}>
                    <input type="hidden" name="key" value={document.key} />
                    <input type="hidden" name="lang" value={document.lang} />
                    <input type="hidden" name="version" value={each.version} />
                    <Button
                      type="submit"
                      variant="secondary"
                      size="sm"
                      aria-label={format(t.restoreLabel, { version: each.version })}
                    >
                      {t.restore}
                    </Button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
