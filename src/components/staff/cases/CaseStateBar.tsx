import { format, type StaffMessages } from '../../../i18n';
import { languages, type Lang } from '../../../i18n/languages';
import { casePath } from '../../../routing/localizedPath';
import type { CaseFormValues } from '../../../server/cases/editorForm';
import { Button, ButtonLink } from '../../ui/Button';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages;
  id: number;
  values: CaseFormValues;
  /** The `?_action=` query of the publish and unpublish forms. */
  posts: { publish?: string | undefined; unpublish?: string | undefined };
  /** Signed preview links of the languages the case has text in. */
  previews: { lang: Lang; path: string }[];
  /** The member's languages when they are limited to some: publishing is not offered. */
  onlyLanguages?: readonly Lang[] | null | undefined;
}

/** A stored case's state and what can be done with it: publish or unpublish, its history, its previews and public pages. */
export function CaseStateBar({ t, id, values, posts, previews, onlyLanguages }: Props) {
  const c = t.cases.editor;
  return (
    <div className={styles.actions}>
      <span>{format(c.state, { state: values.published ? t.cases.table.published : t.cases.table.draft })}</span>
      {onlyLanguages ? null : (
        <form
          method="post"
          action={`/staff/cases/${id}${values.published ? posts.unpublish : posts.publish}`}
          className={styles.inline}
        >
          <input type="hidden" name="case" value={id} />
          <Button type="submit" variant="secondary" size="sm">
            {values.published ? c.unpublish : c.publish}
          </Button>
        </form>
      )}
      <ButtonLink href={`/staff/cases/${id}/history`} variant="ghost" size="sm">
        {c.history}
      </ButtonLink>
      {previews.length ? (
        <span id="previews">
          {t.cases.preview.links}:{' '}
          {previews.map((preview, index) => (
            <span key={preview.lang}>
              {index ? ', ' : ''}
              <a href={preview.path} lang={preview.lang}>
                {preview.lang.toUpperCase()}
              </a>
            </span>
          ))}
        </span>
      ) : null}
      {values.published
        ? languages
            .filter((code) => values.translations[code].title && values.translations[code].summary)
            .map((code) => (
              <a key={code} href={casePath(code, values.slug)}>
                {format(c.viewPublic, { lang: code.toUpperCase() })}
              </a>
            ))
        : null}
    </div>
  );
}
