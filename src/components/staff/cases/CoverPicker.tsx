import { isCoverName } from '../../../data/caseCovers';
import type { StaffMessages } from '../../../i18n';
import type { CoverChoice } from '../../../server/cases/coverChoices';
import { CaseCover } from '../../sections/cases/CaseCover';
import { capitalize } from './CaseField';
import styles from './Cases.module.css';

interface Props {
  c: StaffMessages['cases']['editor'];
  /** The covers to pick from, the case's own among them. */
  covers: CoverChoice[];
  /** The cover chosen now ('' for none). */
  chosen: string;
  /** What is wrong with the choice, in words. */
  error?: string | undefined;
}

/** The covers of a case to pick from, each shown small with its name. */
export function CoverPicker({ c, covers, chosen, error }: Props) {
  /** A cover as a person knows it: the fallback, the cases it is the cover of, or a shipped cover's name in words. */
  const coverName = (choice: CoverChoice) =>
    !choice.value
      ? c.coverNone
      : choice.usedBy.length
        ? choice.usedBy.join(', ')
        : isCoverName(choice.value)
          ? capitalize(choice.value.replaceAll('-', ' '))
          : c.coverNew;
  return (
    <fieldset id="coverImage" className={styles.covers} aria-describedby={error ? 'coverImage-error' : undefined}>
      <legend>{c.cover}</legend>
      <ul className={styles.coverChoices}>
        {covers.map((choice) => (
          <li key={choice.value}>
            <label className={styles.coverChoice}>
              <input type="radio" name="coverImage" value={choice.value} defaultChecked={choice.value === chosen} />
              <CaseCover coverImage={choice.value || null} sizes="12rem" />
              <span>{coverName(choice)}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="coverImage-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
