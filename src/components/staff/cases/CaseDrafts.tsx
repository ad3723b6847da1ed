import { format, type StaffMessages } from '../../../i18n';
import type { StaffClock } from '../../../format/staffClock';
import type { StaffLang } from '../../../i18n/languages';
import type { CaseDraft } from '../../../server/cases/drafts';
import { ButtonLink } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { StaffTime, StaffClockOf } from '../StaffTime';
import { staffDateTime } from '../../../format/staffDate';
import { TableScroll } from '../TableScroll';
import tables from '../StaffTable.module.css';
import styles from './CaseLifecycle.module.css';

/** How long autosave waits after the last change before it keeps the form as a draft. */
const AUTOSAVE_DELAY_MS = 3000;

/** The locale the staff area writes times in (`StaffTime`), for the browser's autosave status. */
const timeLocales: Record<StaffLang, string> = { en: 'en-GB', ru: 'ru-RU' };

interface AutosaveProps {
  t: StaffMessages;
  lang: StaffLang;
  id: number;
  /** The `?_action=` query of the autosave action. */
  post: string;
  /** A draft typed since the last save, newer than the case: offered for the editor. */
  offered?: CaseDraft | undefined;
  /** The draft the editor shows instead of the case (`?draft=`). */
  opened?: CaseDraft | undefined;
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/**
 * Above the case editor: the draft a reload offers (or the one opened), and the autosave's
 * status, which the browser script fills in (`client/staff/caseAutosave.ts`) as the member types.
 */
export function CaseAutosave({ clock, t, lang, id, post, offered, opened }: AutosaveProps) {
  const d = t.cases.drafts;
  const said = (draft: CaseDraft) => ({
    when: staffDateTime(lang, draft.updatedAt, clock?.timeZone),
    who: draft.authorEmail,
  });
  return (
    <>
      {opened ? <Notice kind="success">{format(d.opened, said(opened))}</Notice> : null}
      {offered && !opened ? (
        <div className={styles.offer} id="draft-offer">
          <p>{format(d.offer, said(offered))}</p>
          <ButtonLink href={`/staff/cases/${id}?draft=${offered.id}`} variant="secondary" size="sm">
            {d.open}
          </ButtonLink>
        </div>
      ) : null}
      <p
        id="case-autosave"
        className={styles.autosave}
        aria-live="polite"
        data-endpoint={`/staff/cases/${id}${post}`}
        data-delay={AUTOSAVE_DELAY_MS}
        data-locale={timeLocales[lang]}
        data-zone={clock?.timeZone ?? 'UTC'}
        data-changed={d.changed}
        data-saving={d.saving}
        data-saved={d.saved}
        data-failed={d.failed}
      />
    </>
  );
}

/** A case's drafts on its history page, newest first, each to open in the editor. */
export function CaseDraftList({
  t,
  lang,
  id,
  drafts,
  clock,
}: {
  t: StaffMessages;
  lang: StaffLang;
  id: number;
  drafts: CaseDraft[];
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the drafts' times are shown in. */
  clock?: StaffClock | undefined;
}) {
  const d = t.cases.drafts;
  return (
    <StaffClockOf clock={clock}>
      <section aria-labelledby="drafts-title" id="drafts">
        <h2 id="drafts-title">{d.title}</h2>
        <p>{d.intro}</p>
        {drafts.length ? (
          <TableScroll label={d.title}>
            <table className={tables.table}>
              <thead>
                <tr>
                  <th scope="col">{d.when}</th>
                  <th scope="col">{d.who}</th>
                  <th scope="col">{d.editor}</th>
                </tr>
              </thead>
              <tbody>
                {drafts.map((draft) => (
                  <tr key={draft.id}>
                    <td>
                      <StaffTime lang={lang} at={draft.updatedAt} />
                      {draft.newer ? ` (${d.newer})` : ''}
                    </td>
                    <td>{draft.authorEmail}</td>
                    <td>
                      <a href={`/staff/cases/${id}?draft=${draft.id}`}>{d.open}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p>{d.empty}</p>
        )}
      </section>
    </StaffClockOf>
  );
}
