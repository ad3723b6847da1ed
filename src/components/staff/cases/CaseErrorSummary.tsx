import type { CaseFormError, CaseTextField } from '../../../server/cases/editorForm';
import { fieldId } from './CaseField';
import styles from './Cases.module.css';

interface Props {
  title: string;
  errors: CaseFormError[];
  /** An error in words, naming its language and field. */
  messageOf: (error: CaseFormError) => string;
}

/** Where a field's error links: a language's text by its id, the languages by their tabs, a common field by its name. */
const anchorOf = (error: CaseFormError) =>
  error.lang
    ? fieldId(error.lang, error.field as CaseTextField)
    : error.field === 'translations'
      ? 'languages'
      : error.field;

/** A refused save's errors, each a link to its field; nothing when there are none. */
export function CaseErrorSummary({ title, errors, messageOf }: Props) {
  return errors.length ? (
    <div className={styles.errors} role="alert" id="case-errors">
      <p>{title}</p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            <a href={`#${anchorOf(error)}`}>{messageOf(error)}</a>
          </li>
        ))}
      </ul>
    </div>
  ) : null;
}
