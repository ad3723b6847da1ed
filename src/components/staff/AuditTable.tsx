import type { StaffMessages } from '../../i18n';
import type { StaffClock } from '../../format/staffClock';
import type { StaffLang } from '../../i18n/languages';
import type { AuditAction } from '../../server/staff/audit';
import type { AuditRow } from '../../server/staff/screens';
import { StaffTime, StaffClockOf } from './StaffTime';
import { VisitorText } from './VisitorText';
import tables from './StaffTable.module.css';

interface Props {
  t: StaffMessages['audit'];
  lang: StaffLang;
  entries: AuditRow[];
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/** An action's name in the member's language; one the catalog does not know keeps its stored name. */
export const auditActionLabel = (t: StaffMessages['audit'], action: string) =>
  t.actions[action as AuditAction] ?? action;

/**
 * The audit log's entries, newest first. A target or detail may hold what a visitor typed (an
 * email address to erase, a search), so each is shown isolated (`VisitorText`).
 */
export function AuditTable({ clock, t, lang, entries }: Props) {
  return (
    <StaffClockOf clock={clock}>
      <table className={tables.table}>
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.actor}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.target}</th>
            <th scope="col">{t.address}</th>
            <th scope="col">{t.details}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <StaffTime lang={lang} at={entry.createdAt} />
              </td>
              <td>{entry.actorEmail ?? t.system}</td>
              <td>{auditActionLabel(t, entry.action)}</td>
              <td>
                <VisitorText text={entry.target} />
              </td>
              <td>{entry.ip}</td>
              <td>
                {Object.entries(entry.details).map(([key, value], index) => (
                  <span key={key}>
                    {index ? ', ' : ''}
                    {key}: <VisitorText text={String(value)} />
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffClockOf>
  );
}
