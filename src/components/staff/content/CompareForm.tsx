import { staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { Button } from '../../ui/Button';
import styles from './Content.module.css';

export interface CompareFormProps {
  lang: StaffLang;
  /** The comparison screen's address: `/staff/content/<key>/<lang>/compare`. */
  action: string;
  /** Every version, newest first. */
  versions: number[];
  from: number;
  to: number;
  /** Keeps the selects' ids apart when the form appears twice. */
  idPrefix: string;
}

/** Two selects, "from" and "to" version, sent with GET to the comparison screen: works without scripts. */
export function CompareForm({ lang, action, versions, from, to, idPrefix }: CompareFormProps) {
  const t = staffCatalogs[lang].content.compare;
  const select = (name: 'from' | 'to', chosen: number) => (
    <div className={styles.field}>
      <label htmlFor={`${idPrefix}-${name}`}>{t[name]}</label>
      <select id={`${idPrefix}-${name}`} name={name} defaultValue={chosen}>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" action={action} className={styles.compareForm}>
      <fieldset>
        <legend>{t.legend}</legend>
        <div className={styles.buttons}>
          {select('from', from)}
          {select('to', to)}
          <Button type="submit" variant="secondary">
            {t.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
