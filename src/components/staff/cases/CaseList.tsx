import { TableScroll } from '../TableScroll';
import { languages } from '../../../i18n/languages';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EditorListEntry } from '../../../server/cases/editor';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { StaffTime } from '../StaffTime';
import tables from '../StaffTable.module.css';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages;
  lang: StaffLang;
  entries: EditorListEntry[];
  flash?: { kind: 'error' | 'success'; message: string } | undefined;
  /** The `?_action=` query of the move buttons' action. */
  move: string;
}

/** The editors' list: every case in its public order, its state, what each language has, and moves that work without JavaScript. */
export function CaseList({ t, lang, entries, flash, move }: Props) {
  const c = t.cases;
  return (
    <>
      <h1>{c.title}</h1>
      <p>{c.intro}</p>
      {flash ? <Notice kind={flash.kind}>{flash.message}</Notice> : null}
      <div className={styles.actions}>
        <ButtonLink href="/staff/cases/new">{c.newCase}</ButtonLink>
        <ButtonLink href="/staff/cases/export.json" variant="secondary" download="cases.json">
          {c.exportJson}
        </ButtonLink>
        <ButtonLink href="/staff/cases/import" variant="secondary">
          {c.importJson}
        </ButtonLink>
      </div>
      {entries.length ? (
        <TableScroll label={c.table.caption}>
          <table className={`${tables.table} ${tables.records}`} id="cases-table">
            <caption>{c.table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{c.table.case}</th>
                <th scope="col">{c.table.state}</th>
                <th scope="col">{c.table.languages}</th>
                <th scope="col">{c.table.order}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <a href={`/staff/cases/${entry.id}`}>{entry.title}</a>
                    <br />
                    <code>{entry.slug}</code> · <StaffTime lang={lang} at={entry.updatedAt} />
                  </th>
                  <td>{entry.archived ? c.table.archived : entry.published ? c.table.published : c.table.draft}</td>
                  <td>
                    <ul className={styles.matrix}>
                      {languages.map((code) => {
                        const has = entry.languages[code];
                        return (
                          <li key={code} className={has ? undefined : styles.missing}>
                            <strong>{code.toUpperCase()}</strong> {has ? `${has.title ? c.table.titleShort : '–'} ${has.summary ? c.table.summaryShort : '–'} ${has.body ? c.table.bodyShort : '–'}` : '—'}
                          </li>
                        );
                      })}
                    </ul>
                  </td>
                  <td>
                    <div className={styles.move}>
                      <form method="post" action={`/staff/cases${move}`} className={styles.inline}>
                        <input type="hidden" name="case" value={entry.id} />
                        <input type="hidden" name="direction" value="up" />
                        <Button type="submit" size="sm" variant="secondary" disabled={index === 0} aria-label={format(c.table.moveUp, { title: entry.title })}>
                          ↑
                        </Button>
                      </form>
                      <form method="post" action={`/staff/cases${move}`} className={styles.inline}>
                        <input type="hidden" name="case" value={entry.id} />
                        <input type="hidden" name="direction" value="down" />
                        <Button type="submit" size="sm" variant="secondary" disabled={index === entries.length - 1} aria-label={format(c.table.moveDown, { title: entry.title })}>
                          ↓
                        </Button>
                      </form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>{c.table.legend}</p>
        </TableScroll>
      ) : (
        <p>{c.table.empty}</p>
      )}
    </>
  );
}
