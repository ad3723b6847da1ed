import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { Button } from '../../ui/Button';
import tables from '../StaffTable.module.css';
import { StaffTime } from '../StaffTime';
import { TableScroll } from '../TableScroll';
import styles from './Content.module.css';

export interface DocumentVersionsProps {
  lang: StaffLang;
  versions: { version: number; action: string; memberId: string | null; createdAt: Date }[];
  names: Record<string, string>;
  /** The document named in the restore form. */
  document: { key: string; lang: string };
  /** Where Restore posts: `staff.content.restore`. */
  action: string;
}

/**
 * Every version of a document, newest first: how it came, when, and under them a Restore
 * button that makes it the draft (one column, so the button stays on a phone's screen).
 */
export function DocumentVersions({ lang, versions, names, document, action }: DocumentVersionsProps) {
  const t = staffCatalogs[lang].content;
  return (
    <section aria-labelledby="content-versions">
      <h2 id="content-versions">{t.versions}</h2>
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
                  <form method="post" action={action} className={styles.restore}>
                    <input type="hidden" name="key" value={document.key} />
                    <input type="hidden" name="lang" value={document.lang} />
                    <input type="hidden" name="version" value={each.version} />
                    <Button type="submit" variant="secondary" size="sm" aria-label={format(t.restoreLabel, { version: each.version })}>
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
