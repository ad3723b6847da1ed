import { format, staffCatalogs } from '../../../i18n';
import { languageInfo, languages, type StaffLang } from '../../../i18n/languages';
import styles from './Routing.module.css';

export interface AvailabilityFormProps {
  lang: StaffLang;
  /** Where the form posts: `staff.account.availability` or `staff.team.availability`. */
  action: string;
  languages: readonly string[];
  away: boolean;
  /** On the team screen: the member it is for (their email is posted, their name labels it); absent: the member's own. */
  member?: { email: string; name: string };
  idPrefix: string;
}

/** The languages a member answers leads in (boxes) and their away mark, for the round robin. */
export function AvailabilityForm({ lang, action, languages: chosen, away, member, idPrefix }: AvailabilityFormProps) {
  const a = staffCatalogs[lang].routing.availability;
  const legend = member ? format(a.memberLanguages, { name: member.name }) : a.languages;
  return (
    <form
      method="post"
      action={action}
      className={styles.rule}
      aria-label={member ? format(a.saveFor, { name: member.name }) : a.title}
    >
      {member ? <input type="hidden" name="email" value={member.email} /> : null}
      <fieldset className={styles.languages}>
        <legend>{legend}</legend>
        {languages.map((each) => (
          <label key={each} className={styles.check}>
            <input
              type="checkbox"
              name="languages"
              value={each}
              defaultChecked={chosen.includes(each)}
              id={`${idPrefix}-${each}`}
            />
            <span lang={each}>{languageInfo[each].native}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" name="away" value="away" defaultChecked={away} />
        {member ? format(a.memberAway, { name: member.name }) : a.away}
      </label>
      <div>
        <button type="submit">{member ? format(a.saveFor, { name: member.name }) : a.save}</button>
      </div>
    </form>
  );
}

/** The notice after saving: who answers in which languages, and whether they are away. */
export function availabilitySaved(
  lang: StaffLang,
  saved: { name: string; languages: readonly string[]; away: boolean },
): string {
  const a = staffCatalogs[lang].routing.availability;
  const names =
    saved.languages.map((each) => languageInfo[each as keyof typeof languageInfo].native).join(', ') || a.noLanguages;
  return format(a.saved, { name: saved.name, languages: names, away: saved.away ? a.savedAway : '' });
}
