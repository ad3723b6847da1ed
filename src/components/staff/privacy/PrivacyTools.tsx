import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { Notice, StaffField, StaffForm } from '../StaffForm';

export interface PrivacyToolsProps {
  lang: StaffLang;
  /** LEADS_RETENTION_DAYS; undefined keeps leads until they are erased. */
  retentionDays: number | undefined;
  /** What the last post said: how many leads were erased, or a problem with one of the forms. */
  flash?: { kind: 'erased'; count: number } | { kind: 'error'; form: 'erase' | 'export'; message: string };
  /** What was typed in the form that had a problem, to type it again less. */
  typed?: string | undefined;
  /** Where each form posts: its `staff.privacy` action. */
  actions: Record<'erase' | 'export', string>;
}

/**
 * The privacy tools: erase every lead of an email address (typed twice), export everything held
 * about one as JSON, and the retention setting. Forms post the `staff.privacy` actions to the page
 * (work without JavaScript).
 */
export function PrivacyTools({ lang, retentionDays, flash, typed, actions }: PrivacyToolsProps) {
  const t = staffCatalogs[lang].privacy;
  const problem = (form: 'erase' | 'export') =>
    flash?.kind === 'error' && flash.form === form ? <Notice kind="error">{flash.message}</Notice> : null;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <section aria-labelledby="privacy-erase">
        <h2 id="privacy-erase">{t.erase.title}</h2>
        <p>{t.erase.text}</p>
        {flash?.kind === 'erased' ? (
          <Notice kind="success">{flash.count ? format(t.erase.done, { count: flash.count }) : t.erase.none}</Notice>
        ) : null}
        {problem('erase')}
        <StaffForm action={actions.erase} submit={t.erase.submit} label={t.erase.title}>
          <StaffField
            id="erase-email"
            name="email"
            type="email"
            label={t.email}
            required
            autoComplete="off"
            defaultValue={flash?.kind === 'error' && flash.form === 'erase' ? typed : undefined}
          />
          <StaffField
            id="erase-confirm"
            name="confirm"
            type="email"
            label={t.erase.confirm}
            required
            autoComplete="off"
          />
        </StaffForm>
      </section>
      <section aria-labelledby="privacy-export">
        <h2 id="privacy-export">{t.export.title}</h2>
        <p>{t.export.text}</p>
        {problem('export')}
        <StaffForm action={actions.export} submit={t.export.submit} label={t.export.title}>
          <StaffField
            id="export-email"
            name="email"
            type="email"
            label={t.email}
            required
            autoComplete="off"
            defaultValue={flash?.kind === 'error' && flash.form === 'export' ? typed : undefined}
          />
        </StaffForm>
      </section>
      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">{t.retention.title}</h2>
        <p>{retentionDays === undefined ? t.retention.forever : format(t.retention.days, { days: retentionDays })}</p>
      </section>
    </>
  );
}
