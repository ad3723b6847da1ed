import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { MAX_VIEW_NAME, type InboxView } from '../../../server/leads/inbox/savedViews';
import { showInvisible } from '../../../server/leads/invisible';
import { VisitorText } from '../VisitorText';
import styles from './Leads.module.css';

export interface InboxViewsProps {
  lang: StaffLang;
  /** The member's views with their counts. */
  list: InboxView[];
  /** Where "save this view" and a view's "delete" post (`staff.inbox.saveView`, `deleteView`). */
  save: string;
  delete: string;
  /** The view shown, as its URL's query: its link is marked current, and it is what "save" keeps. */
  search: string;
}

/** The inbox's views: the built-in ones and the member's saved ones, each with its count, and a form to save the view shown. */
export function InboxViews({ lang, list, save, delete: remove, search }: InboxViewsProps) {
  const t = staffCatalogs[lang].leads;
  return (
    <nav aria-label={t.views.label} className={styles.views}>
      <ul>
        {list.map((view) => {
          const name = view.key ? t.views.builtIn[view.key] : (view.name ?? '');
          return (
            <li key={view.key ?? view.id}>
              <a
                href={`/staff/leads${view.query ? `?${view.query}` : ''}`}
                aria-current={view.query === search ? 'page' : undefined}
              >
                {view.key ? name : <VisitorText text={name} />} <span className={styles.count}>{view.count}</span>
              </a>
              {view.id ? (
                <form method="post" action={remove}>
                  <input type="hidden" name="view" value={view.id} />
                  <button type="submit" aria-label={format(t.views.deleteNamed, { name: showInvisible(name) })}>
                    {t.views.delete}
                  </button>
                </form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form method="post" action={save} className={styles.inline}>
        <input type="hidden" name="query" value={search} />
        <label>
          {t.views.saveAs}
          <input name="name" maxLength={MAX_VIEW_NAME} required />
        </label>
        <button type="submit">{t.views.save}</button>
      </form>
    </nav>
  );
}
