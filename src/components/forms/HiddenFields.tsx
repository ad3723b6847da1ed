import { utmFields } from '../../forms/schemas';
import styles from './Form.module.css';

/**
 * The fields every lead form carries unseen: the honeypot `website` (people never see or reach
 * it, so a filled one marks a bot), the form token the server signed as it rendered the page
 * (sent as the HTML carries it, by the browser or the form's script alike), its language and page, the
 * campaign parameters of the link the visitor came from, and, once the form's script runs, its
 * proof of work (`proof`: the answer, or `pending`).
 */
export function HiddenFields({
  values,
  lang,
  page,
  proof,
}: {
  values: Record<string, string>;
  lang: string;
  page: string;
  proof?: string | undefined;
}) {
  return (
    <>
      <div className={styles.trap} aria-hidden="true">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="formToken" value={values['formToken'] ?? ''} />
      {proof ? <input type="hidden" name="altcha" value={proof} /> : null}
      <input type="hidden" name="lang" value={values['lang'] || lang} />
      <input type="hidden" name="page" value={values['page'] || page} />
      {utmFields.map((name) =>
        values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
      )}
    </>
  );
}
