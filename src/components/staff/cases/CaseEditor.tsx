import { cloneElement, type ReactElement } from 'react';
import { coverNames, resolveCover, uploadedCoverPath } from '../../../data/caseCovers';
import { languages, type Lang } from '../../../i18n/languages';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EditRefusal } from '../../../server/cases/caseWrites';
import { caseTextFields, type CaseFormError, type CaseFormValues, type CaseTextField } from '../../../server/cases/editorForm';
import { casePath } from '../../../routing/localizedPath';
import { MAX_COVER_BYTES } from '../../../server/http/requestLimits';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../StaffForm';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages;
  lang: StaffLang;
  /** Undefined for a new case. */
  id?: number | undefined;
  values: CaseFormValues;
  errors: CaseFormError[];
  /** The language written beside English (translator's view), if any. */
  translate?: Lang | undefined;
  flash?: { kind: 'error' | 'success'; message: string } | undefined;
  /** Signed preview links of the languages the case has text in. */
  previews?: { lang: Lang; path: string }[] | undefined;
  /** The `?_action=` query of each form's action: the save (or create), and for a stored case publish and unpublish. */
  posts: { save: string; publish?: string; unpublish?: string };
}

const fieldId = (lang: Lang, field: CaseTextField) => `${lang}-${field}`;

/** A case's editor: common fields, then one section per language, each error named by language and field. */
export function CaseEditor({ t, lang, id, values, errors, translate, flash, previews = [], posts }: Props) {
  const c = t.cases.editor;
  const languageName = new Intl.DisplayNames(lang, { type: 'language' });
  const nameOf = (code: Lang) => capitalize(languageName.of(code) ?? code);
  const labels: Record<CaseTextField, string> = { title: c.titleField, summary: c.summary, body: c.body, industry: c.industry, results: c.results, coverAlt: c.coverAlt };
  const commonLabels = { slug: c.slug, coverImage: c.cover, technologies: c.technologies, translations: t.cases.editor.languageTabs };
  const problemText = (error: CaseFormError) => (error.problem === 'resultLine' ? format(c.resultLine, { line: String(error.line ?? 0) }) : c[error.problem]);
  const preview = uploadedPreview(values.coverImage);
  const messageOf = (error: CaseFormError) =>
    error.lang
      ? format(c.fieldError, { language: nameOf(error.lang), field: labels[error.field as CaseTextField], message: problemText(error) })
      : format(c.commonError, { field: commonLabels[error.field as keyof typeof commonLabels], message: problemText(error) });
  const errorFor = (field: CaseFormError['field'], code?: Lang) => errors.find((error) => error.field === field && error.lang === code);
  const title = values.translations.en.title || languages.map((code) => values.translations[code].title).find(Boolean) || values.slug;
  const covers = coverNames.filter((name) => name !== 'fallback');
  const customCover = values.coverImage && !(covers as readonly string[]).includes(values.coverImage) ? values.coverImage : undefined;
  const action = `${id ? `/staff/cases/${id}` : '/staff/cases/new'}${posts.save}${translate ? `&translate=${translate}` : ''}`;
  const shownLanguages = translate ? [translate] : languages;

  return (
    <>
      <p>
        <a href="/staff/cases">{c.back}</a>
      </p>
      <h1>{id ? format(c.editTitle, { title }) : c.newTitle}</h1>
      {flash ? <Notice kind={flash.kind}>{flash.message}</Notice> : null}
      {errors.length ? (
        <div className={styles.errors} role="alert" id="case-errors">
          <p>{c.errorsTitle}</p>
          <ul>
            {errors.map((error, index) => (
              <li key={index}>
                <a href={`#${error.lang ? fieldId(error.lang, error.field as CaseTextField) : error.field === 'translations' ? 'languages' : error.field}`}>{messageOf(error)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {id ? (
        <div className={styles.actions}>
          <span>{format(c.state, { state: values.published ? t.cases.table.published : t.cases.table.draft })}</span>
          <form method="post" action={`/staff/cases/${id}${values.published ? posts.unpublish : posts.publish}`} className={styles.inline}>
            <input type="hidden" name="case" value={id} />
            <Button type="submit" variant="secondary" size="sm">
              {values.published ? c.unpublish : c.publish}
            </Button>
          </form>
          <ButtonLink href={`/staff/cases/${id}/history`} variant="ghost" size="sm">
            {c.history}
          </ButtonLink>
          {previews.length ? (
            <span id="previews">
              {t.cases.preview.links}:{' '}
              {previews.map((preview, index) => (
                <span key={preview.lang}>
                  {index ? ', ' : ''}
                  <a href={preview.path} lang={preview.lang}>
                    {preview.lang.toUpperCase()}
                  </a>
                </span>
              ))}
            </span>
          ) : null}
          {values.published
            ? languages
                .filter((code) => values.translations[code].title && values.translations[code].summary)
                .map((code) => (
                  <a key={code} href={casePath(code, values.slug)}>
                    {format(c.viewPublic, { lang: code.toUpperCase() })}
                  </a>
                ))
            : null}
        </div>
      ) : null}
      <form method="post" action={action} className={styles.form} encType="multipart/form-data" noValidate>
        {id ? <input type="hidden" name="case" value={id} /> : null}
        <input type="hidden" name="sortOrder" value={values.sortOrder} />
        <fieldset className={styles.fieldset}>
          <legend>{c.common}</legend>
          <Field id="slug" label={c.slug} hint={c.slugHint} error={errorFor('slug') && messageOf(errorFor('slug')!)}>
            <input id="slug" name="slug" defaultValue={values.slug} required maxLength={120} pattern="[a-z0-9]+(-[a-z0-9]+)*" autoComplete="off" spellCheck={false} />
          </Field>
          <Field id="coverImage" label={c.cover} error={errorFor('coverImage') && messageOf(errorFor('coverImage')!)}>
            <select id="coverImage" name="coverImage" defaultValue={values.coverImage}>
              <option value="">{c.coverNone}</option>
              {covers.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              {customCover ? <option value={customCover}>{format(c.coverCurrent, { value: customCover })}</option> : null}
            </select>
          </Field>
          {preview ? <img src={preview} alt="" width={400} height={225} className={styles.coverPreview} /> : null}
          <Field id="coverFile" label={c.coverFile} hint={c.coverFileHint}>
            <input
              id="coverFile"
              name="coverFile"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              data-max-bytes={MAX_COVER_BYTES}
              data-too-large={format(c.commonError, { field: c.coverFile, message: c['too-large'] })}
              data-wrong-type={format(c.commonError, { field: c.coverFile, message: c['unsupported-format'] })}
            />
          </Field>
          <p id="coverFile-check" className={styles.fieldError} role="alert" hidden />
          <Field id="technologies" label={c.technologies} hint={c.technologiesHint} error={errorFor('technologies') && messageOf(errorFor('technologies')!)}>
            <input id="technologies" name="technologies" defaultValue={values.technologies} />
          </Field>
        </fieldset>
        <nav aria-label={c.languageTabs} id="languages">
          <ul className={styles.tabs}>
            {languages.map((code) => (
              <li key={code}>
                <a href={translate ? `?translate=${code}` : `#lang-${code}`} aria-current={translate === code ? 'true' : undefined} lang={code}>
                  {capitalize(new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code)}
                </a>
              </li>
            ))}
            {id ? (
              <li>
                <a href={translate ? `/staff/cases/${id}` : `/staff/cases/${id}?translate=${languages.find((code) => code !== 'en')}`}>{translate ? c.leaveTranslatorView : c.translatorView}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className={styles.hint}>{c.languageEmpty}</p>
        {languages.map((code) => (
          <fieldset key={code} className={styles.fieldset} id={`lang-${code}`} hidden={!shownLanguages.includes(code)}>
            <legend>{nameOf(code)}</legend>
            {caseTextFields.map((field) => {
              const error = errorFor(field, code);
              const multiline = field === 'summary' || field === 'body' || field === 'results';
              const input = multiline ? (
                <textarea id={fieldId(code, field)} name={`${code}.${field}`} defaultValue={values.translations[code][field]} rows={field === 'body' ? 10 : 3} lang={code} />
              ) : (
                <input id={fieldId(code, field)} name={`${code}.${field}`} defaultValue={values.translations[code][field]} lang={code} />
              );
              const hint = field === 'body' ? c.bodyHint : field === 'results' ? c.resultsHint : field === 'coverAlt' ? c.coverAltHint : undefined;
              const field_ = (
                <Field id={fieldId(code, field)} label={labels[field]} hint={hint} error={error && messageOf(error)}>
                  {input}
                </Field>
              );
              return translate && code !== 'en' ? (
                <div key={field} className={styles.beside}>
                  <div>
                    <p className={styles.hint}>
                      {c.english}: {labels[field]}
                    </p>
                    <p className={styles.reference} lang="en">
                      {values.translations.en[field] || '—'}
                    </p>
                  </div>
                  {field_}
                </div>
              ) : (
                <div key={field}>{field_}</div>
              );
            })}
          </fieldset>
        ))}
        <div>
          <Button type="submit">{id ? c.save : c.create}</Button>
        </div>
      </form>
    </>
  );
}

/** A labelled control with its hint and its error, tied together for screen readers. */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string | undefined; error?: string | undefined; children: ReactElement<Record<string, unknown>> }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { 'aria-describedby': described, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The 800 px JPEG of an uploaded cover, to show beside the field; undefined for other covers. */
function uploadedPreview(coverImage: string): string | undefined {
  const cover = resolveCover(coverImage || null);
  return cover.kind === 'uploaded' ? uploadedCoverPath(cover.hash, 800, 'jpg') : undefined;
}

/** What the editor says of a refused change: the slug is another case's, or the case is gone. */
export function refusalText(t: StaffMessages, refusal: EditRefusal): string {
  return refusal.kind === 'slug-taken' ? format(t.cases.editor.slugTaken, { slug: refusal.slug }) : t.cases.editor.notFound;
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
