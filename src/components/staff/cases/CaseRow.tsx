import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { languages } from '../../../i18n/languages';
import type { StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EditorListEntry } from '../../../server/cases/editor';
import { StaffTime } from '../StaffTime';
import styles from './Cases.module.css';

export type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners'>;

/** One case's row, draggable by the handle its order cell is given. */
export function CaseRow({
  entry,
  t,
  lang,
  children,
}: {
  entry: EditorListEntry;
  t: StaffMessages['cases'];
  lang: StaffLang;
  children: (handle: Handle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id });
  return (
    <tr
      ref={setNodeRef}
      style={transform ? { transform: CSS.Translate.toString(transform), transition } : undefined}
      className={isDragging ? styles.dragging : undefined}
    >
      <th scope="row">
        <a href={`/staff/cases/${entry.id}`}>{entry.title}</a>
        <br />
        <code>{entry.slug}</code> · <StaffTime lang={lang} at={entry.updatedAt} />
      </th>
      <td>{entry.archived ? t.table.archived : entry.published ? t.table.published : t.table.draft}</td>
      <td>
        <ul className={styles.matrix}>
          {languages.map((code) => {
            const has = entry.languages[code];
            return (
              <li key={code} className={has ? undefined : styles.missing}>
                <strong>{code.toUpperCase()}</strong>{' '}
                {has
                  ? `${has.title ? t.table.titleShort : '–'} ${has.summary ? t.table.summaryShort : '–'} ${has.body ? t.table.bodyShort : '–'}`
                  : '—'}
              </li>
            );
          })}
        </ul>
      </td>
      <td>{children({ attributes, listeners })}</td>
    </tr>
  );
}
