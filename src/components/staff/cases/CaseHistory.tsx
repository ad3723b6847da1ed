import { TableScroll } from '../TableScroll';
import type { StaffClock } from '../../../format/staffClock';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { CaseVersion, FieldChange } from '../../../server/cases/versions';
import { Button } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { StaffTime, StaffClockOf } from '../StaffTime';
import tables from '../StaffTable.module.css';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages;
  lang: StaffLang;
  id: number;
  title: string;
  versions: CaseVersion[];
  /** The two versions compared and what differs, when asked for. */
  comparison?: { from: number; to: number; changes: FieldChange[] } | undefined;
  flash?: { kind: 'error' | 'success'; message: string } | undefined;
  /** The `?_action=` query of the restore buttons' action. */
  restore: string;
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/** Every saved version of a case: who and when, a comparison of two, a restore for each. */
export function CaseHistory({ clock, t, lang, id, title, versions, comparison, flash, restore }: Props) {
  const h = t.cases.history;
  const number = (version: CaseVersion) => versions.length - versions.indexOf(version);
  const changeName = (change: string) => h.changes[change as keyof typeof h.changes] ?? change;
  return (
    <StaffClockOf clock={clock}>
      <>
        <p>
          <a href={`/staff/cases/${id}`}>{format(t.cases.history.back, { title })}</a>
        </p>
        <h1>{format(h.title, { title })}</h1>
        <p>{h.intro}</p>
        {flash ? <Notice kind={flash.kind}>{flash.message}</Notice> : null}
        {comparison ? (
          <section aria-labelledby="comparison">
            <h2 id="comparison">
              {format(h.version, { n: String(numberOf(versions, comparison.from)) })} →{' '}
              {format(h.version, { n: String(numberOf(versions, comparison.to)) })}
            </h2>
            {comparison.changes.length ? (
              <TableScroll label={format(h.title, { title })}>
                <table className={`${tables.table} ${tables.records} ${styles.diff}`}>
                  <thead>
                    <tr>
                      <th scope="col">{h.field}</th>
                      <th scope="col">{h.before}</th>
                      <th scope="col">{h.after}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {comparison.changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row">
                          <code>{change.field}</code>
                        </th>
                        <td>
                          <del>{change.before}</del>
                        </td>
                        <td>
                          <ins>{change.after}</ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : (
              <p>{h.same}</p>
            )}
          </section>
        ) : null}
        <form method="get" action={`/staff/cases/${id}/history`}>
          <TableScroll label={t.cases.editor.history}>
            <table className={`${tables.table} ${tables.records}`} id="versions">
              <caption>{t.cases.editor.history}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{h.when}</th>
                  <th scope="col">{h.who}</th>
                  <th scope="col">{h.change}</th>
                  <th scope="col">{h.from}</th>
                  <th scope="col">{h.to}</th>
                  <th scope="col">
                    <span className="visually-hidden">{h.restore}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version, index) => (
                  <tr key={version.id}>
                    <td>{number(version)}</td>
                    <td>
                      <StaffTime lang={lang} at={version.createdAt} />
                    </td>
                    <td>{version.authorEmail ?? '—'}</td>
                    <td>{changeName(version.change)}</td>
                    <td>
                      <input
                        type="radio"
                        name="from"
                        value={version.id}
                        defaultChecked={comparison ? comparison.from === version.id : index === 1}
                        aria-label={`${h.from}: ${format(h.version, { n: String(number(version)) })}`}
                      />
                    </td>
                    <td>
                      <input
                        type="radio"
                        name="to"
                        value={version.id}
                        defaultChecked={comparison ? comparison.to === version.id : index === 0}
                        aria-label={`${h.to}: ${format(h.version, { n: String(number(version)) })}`}
                      />
                    </td>
                    <td>
                      {index > 0 && version.snapshot ? (
                        <Button type="submit" size="sm" variant="secondary" form={`restore-${version.id}`}>
                          {h.restore} ({number(version)})
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p>
            <Button type="submit" variant="secondary">
              {h.compare}
            </Button>
          </p>
        </form>
        {versions.slice(1).map((version) => (
          <form
            key={version.id}
            id={`restore-${version.id}`}
            method="post"
            action={`/staff/cases/${id}/history${restore}`}
            hidden
          >
            <input type="hidden" name="case" value={id} />
            <input type="hidden" name="version" value={version.id} />
          </form>
        ))}
      </>
    </StaffClockOf>
  );
}

function numberOf(versions: CaseVersion[], id: number): number {
  const index = versions.findIndex((version) => version.id === id);
  return index < 0 ? 0 : versions.length - index;
}
