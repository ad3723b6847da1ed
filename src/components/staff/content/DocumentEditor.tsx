import { documentKinds, type DocumentKey, type DocumentLang } from '../../../content/documents';
import { staffDateTime } from '../../../format/staffDate';
import { toLocalInput } from '../../../format/zoneTime';
import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { DocumentEditing } from '../../../server/documents/contentScreens';
import { fieldsOf, FORM_FIELD } from '../../../server/documents/documentForm';
import type { ContentOutcome } from '../../../server/documents/staffDocuments';
import { Button } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { DocumentVersions } from './DocumentVersions';
import { editors } from './editors';
import { FieldError } from './FieldError';
import { fieldAttributes, fieldId, type FieldsState } from './fieldProps';
import { documentLanguageName } from './languageName';
import { PreviewLinks } from './PreviewLinks';
import type { CardTexts } from './SocialImageFields';
import styles from './Content.module.css';
import type { NamedPackage } from '../../../data/packages';

export interface DocumentEditorProps {
  lang: StaffLang;
  document: { key: DocumentKey; lang: DocumentLang; segment: string };
  editing: DocumentEditing;
  /** What the last post did: done, or refused with the fields in error and everything typed. */
  outcome?: ContentOutcome | undefined;
  /** The member's time zone: the schedule is typed and shown on its clock. */
  timeZone: string;
  /** Where the forms post: the `staff.content` actions. */
  actions: { save: string; publish: string; schedule: string; cancel: string; restore: string };
  /** The public site's origin, for the pages' addresses in the search-result previews. */
  origin: string;
  /** The social images' editor: each page's published title and description, for its card. */
  cards?: CardTexts | undefined;
  /** The packages' names as the site shows them. */
  packages: readonly NamedPackage[];
}

/**
 * One document's editor: its fields (the draft if there is one, else the published version;
 * after a refusal, what was typed, each error at its field), Save draft, Publish now, Schedule
 * at a moment on the member's clock, Cancel schedule, and its versions to restore.
 */
export function DocumentEditor({
  lang,
  document,
  editing,
  outcome,
  timeZone,
  actions,
  origin,
  cards,
  packages,
}: DocumentEditorProps) {
  const t = staffCatalogs[lang].content;
  const { form: kindForm } = documentKinds[document.key];
  const editor = editors[kindForm.editor];
  const { state } = editing;
  const fields = { ...(outcome?.typed ?? fieldsOf(document.key, editing.data)) };
  fields.publishAt ??= state?.publishAt ? toLocalInput(state.publishAt, timeZone) : '';
  const errors = Object.fromEntries(
    Object.entries(outcome?.errors ?? {}).map(([field, code]) => [
      field,
      t.errors[code as keyof typeof t.errors] ?? t.errors.invalid,
    ]),
  );
  const form: FieldsState = { fields, errors };
  const publishAt = fieldAttributes(form, 'publishAt');
  const named = { key: document.key, lang: document.segment };
  const done = outcome?.done && format(t.done[outcome.done], { version: outcome.version ?? '' });
  /** Each field in error with its name in words, linked to its control. */
  const refusals = Object.entries(errors).flatMap(([field, message]) => {
    const label =
      field === 'publishAt'
        ? format(t.publishAt, { zone: timeZone })
        : editor.label(lang, field, document.lang, packages);
    const anchor = editor.anchor?.(field, fields) ?? fieldId(field);
    return label ? [{ field, anchor, text: format(t.errorItem, { field: label, message }) }] : [];
  });
  return (
    <>
      <p>
        <a href="/staff/content">{t.back}</a>
      </p>
      <h1>
        {format(t.editing, {
          document: t.documents[document.key],
          language: documentLanguageName(lang, document.lang),
        })}
      </h1>
      {done ? <Notice kind="success">{done}</Notice> : null}
      {outcome?.status === 404 ? <Notice kind="error">{t.notFound}</Notice> : null}
      {outcome?.status === 422 ? (
        <div className={styles.errors} role="alert" tabIndex={-1} autoFocus id="content-errors">
          <p>{t.refused}</p>
          {refusals.length ? (
            <ul>
              {refusals.map((refusal) => (
                <li key={refusal.field}>
                  <a href={`#${refusal.anchor}`}>{refusal.text}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {(errors[FORM_FIELD] ?? errors.items) ? <Notice kind="error">{errors[FORM_FIELD] ?? errors.items}</Notice> : null}
      {state?.draft && state.draftAt && !outcome?.typed ? (
        <p>{format(t.opensDraft, { date: staffDateTime(lang, state.draftAt, timeZone) })}</p>
      ) : null}
      {state?.publishAt ? (
        <p>{format(t.willPublish, { date: staffDateTime(lang, state.publishAt, timeZone) })}</p>
      ) : null}
      <PreviewLinks lang={lang} document={document} />
      <form
        method="post"
        action={actions.save}
        className={styles.form}
        aria-label={t.documents[document.key]}
        encType={kindForm.files ? 'multipart/form-data' : undefined}
      >
        <input type="hidden" name="key" value={named.key} />
        <input type="hidden" name="lang" value={named.lang} />
        <editor.Fields
          lang={lang}
          documentLang={document.lang}
          state={form}
          kind={document.key}
          editing={editing}
          origin={origin}
          cards={cards}
          packages={packages}
        />
        <div className={styles.buttons}>
          <Button type="submit">{t.saveDraft}</Button>
          <Button type="submit" formAction={actions.publish}>
            {t.publishNow}
          </Button>
        </div>
        <div className={styles.buttons}>
          <div className={styles.field}>
            <label htmlFor={publishAt.id}>{format(t.publishAt, { zone: timeZone })}</label>
            <input {...publishAt} type="datetime-local" />
            <FieldError state={form} name="publishAt" />
          </div>
          <Button type="submit" variant="secondary" formAction={actions.schedule}>
            {t.schedule}
          </Button>
        </div>
      </form>
      {state?.publishAt ? (
        <form method="post" action={actions.cancel}>
          <input type="hidden" name="key" value={named.key} />
          <input type="hidden" name="lang" value={named.lang} />
          <Button type="submit" variant="secondary">
            {t.cancelSchedule}
          </Button>
        </form>
      ) : null}
      <DocumentVersions
        lang={lang}
        versions={editing.versions}
        names={editing.names}
        document={named}
        action={actions.restore}
        compare={{ path: `/staff/content/${document.key}/${document.segment}/compare`, current: state?.version ?? 1 }}
      />
    </>
  );
}
