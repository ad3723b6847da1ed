import { format, type StaffMessages } from '../../../i18n';
import type { ImportPlan } from '../../../server/cases/importCases';
import { Button } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { MAX_IMPORT_BYTES } from '../../../server/http/requestLimits';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages;
  /** The JSON as given, kept so nothing is lost and the apply step sends the very same. */
  json: string;
  problems: string[];
  plan?: ImportPlan | undefined;
  flash?: { kind: 'error' | 'success'; message: string } | undefined;
  /** The `?_action=` query of the check's action and the apply's. */
  posts: { check: string; apply: string };
}

/** Import in two steps: check (what would change, or why it is refused), then apply. */
export function CaseImport({ t, json, problems, plan, flash, posts }: Props) {
  const i = t.cases.import;
  const list = (slugs: string[]) => (slugs.length ? slugs.join(', ') : i.none);
  return (
    <>
      <p>
        <a href="/staff/cases">{t.cases.editor.back}</a>
      </p>
      <h1>{i.title}</h1>
      <p>{i.intro}</p>
      {flash ? <Notice kind={flash.kind}>{flash.message}</Notice> : null}
      {problems.length ? (
        <div className={styles.errors} role="alert">
          <p>{i.invalid}</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan ? (
        <section aria-labelledby="plan" className={styles.fieldset}>
          <h2 id="plan">{i.check}</h2>
          <ul id="import-plan">
            <li>{format(i.created, { slugs: list(plan.created) })}</li>
            <li>{format(i.updated, { slugs: list(plan.updated) })}</li>
            <li>{format(i.unchanged, { slugs: list(plan.unchanged) })}</li>
          </ul>
          {/* Multipart, as the check: the JSON is read as it arrives under the import's limit, not the 256 KB a staff form keeps. */}
          <form method="post" action={`/staff/cases/import${posts.apply}`} encType="multipart/form-data">
            <textarea name="json" defaultValue={json} hidden aria-hidden="true" tabIndex={-1} />
            <Button type="submit">{i.apply}</Button>
          </form>
        </section>
      ) : null}
      <form
        method="post"
        action={`/staff/cases/import${posts.check}`}
        encType="multipart/form-data"
        className={styles.form}
      >
        <div className={styles.field}>
          <label htmlFor="import-file">{i.file}</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept="application/json,.json"
            data-max-bytes={MAX_IMPORT_BYTES}
            data-too-large={i.tooLarge}
            data-wrong-type={i.wrongType}
          />
          <p id="import-file-check" className={styles.fieldError} role="alert" hidden />
        </div>
        <div className={styles.field}>
          <label htmlFor="import-json">{i.text}</label>
          <textarea id="import-json" name="json" rows={12} defaultValue={plan ? '' : json} spellCheck={false} />
        </div>
        <div>
          <Button type="submit" variant="secondary">
            {i.check}
          </Button>
        </div>
      </form>
    </>
  );
}
