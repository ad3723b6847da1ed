import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { packageName, type NamedPackage } from '../../../data/packages';
import { currencies, packageIds, packageOrder } from '../../../content/kinds/packages';
import { FieldError } from './FieldError';
import { fieldAttributes, type FieldsState } from './fieldProps';
import styles from './Content.module.css';

/**
 * The price table's fields: for each package (its legend the published name), in the order the
 * site shows them, its position (a select: choosing another place moves it there), its brand
 * name, whether it is the popular one, and its monthly price in each currency.
 */
export function PackageFields({
  lang,
  state,
  packages,
}: {
  lang: StaffLang;
  state: FieldsState;
  packages: readonly NamedPackage[];
}) {
  const t = staffCatalogs[lang].content;
  return (
    <>
      {packageOrder(state.fields).map((id) => {
        const name = packageName(packages, id);
        const position = fieldAttributes(state, `position.${id}`);
        const brand = fieldAttributes(state, `name.${id}`);
        const popular = fieldAttributes(state, `popular.${id}`);
        return (
          <fieldset key={id} className={styles.package}>
            <legend>{name}</legend>
            <input type="hidden" name={`was.${id}`} value={state.fields[`position.${id}`] ?? ''} />
            <div className={styles.fields}>
              <div className={styles.field}>
                <label htmlFor={position.id}>{t.position}</label>
                <select {...position}>
                  {packageIds.map((_, index) => (
                    <option key={index} value={String(index + 1)}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={brand.id}>{t.packageName}</label>
                <input {...brand} type="text" autoComplete="off" translate="no" />
                <FieldError state={state} name={`name.${id}`} />
              </div>
              {currencies.map((currency) => {
                const price = fieldAttributes(state, `${currency}.${id}`);
                return (
                  <div key={currency} className={styles.field}>
                    <label htmlFor={price.id}>{format(t.price, { currency })}</label>
                    <input {...price} type="number" inputMode="numeric" min={1} step={1} />
                    <FieldError state={state} name={`${currency}.${id}`} />
                  </div>
                );
              })}
              <label className={styles.check}>
                <input
                  id={popular.id}
                  name={popular.name}
                  type="checkbox"
                  defaultChecked={!!state.fields[`popular.${id}`]}
                />
                {t.popular}
              </label>
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
