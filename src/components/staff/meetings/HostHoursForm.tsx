import { offeredTimeZones } from '../../../format/staffClock';
import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import {
  MAX_HOURS_TEXT,
  type HostHoursOutcome,
  type HostHoursValues,
  type HoursProblem,
} from '../../../server/meetings/hostChanges';
import routing from '../leads/Routing.module.css';
import { MeetingField } from './MeetingField';
import styles from './Meetings.module.css';

export interface HostHoursFormProps {
  lang: StaffLang;
  /** Where the form posts: `staff.account.meetingHours` or `staff.team.meetingHours`. */
  action: string;
  /** As stored, or as typed when the form came back refused. */
  values: HostHoursValues;
  /** The active meeting types, each with its names per language. */
  types: readonly { id: string; names: Record<string, string> }[];
  /** The messages at the fields of a refused post of this form. */
  errors?: HostHoursOutcome['errors'] | undefined;
  /** On the team screen: the member it is for (their email is posted, their name labels it); absent: the member's own. */
  member?: { email: string; name: string };
  idPrefix: string;
  /** The id of the page's list of time zones (`TimeZoneList`), offered as the zone is typed. */
  zones: string;
}

/** A refused field's message in the staff language. */
function problemText(lang: StaffLang, problem: HoursProblem | undefined): string | undefined {
  if (!problem) return undefined;
  const h = staffCatalogs[lang].meetings.hours;
  if (problem.key === 'weekly')
    return format(h.problems.weekly, { line: problem.line, problem: h.line[problem.problem] });
  return format(h.problems[problem.key], problem as never);
}

/** When a member meets visitors: their time zone, weekly hours and days off as typed, and the meeting types they take. */
export function HostHoursForm({
  lang,
  action,
  values,
  types,
  errors = {},
  member,
  idPrefix,
  zones,
}: HostHoursFormProps) {
  const h = staffCatalogs[lang].meetings.hours;
  const id = (field: string) => `${idPrefix}-${field}`;
  const label = member ? format(h.saveFor, { name: member.name }) : h.title;
  return (
    <form method="post" action={action} className={routing.rule} aria-label={label}>
      {member ? <input type="hidden" name="email" value={member.email} /> : null}
      <div className={routing.fields}>
        <MeetingField
          id={id('zone')}
          label={h.timeZone}
          hint={h.timeZoneHint}
          error={problemText(lang, errors.timeZone)}
        >
          {(aria) => (
            <input {...aria} name="timeZone" list={zones} defaultValue={values.timeZone} maxLength={64} required />
          )}
        </MeetingField>
        <MeetingField
          id={id('weekly')}
          label={h.weekly}
          hint={h.weeklyHint}
          error={problemText(lang, errors.weekly)}
          className={styles.wide}
        >
          {(aria) => (
            <textarea
              {...aria}
              name="weekly"
              rows={7}
              maxLength={MAX_HOURS_TEXT}
              defaultValue={values.weekly}
              spellCheck={false}
            />
          )}
        </MeetingField>
        <MeetingField
          id={id('days-off')}
          label={h.daysOff}
          hint={h.daysOffHint}
          error={problemText(lang, errors.daysOff)}
          className={styles.wide}
        >
          {(aria) => (
            <textarea
              {...aria}
              name="daysOff"
              rows={3}
              maxLength={MAX_HOURS_TEXT}
              defaultValue={values.daysOff}
              spellCheck={false}
            />
          )}
        </MeetingField>
        <fieldset className={`${routing.languages} ${styles.wide}`}>
          <legend>{member ? format(h.memberTypes, { name: member.name }) : h.types}</legend>
          {types.length ? null : <p className={routing.hint}>{h.noTypes}</p>}
          {types.map((type) => (
            <label key={type.id} className={routing.check}>
              <input type="checkbox" name="types" value={type.id} defaultChecked={values.types.includes(type.id)} />
              {type.names[lang] ?? type.names.en ?? type.id}
            </label>
          ))}
        </fieldset>
      </div>
      <div>
        <button type="submit">{member ? format(h.saveFor, { name: member.name }) : h.save}</button>
      </div>
    </form>
  );
}

/** The zones offered as a member types one: the runtime's IANA names, one list per page however many forms use it. */
export function TimeZoneList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {offeredTimeZones().map((each) => (
        <option key={each} value={each} />
      ))}
    </datalist>
  );
}
