import type { CoverChoice } from '../../../server/cases/coverChoices';
import { languages, type Lang } from '../../../i18n/languages';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EditRefusal } from '../../../server/cases/caseWrites';
import {
  completenessOf,
  firstErrorControl,
  type CaseFormError,
  type CaseFormValues,
  type CaseTextField,
  type EditorSection,
} from '../../../server/cases/editorForm';
import { caseProblemText } from './caseProblems';
import { MAX_COVER_BYTES } from '../../../server/http/requestLimits';
import { Button } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { capitalize, Field } from './CaseField';
import { CaseLanguageFields } from './CaseLanguageFields';
import { CaseLanguageTabs } from './CaseLanguageTabs';
import { CaseErrorSummary } from './CaseErrorSummary';
import { CaseStateBar } from './CaseStateBar';
import { CoverPicker } from './CoverPicker';
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
      <CaseErrorSummary title={c.errorsTitle} errors={errors} messageOf={messageOf} />
      {onlyLanguages ? (
        <p id="translator-only">{format(c.translatorOnly, { languages: onlyLanguages.map(nameOf).join(', ') })}</p>
      ) : null}
      {id ? (
        <CaseStateBar t={t} id={id} values={values} posts={posts} previews={previews} onlyLanguages={onlyLanguages} />
      ) : null}
      <form method="post" action={action} className={styles.form} encType="multipart/form-data" noValidate>
        {id ? <input type="hidden" name="case" value={id} /> : null}
        <input type="hidden" name="sortOrder" value={values.sortOrder} />
        <CaseLanguageTabs c={c} values={values} translate={translate} id={id} />
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
          <CoverPicker
            c={c}
            covers={covers}
            chosen={chosenCover}
            error={errorFor('coverImage') && messageOf(errorFor('coverImage')!)}
          />
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
          <CaseLanguageFields
            key={code}
            c={c}
            code={code}
            name={nameOf(code)}
            hidden={!shownLanguages.includes(code)}
            state={languageState(values.translations[code])}
            values={values}
            labels={labels}
            messageOf={(field) => {
              const error = errorFor(field, code);
              return error && messageOf(error);
            }}
            focused={focused}
            editable={editable(code)}
            translate={translate}
            save={editable(code) ? saveButton(`lang-${code}`, nameOf(code)) : null}
          />
        ))}
      </form>
    </>
  );
}

/** What the editor says of a refused change: the slug is another case's, or the case is gone. */
export function refusalText(t: StaffMessages, refusal: EditRefusal): string {
  return refusal.kind === 'slug-taken'
    ? format(t.cases.editor.slugTaken, { slug: refusal.slug })
    : t.cases.editor.notFound;
}
