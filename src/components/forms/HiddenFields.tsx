import { useEffect, useState } from 'react';
import { utmFields } from '../../forms/schemas';
import styles from './Form.module.css';

/**
 * The fields every lead form carries unseen: the honeypot `website` (people never see or reach
 * it, so a filled one marks a bot), when the form was shown, its language and page, the
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
  // The server writes the time the page was made, on its own clock; a form shown without one
  // takes the moment it comes alive in the browser.
  const [startedAt, setStartedAt] = useState(values['startedAt'] ?? '');
  useEffect(() => {
    if (!startedAt) setStartedAt(String(Date.now()));
  }, [startedAt]);
  return (
    <>
      <div className={styles.trap} aria-hidden="true">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="startedAt" value={startedAt} />
      {proof ? <input type="hidden" name="altcha" value={proof} /> : null}
      <input type="hidden" name="lang" value={values['lang'] || lang} />
      <input type="hidden" name="page" value={values['page'] || page} />
      {utmFields.map((name) =>
        values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
      )}
    </>
  );
}
