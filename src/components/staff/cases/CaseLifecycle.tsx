import { format, type StaffMessages } from '../../../i18n';
import type { LifecycleRefusal } from '../../../server/cases/archive';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../StaffForm';
import styles from './CaseLifecycle.module.css';

interface Props {
  t: StaffMessages;
  id: number;
  slug: string;
  archived: boolean;
  /** The case an archived case's address leads to (undefined: the list of cases). */
  targetTitle?: string | undefined;
  /** The cases an address may lead to when archiving: the live ones other than this. */
  targets: { id: number; title: string }[];
  /** The `?_action=` query of each of its forms. */
  posts: { archive: string; unarchive: string; delete: string };
  /** The member may delete an archived case (an admin): shows the way to, or on `confirmDelete` the form itself. */
  mayDelete: boolean;
  /** The second step of a delete: the form asking for the slug again. */
  confirmDelete?: boolean;
  /** The change just made, or why it was refused. */
  done?: 'archived' | 'unarchived' | undefined;
  refusal?: LifecycleRefusal | undefined;
}

/**
 * A case's archive panel: archive it (choosing where its address then leads), bring it back,
 * and for an admin, on its own page, delete an archived case for good after typing its slug.
 * Plain forms: they work without JavaScript.
 */
export function CaseLifecycle({
  t,
  id,
  slug,
  archived,
  targetTitle,
  targets,
  posts,
  mayDelete,
  confirmDelete,
  done,
  refusal,
}: Props) {
  const a = t.cases.archive;
  const page = `/staff/cases/${id}/archive`;
  return (
    <section className={styles.panel} aria-labelledby="case-archive-title" id="archive">
      <h2 id="case-archive-title">
        {confirmDelete && archived && mayDelete ? format(a.deleteTitle, { slug }) : a.title}
      </h2>
      {refusal ? (
        <Notice kind="error">{a[refusal]}</Notice>
      ) : done ? (
        <Notice kind="success">{done === 'archived' ? a.archivedNow : a.unarchivedNow}</Notice>
      ) : null}
      {archived ? (
        <>
          <p>{format(a.archivedState, { target: targetTitle ?? a.targetList })}</p>
          {confirmDelete && mayDelete ? (
            <form method="post" action={`${page}${posts.delete}`} className={styles.form}>
              <p>{a.deleteIntro}</p>
              <input type="hidden" name="case" value={id} />
              <label htmlFor="confirm-slug">{format(a.deleteConfirm, { slug })}</label>
              <input id="confirm-slug" name="confirm" required autoComplete="off" spellCheck={false} pattern={slug} />
              <div className={styles.actions}>
                <Button type="submit" variant="secondary" className={styles.danger}>
                  {a.delete}
                </Button>
                <a href={`/staff/cases/${id}`}>{a.back}</a>
              </div>
            </form>
          ) : (
            <div className={styles.actions}>
              <form method="post" action={`${page}${posts.unarchive}`}>
                <input type="hidden" name="case" value={id} />
                <Button type="submit">{a.unarchive}</Button>
              </form>
              {mayDelete ? (
                <ButtonLink href={page} variant="secondary">
                  {a.deleteLink}
                </ButtonLink>
              ) : null}
            </div>
          )}
        </>
      ) : (
        <form method="post" action={`${page}${posts.archive}`} className={styles.form}>
          <p>{a.intro}</p>
          <input type="hidden" name="case" value={id} />
          <label htmlFor="archive-target">{a.target}</label>
          <select id="archive-target" name="target" defaultValue="list">
            <option value="list">{a.targetList}</option>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.title}
              </option>
            ))}
          </select>
          <div className={styles.actions}>
            <Button type="submit" variant="secondary">
              {a.archive}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
