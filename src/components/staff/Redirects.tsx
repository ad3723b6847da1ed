import { format, staffCatalogs } from '../../i18n';
import type { StaffClock } from '../../format/staffClock';
import type { StaffLang } from '../../i18n/languages';
import { MAX_FROM_LENGTH, MAX_TARGET_LENGTH, type RedirectRefusal } from '../../server/redirects/rules';
import type { RedirectOutcome, StoredRedirect } from '../../server/redirects/store';
import { Button } from '../ui/Button';
import { Notice } from './StaffForm';
import forms from './StaffForm.module.css';
import tables from './StaffTable.module.css';
import { StaffTime, StaffClockOf } from './StaffTime';
import { TableScroll } from './TableScroll';

export interface RedirectsProps {
  lang: StaffLang;
  redirects: StoredRedirect[];
  /** What the last post did: saved, changed or removed (with the address), or refused with what was typed. */
  outcome?: RedirectOutcome | undefined;
  /** Where the forms post: the `staff.redirects` actions. */
  actions: { save: string; remove: string };
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/** The refusals about the address; the others are about the target. */
const fromRefusals: readonly RedirectRefusal[] = ['fromInvalid', 'fromRoute', 'tooLong'];

/**
 * The redirects screen: the form that adds (or changes) one, with a refusal shown at its field
 * and everything typed kept, then every redirect with its hits and a remove button.
 */
export function Redirects({ clock, lang, redirects, outcome, actions }: RedirectsProps) {
  const t = staffCatalogs[lang].redirects;
  const hits = new Intl.NumberFormat(lang);
  const typed = outcome?.typed;
  const refusal = outcome?.refusal;
  const message = refusal
    ? format(t.refusals[refusal], { from: MAX_FROM_LENGTH, target: MAX_TARGET_LENGTH })
    : undefined;
  const atFrom = refusal && fromRefusals.includes(refusal);
  const error = (field: 'from' | 'target') =>
    message && (field === 'from') === atFrom
      ? { 'aria-invalid': true, 'aria-describedby': `redirect-${field}-hint redirect-error` }
      : { 'aria-describedby': `redirect-${field}-hint` };
  let done: string | undefined;
  if (outcome?.saved) done = format(outcome.replaced ? t.replaced : t.saved, { from: outcome.saved });
  else if (outcome?.removed) done = format(t.removed, { from: outcome.removed });
  return (
    <StaffClockOf clock={clock}>
      <>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        {done ? <Notice kind="success">{done}</Notice> : null}
        {outcome?.status === 404 ? <Notice kind="error">{t.notFound}</Notice> : null}
        <section aria-labelledby="redirect-add">
          <h2 id="redirect-add">{t.add}</h2>
          <form method="post" action={actions.save} className={forms.form}>
            {message ? (
              <p id="redirect-error" role="alert" className={`${forms.notice} ${forms.error}`}>
                {message}
              </p>
            ) : null}
            <div className={forms.field}>
              <label htmlFor="redirect-from">{t.from}</label>
              <input
                id="redirect-from"
                name="from"
                required
                maxLength={MAX_FROM_LENGTH}
                defaultValue={typed?.from ?? ''}
                autoComplete="off"
                spellCheck={false}
                {...error('from')}
              />
              <p id="redirect-from-hint" className={forms.hint}>
                {t.fromHint}
              </p>
            </div>
            <div className={forms.field}>
              <label htmlFor="redirect-target">{t.target}</label>
              <input
                id="redirect-target"
                name="target"
                required
                maxLength={MAX_TARGET_LENGTH}
                defaultValue={typed?.target ?? ''}
                autoComplete="off"
                spellCheck={false}
                {...error('target')}
              />
              <p id="redirect-target-hint" className={forms.hint}>
                {t.targetHint}
              </p>
            </div>
            <fieldset className={forms.field}>
              <legend>{t.status}</legend>
              {([301, 302] as const).map((status) => (
                <label key={status}>
                  <input type="radio" name="status" value={status} defaultChecked={(typed?.status ?? 301) === status} />{' '}
                  {status === 301 ? t.permanent : t.temporary}
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="submit">{t.save}</Button>
            </div>
          </form>
        </section>
        <section aria-labelledby="redirect-list">
          <h2 id="redirect-list">{t.list}</h2>
          {redirects.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <TableScroll label={t.list}>
              <table className={tables.table}>
                <thead>
                  <tr>
                    <th scope="col">{t.from}</th>
                    <th scope="col">{t.target}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.hits}</th>
                    <th scope="col">{t.lastHit}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.remove}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {redirects.map((redirect) => (
                    <tr key={redirect.id}>
                      <th scope="row">
                        <code>{redirect.fromPath}</code>
                      </th>
                      <td>
                        <code>{redirect.target}</code>
                      </td>
                      <td>{redirect.status}</td>
                      <td>{hits.format(redirect.hits)}</td>
                      <td>{redirect.lastHitAt ? <StaffTime lang={lang} at={redirect.lastHitAt} /> : t.never}</td>
                      <td>
                        <form method="post" action={actions.remove}>
                          <input type="hidden" name="id" value={redirect.id} />
                          <Button
                            type="submit"
                            variant="secondary"
                            aria-label={format(t.removeLabel, { from: redirect.fromPath })}
                          >
                            {t.remove}
                          </Button>
                        </form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      </>
    </StaffClockOf>
  );
}
