import { cloneElement, type ReactElement } from 'react';
import { isCoverName } from '../../../data/caseCovers';
import type { CoverChoice } from '../../../server/cases/coverChoices';
import { CaseCover } from '../../sections/cases/CaseCover';
import { languages, type Lang } from '../../../i18n/languages';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EditRefusal } from '../../../server/cases/caseWrites';
import {
  caseTextFields,
  completenessOf,
  firstErrorControl,
  type CaseFormError,
  type CaseFormValues,
  type CaseTextField,
  type EditorSection,
} from '../../../server/cases/editorForm';
import { casePath } from '../../../routing/localizedPath';
import { caseProblemText } from './caseProblems';
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
  /** The covers to pick from, the case's own among them. */
  covers: CoverChoice[];
  /** The part whose Save button was pressed: the success is said there and takes the focus. */
  savedSection?: EditorSection | undefined;
  /**
   * The member's languages when they are limited to some (a translator): the shared fields go
   * as they are, hidden, other languages are read-only and publishing is not offered.
   */
  onlyLanguages?: readonly Lang[] | null | undefined;
}

const fieldId = (lang: Lang, field: CaseTextField) => `${lang}-${field}`;

/** A case's editor: common fields, then one section per language, each error named by language and field. */
export function CaseEditor({
  t,
  lang,
  id,
  values,
  errors,
  translate,
  flash,
  previews = [],
  posts,
  covers,
  savedSection,
  onlyLanguages,
}: Props) {
  const editable = (code: Lang) => !onlyLanguages || onlyLanguages.includes(code);
  const c = t.cases.editor;
  const languageName = new Intl.DisplayNames(lang, { type: 'language' });
  const nameOf = (code: Lang) => capitalize(languageName.of(code) ?? code);
  const labels: Record<CaseTextField, string> = {
    title: c.titleField,
    summary: c.summary,
    body: c.body,
    industry: c.industry,
    results: c.results,
    coverAlt: c.coverAlt,
  };
  const commonLabels = {
    slug: c.slug,
    coverImage: c.cover,
    technologies: c.technologies,
    translations: t.cases.editor.languageTabs,
  };
  const problemText = (error: CaseFormError) => caseProblemText(t, lang, error);
  const messageOf = (error: CaseFormError) =>
    error.lang
      ? format(c.fieldError, {
          language: nameOf(error.lang),
          field: labels[error.field as CaseTextField],
          message: problemText(error),
        })
      : format(c.commonError, {
          field: commonLabels[error.field as keyof typeof commonLabels],
          message: problemText(error),
        });
  /** What a language's part says of itself: left out, missing required fields, or complete. */
  const languageState = (text: Record<CaseTextField, string>) => {
    const { filled, missing } = completenessOf(text);
    return !filled
      ? c.languageLeftOut
      : missing.length
        ? format(c.missingFields, { fields: missing.map((field) => labels[field]).join(', ') })
        : c.requiredDone;
  };
  const errorFor = (field: CaseFormError['field'], code?: Lang) =>
    errors.find((error) => error.field === field && error.lang === code);
  const title =
    values.translations.en.title ||
    languages.map((code) => values.translations[code].title).find(Boolean) ||
    values.slug;
  // The shipped fallback is the same as naming none.
  const chosenCover = values.coverImage === 'fallback' ? '' : values.coverImage;
  /** A cover as a person knows it: the fallback, the cases it is the cover of, or a shipped cover's name in words. */
  const coverName = (choice: CoverChoice) =>
    !choice.value
      ? c.coverNone
      : choice.usedBy.length
        ? choice.usedBy.join(', ')
        : isCoverName(choice.value)
          ? capitalize(choice.value.replaceAll('-', ' '))
          : c.coverNew;
  const action = `${id ? `/staff/cases/${id}` : '/staff/cases/new'}${posts.save}${translate ? `&translate=${translate}` : ''}`;
  const shownLanguages = translate ? [translate] : languages;
  // The focus goes where the member is to act next: the first field in error, or the success
  // beside the Save button pressed (the translator's view hides the common part: said at the top).
  const focused = firstErrorControl(errors);
  const savedIn =
    flash?.kind === 'success' && savedSection && !(translate && savedSection === 'common') ? savedSection : undefined;
  /** A part's Save button (a new case's: Create draft), posting which part it closes, and the success said after it. */
  const saveButton = (section: EditorSection, name?: string) => (
    <div className={styles.save}>
      <Button
        type="submit"
        formAction={`${action}&section=${section}`}
        aria-label={name ? `${id ? c.save : c.create} (${name})` : undefined}
      >
        {id ? c.save : c.create}
      </Button>
      {savedIn === section ? (
        <p role="status" tabIndex={-1} autoFocus id="saved" className={styles.saved}>
          {flash!.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      <p>
        <a href="/staff/cases">{c.back}</a>
      </p>
      <h1>{id ? format(c.editTitle, { title }) : c.newTitle}</h1>
      {flash && !savedIn ? <Notice kind={flash.kind}>{flash.message}</Notice> : null}
      {errors.length ? (
        <div className={styles.errors} role="alert" id="case-errors">
          <p>{c.errorsTitle}</p>
          <ul>
            {errors.map((error, index) => (
              <li key={index}>
                <a
                  href={`#${error.lang ? fieldId(error.lang, error.field as CaseTextField) : error.field === 'translations' ? 'languages' : error.field}`}
                >
                  {messageOf(error)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {onlyLanguages ? (
        <p id="translator-only">{format(c.translatorOnly, { languages: onlyLanguages.map(nameOf).join(', ') })}</p>
      ) : null}
      {id ? (
        <div className={styles.actions}>
          <span>{format(c.state, { state: values.published ? t.cases.table.published : t.cases.table.draft })}</span>
          {onlyLanguages ? null : (
            <form
              method="post"
              action={`/staff/cases/${id}${values.published ? posts.unpublish : posts.publish}`}
              className={styles.inline}
            >
              <input type="hidden" name="case" value={id} />
              <Button type="submit" variant="secondary" size="sm">
                {values.published ? c.unpublish : c.publish}
              </Button>
            </form>
          )}
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
        <nav aria-label={c.sections} id="languages">
          <ul className={styles.tabs}>
            {translate ? null : (
              <li>
                <a href="#common">{c.common}</a>
              </li>
            )}
            {languages.map((code) => {
              const { filled, total } = completenessOf(values.translations[code]);
              return (
                <li key={code}>
                  <a
                    href={translate ? `?translate=${code}` : `#lang-${code}`}
                    aria-current={translate === code ? 'true' : undefined}
                  >
                    <span lang={code}>
                      {capitalize(new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code)}
                    </span>{' '}
                    <span className={filled === total ? styles.complete : styles.incomplete}>
                      {format(c.filledFields, { filled: String(filled), total: String(total) })}
                    </span>
                  </a>
                </li>
              );
            })}
            {id ? (
              <li>
                <a
                  href={
                    translate
                      ? `/staff/cases/${id}`
                      : `/staff/cases/${id}?translate=${languages.find((code) => code !== 'en')}`
                  }
                >
                  {translate ? c.leaveTranslatorView : c.translatorView}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        {onlyLanguages ? (
          <>
            <input type="hidden" name="slug" value={values.slug} />
            <input type="hidden" name="coverImage" value={values.coverImage} />
            <input type="hidden" name="technologies" value={values.technologies} />
          </>
        ) : null}
        <fieldset
          className={styles.fieldset}
          id="common"
          hidden={Boolean(translate) || Boolean(onlyLanguages)}
          disabled={Boolean(onlyLanguages)}
        >
          <legend>{c.common}</legend>
          <Field
            id="slug"
            label={c.slug}
            hint={c.slugHint}
            error={errorFor('slug') && messageOf(errorFor('slug')!)}
            focus={focused === 'slug'}
          >
            <input
              id="slug"
              name="slug"
              defaultValue={values.slug}
              required
              maxLength={120}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <fieldset
            id="coverImage"
            className={styles.covers}
            aria-describedby={errorFor('coverImage') ? 'coverImage-error' : undefined}
          >
            <legend>{c.cover}</legend>
            <ul className={styles.coverChoices}>
              {covers.map((choice) => (
                <li key={choice.value}>
                  <label className={styles.coverChoice}>
                    <input
                      type="radio"
                      name="coverImage"
                      value={choice.value}
                      defaultChecked={choice.value === chosenCover}
                    />
                    <CaseCover coverImage={choice.value || null} sizes="12rem" />
                    <span>{coverName(choice)}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errorFor('coverImage') ? (
              <p id="coverImage-error" className={styles.fieldError}>
                {messageOf(errorFor('coverImage')!)}
              </p>
            ) : null}
          </fieldset>
          <Field id="coverFile" label={c.coverFile} hint={c.coverFileHint} focus={focused === 'coverFile'}>
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
          <Field
            id="technologies"
            label={c.technologies}
            hint={c.technologiesHint}
            error={errorFor('technologies') && messageOf(errorFor('technologies')!)}
            focus={focused === 'technologies'}
          >
            <input id="technologies" name="technologies" defaultValue={values.technologies} />
          </Field>
          {saveButton('common')}
        </fieldset>
        <p className={styles.hint}>{c.languageEmpty}</p>
        {languages.map((code) => (
          <fieldset key={code} className={styles.fieldset} id={`lang-${code}`} hidden={!shownLanguages.includes(code)}>
            <legend>{nameOf(code)}</legend>
            <p className={styles.hint} id={`lang-${code}-state`}>
              {languageState(values.translations[code])}
            </p>
            {caseTextFields.map((field) => {
              const error = errorFor(field, code);
              const multiline = field === 'summary' || field === 'body' || field === 'results';
              const input = multiline ? (
                <textarea
                  id={fieldId(code, field)}
                  name={`${code}.${field}`}
                  defaultValue={values.translations[code][field]}
                  rows={field === 'body' ? 10 : 3}
                  lang={code}
                  readOnly={!editable(code)}
                />
              ) : (
                <input
                  id={fieldId(code, field)}
                  name={`${code}.${field}`}
                  defaultValue={values.translations[code][field]}
                  lang={code}
                  readOnly={!editable(code)}
                />
              );
              const hint =
                field === 'body'
                  ? c.bodyHint
                  : field === 'results'
                    ? c.resultsHint
                    : field === 'coverAlt'
                      ? c.coverAltHint
                      : undefined;
              const field_ = (
                <Field
                  id={fieldId(code, field)}
                  label={labels[field]}
                  hint={hint}
                  error={error && messageOf(error)}
                  focus={focused === fieldId(code, field)}
                >
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
            {editable(code) ? saveButton(`lang-${code}`, nameOf(code)) : null}
          </fieldset>
        ))}
      </form>
    </>
  );
}

/** A labelled control with its hint and its error, tied together for screen readers. */
function Field({
  id,
  label,
  hint,
  error,
  focus,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  focus?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        'aria-describedby': described,
        'aria-invalid': error ? true : undefined,
        autoFocus: focus || undefined,
      })}
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

/** What the editor says of a refused change: the slug is another case's, or the case is gone. */
export function refusalText(t: StaffMessages, refusal: EditRefusal): string {
  return refusal.kind === 'slug-taken'
    ? format(t.cases.editor.slugTaken, { slug: refusal.slug })
    : t.cases.editor.notFound;
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
