import { format, staffCatalogs } from '../../../i18n';
import { languageInfo, languages, type Lang, type StaffLang } from '../../../i18n/languages';
import styles from '../leads/Routing.module.css';

export interface MemberLanguagesFormProps {
  lang: StaffLang;
  /** Where the form posts: `staff.team.contentLanguages`. */
  action: string;
  member: { email: string; name: string; contentLanguages: readonly string[] | null };
  idPrefix: string;
}

/** On the team screen: the languages whose content a member may edit (boxes; none checked: every language and the shared documents). */
export function MemberLanguagesForm({ lang, action, member, idPrefix }: MemberLanguagesFormProps) {
  const t = staffCatalogs[lang].content.memberLanguages;
  const save = format(t.save, { name: member.name });
  return (
    <form method="post" action={action} className={styles.rule} aria-label={save}>
      <input type="hidden" name="email" value={member.email} />
      <fieldset className={styles.languages} aria-describedby={`${idPrefix}-hint`}>
        <legend>{format(t.legend, { name: member.name })}</legend>
        {languages.map((each) => (
          <label key={each} className={styles.check}>
            <input
              type="checkbox"
              name="languages"
              value={each}
              defaultChecked={member.contentLanguages?.includes(each) ?? false}
              id={`${idPrefix}-${each}`}
            />
            <span lang={each}>{languageInfo[each].native}</span>
          </label>
        ))}
      </fieldset>
      <p id={`${idPrefix}-hint`} className={styles.hint}>
        {t.hint}
      </p>
      <div>
        <button type="submit">{save}</button>
      </div>
    </form>
  );
}

/** The notice after saving: which content the member may now edit. */
export function memberLanguagesSaved(
  lang: StaffLang,
  saved: { name: string; languages: readonly Lang[] | null },
): string {
  const t = staffCatalogs[lang].content.memberLanguages;
  const names = saved.languages ? saved.languages.map((each) => languageInfo[each].native).join(', ') : t.every;
  return format(t.saved, { name: saved.name, languages: names });
}
