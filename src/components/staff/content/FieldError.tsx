import { fieldId, type FieldsState } from './fieldProps';
import styles from './Content.module.css';

/** The error at a field, when it has one, in the member's language. */
export function FieldError({ state, name }: { state: FieldsState; name: string }) {
  const message = state.errors[name];
  return message ? (
    <p id={`${fieldId(name)}-error`} className={styles.error}>
      {message}
    </p>
  ) : null;
}
