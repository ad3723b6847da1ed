import { catalogs, format, staffCatalogs } from '../../../i18n';
import { languageInfo, languages, type StaffLang } from '../../../i18n/languages';
import {
  MAX_TYPE_NAME,
  MAX_VIDEO_LINK,
  meetingPlaces,
  nameField,
  ONLINE,
  typeNumbers,
  type MeetingTypeInput,
  type MeetingTypeOutcome,
  type TypeField,
  type TypeProblem,
} from '../../../server/meetings/typeChanges';
import type { MeetingTypeRow } from '../../../server/meetings/screens';
import routing from '../leads/Routing.module.css';
import { FieldError, MeetingField } from './MeetingField';
import styles from './Meetings.module.css';

/** A new type's form: half an hour online, in English, on the usual grid. */
const newType: MeetingTypeInput = {
  editing: '',
  id: '',
  ...(Object.fromEntries(languages.map((lang) => [nameField(lang), ''])) as Record<`name-${string}`, string>),
  minutes: '30',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '0',
  minNoticeMinutes: '120',
  horizonDays: '30',
  stepMinutes: '30',
  place: ONLINE,
  videoLink: '',
  languages: ['en'],
  active: 'on',
} as MeetingTypeInput;

/** A type's form values: as stored, or a new type's. */
export function typeValues(type: MeetingTypeRow | undefined): MeetingTypeInput {
  if (!type) return newType;
  const names = Object.fromEntries(languages.map((lang) => [nameField(lang), type.names[lang] ?? '']));
  const numbers = Object.fromEntries(Object.keys(typeNumbers).map((field) => [field, String(type[field as never])]));
  return {
    ...(names as Record<`name-${string}`, string>),
    ...(numbers as Record<keyof typeof typeNumbers, string>),
    editing: type.id,
    id: type.id,
    place: type.place,
    videoLink: type.videoLink ?? '',
    languages: type.languages.filter((each) => languages.includes(each as never)) as MeetingTypeInput['languages'],
    active: type.active ? 'on' : '',
  } as MeetingTypeInput;
}

/** A refused field's message in the staff language. */
function problemText(lang: StaffLang, problem: TypeProblem | undefined): string | undefined {
  return problem && format(staffCatalogs[lang].meetings.types.problems[problem.key], problem as never);
}

/** One meeting type's fields; a refused form comes back with what was typed and a message at each field wrong. */
export function MeetingTypeForm({
  lang,
  idPrefix,
  values,
  errors = {},
  action,
  submit,
  label,
}: {
  lang: StaffLang;
  idPrefix: string;
  values: MeetingTypeInput;
  errors?: MeetingTypeOutcome['errors'];
  action: string;
  submit: string;
  label: string;
}) {
  const m = staffCatalogs[lang].meetings.types;
  const id = (field: string) => `${idPrefix}-${field}`;
  const error = (field: TypeField) => problemText(lang, errors[field]);
  return (
    <form method="post" action={action} className={routing.rule} aria-label={label}>
      <input type="hidden" name="editing" value={values.editing} />
      <div className={routing.fields}>
        {values.editing ? null : (
          <MeetingField id={id('id')} label={m.id} hint={m.idHint} error={error('id')}>
            {(aria) => <input {...aria} name="id" defaultValue={values.id} maxLength={40} required />}
          </MeetingField>
        )}
        <fieldset className={`${styles.names} ${styles.wide}`} aria-describedby={id('names-hint')}>
          <legend>{m.names}</legend>
          <p id={id('names-hint')} className={`${routing.hint} ${styles.wide}`}>
            {m.namesHint}
          </p>
          {languages.map((each) => (
            <MeetingField
              key={each}
              id={id(nameField(each))}
              label={languageInfo[each].native}
              error={error(nameField(each))}
            >
              {(aria) => (
                <input
                  {...aria}
                  name={nameField(each)}
                  lang={each}
                  defaultValue={values[nameField(each)]}
                  maxLength={MAX_TYPE_NAME}
                  required={each === 'en'}
                />
              )}
            </MeetingField>
          ))}
        </fieldset>
        {(Object.entries(typeNumbers) as [keyof typeof typeNumbers, readonly [number, number]][]).map(
          ([field, [min, max]]) => (
            <MeetingField key={field} id={id(field)} label={m[field]} error={error(field)}>
              {(aria) => (
                <input {...aria} name={field} type="number" min={min} max={max} defaultValue={values[field]} required />
              )}
            </MeetingField>
          ),
        )}
        <MeetingField id={id('place')} label={m.place} error={error('place')}>
          {(aria) => (
            <select {...aria} name="place" defaultValue={values.place}>
              {meetingPlaces.map((place) => (
                <option key={place} value={place}>
                  {place === ONLINE ? m.online : catalogs[lang].contact.offices[place]}
                </option>
              ))}
            </select>
          )}
        </MeetingField>
        <MeetingField id={id('videoLink')} label={m.videoLink} hint={m.videoLinkHint} error={error('videoLink')}>
          {(aria) => (
            <input {...aria} name="videoLink" type="url" defaultValue={values.videoLink} maxLength={MAX_VIDEO_LINK} />
          )}
        </MeetingField>
        <fieldset
          className={`${routing.languages} ${styles.wide}`}
          aria-describedby={errors.languages ? id('languages-error') : undefined}
        >
          <legend>{m.languages}</legend>
          {languages.map((each) => (
            <label key={each} className={routing.check}>
              <input type="checkbox" name="languages" value={each} defaultChecked={values.languages.includes(each)} />
              <span lang={each}>{languageInfo[each].native}</span>
            </label>
          ))}
          <FieldError id={id('languages-error')} error={error('languages')} />
        </fieldset>
        <label className={`${routing.check} ${styles.wide}`}>
          <input type="checkbox" name="active" value="on" defaultChecked={!!values.active} />
          {m.active}
        </label>
      </div>
      <div>
        <button type="submit">{submit}</button>
      </div>
    </form>
  );
}
