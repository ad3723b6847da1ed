import { format, staffCatalogs } from '../../../i18n';
import type { StaffClock } from '../../../format/staffClock';
import type { StaffLang } from '../../../i18n/languages';
import { documentPath } from '../../../server/documents/access';
import type { ContentRow } from '../../../server/documents/contentScreens';
import tables from '../StaffTable.module.css';
import { StaffTime, StaffClockOf } from '../StaffTime';
import { TableScroll } from '../TableScroll';
import { documentLanguageName } from './languageName';

export interface ContentListProps {
  lang: StaffLang;
  rows: ContentRow[];
  /** Member ids to names, for who saved a draft. */
  names: Record<string, string>;
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/**
 * The content screen: each document in each language with its published version, its draft
 * (who saved it, when) and when it is scheduled; only what the member may edit is linked.
 */
export function ContentList({ clock, lang, rows, names }: ContentListProps) {
  const t = staffCatalogs[lang].content;
  return (
    <StaffClockOf clock={clock}>
      <>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <TableScroll label={t.title}>
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">{t.document}</th>
                <th scope="col">{t.language}</th>
                <th scope="col">{t.published}</th>
                <th scope="col">{t.draft}</th>
                <th scope="col">{t.scheduled}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, lang: documentLang, state, mayEdit }) => {
                const document = t.documents[key];
                const language = documentLanguageName(lang, documentLang);
                return (
                  <tr key={`${key}-${documentLang}`}>
                    <th scope="row">
                      {mayEdit ? (
                        <a href={documentPath(key, documentLang)} aria-label={format(t.edit, { document, language })}>
                          {document}
                        </a>
                      ) : (
                        <>
                          {document} <span>({t.notYours})</span>
                        </>
                      )}
                    </th>
                    <td>{language}</td>
                    <td>
                      {state ? (
                        <>
                          {format(t.version, { version: state.version })},{' '}
                          <StaffTime lang={lang} at={state.publishedAt} />
                        </>
                      ) : (
                        t.none
                      )}
                    </td>
                    <td>
                      {state?.draft && state.draftAt ? (
                        <>
                          {format(t.draftBy, { who: names[state.draftBy ?? ''] ?? state.draftBy ?? '' })},{' '}
                          <StaffTime lang={lang} at={state.draftAt} />
                        </>
                      ) : (
                        t.none
                      )}
                    </td>
                    <td>{state?.publishAt ? <StaffTime lang={lang} at={state.publishAt} /> : t.none}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </>
    </StaffClockOf>
  );
}
