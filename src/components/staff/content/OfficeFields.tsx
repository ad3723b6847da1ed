import { catalogs, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { officeIds } from '../../../data/offices';
import { officeOrder } from '../../../content/kinds/offices';
import { FieldError } from './FieldError';
import { fieldAttributes, fieldId, type FieldsState } from './fieldProps';
import styles from './Content.module.css';

/** One text input with its label and error. */
function TextInput({
  state,
  name,
  label,
  type,
}: {
  state: FieldsState;
  name: string;
  label: string;
  type: 'email' | 'tel' | 'url';
}) {
  const attributes = fieldAttributes(state, name);
  return (
    <div className={styles.field}>
      <label htmlFor={attributes.id}>{label}</label>
      <input {...attributes} type={type} />
      <FieldError state={state} name={name} />
    </div>
  );
}

/**
 * The contacts' fields: the company email and phone, then for each office, in the order the
 * site lists them, its position (a select: choosing another place moves it there), phone, map
 * link and whether it is the main one (a radio: one office is).
 */
export function OfficeFields({ lang, state }: { lang: StaffLang; state: FieldsState }) {
  const t = staffCatalogs[lang].content;
  const cities = catalogs[lang].contact.offices;
  return (
    <>
      <p>{t.addressesHint}</p>
      <div className={styles.fields}>
        <TextInput state={state} name="email" label={t.companyEmail} type="email" />
        <TextInput state={state} name="phone" label={t.companyPhone} type="tel" />
      </div>
      {officeOrder(state.fields).map((id) => {
        const position = fieldAttributes(state, `position.${id}`);
        const main = fieldId(`main.${id}`);
        return (
          <fieldset key={id} className={styles.package}>
            <legend>{cities[id]}</legend>
            <input type="hidden" name={`was.${id}`} value={state.fields[`position.${id}`] ?? ''} />
            <div className={styles.fields}>
              <div className={styles.field}>
                <label htmlFor={position.id}>{t.position}</label>
                <select {...position}>
                  {officeIds.map((_, index) => (
                    <option key={index} value={String(index + 1)}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </div>
              <TextInput state={state} name={`phone.${id}`} label={t.officePhone} type="tel" />
              <TextInput state={state} name={`map.${id}`} label={t.mapUrl} type="url" />
              <label className={styles.check} htmlFor={main}>
                <input
                  id={main}
                  name="main"
                  type="radio"
                  value={id}
                  defaultChecked={state.fields.main === id}
                  {...(state.errors.main ? { 'aria-describedby': `${fieldId('main')}-error` } : {})}
                />
                {t.mainOffice}
              </label>
            </div>
          </fieldset>
        );
      })}
      <FieldError state={state} name="main" />
    </>
  );
}
