import type { ReactNode } from 'react';
import { copyTexts } from '../../../content/pageCopy';
import { staffCatalogs } from '../../../i18n';
import type { Lang, StaffLang } from '../../../i18n/languages';
import { pathPartWords, pathWords } from './copyWords';
import { FieldError } from './FieldError';
import { fieldAttributes, fieldId, type FieldsState } from './fieldProps';
import { SnippetCount, SnippetPreview, snippetField } from './SeoSnippet';
import styles from './Content.module.css';

/** A text this long or with a line break gets a text area; shorter ones a line. */
const LONG_TEXT = 90;

/** The group a text belongs to: its path but the last part (`about.mission`), or the section alone. */
const groupOf = (path: string) => path.split('.').slice(0, -1).join('.');

/**
 * A page copy document's form, built from its English shape: one field per text, grouped by
 * where it sits, named in the member's language ("About page › Mission"), each with the English
 * text under it, read only, when the language is another. Works for every copy document, so a
 * new one needs no form of its own.
 * A page's title and description also get their lengths and a search-result preview (`SeoSnippet.tsx`),
 * the page's address on `origin`.
 */
export function PageCopyFields({
  lang,
  documentLang,
  state,
  english,
  origin,
}: {
  lang: StaffLang;
  documentLang: Lang;
  state: FieldsState;
  english: unknown;
  origin: string;
}) {
  const t = staffCatalogs[lang].content;
  const texts = copyTexts(english);
  const groups = new Map<string, [string, string][]>();
  for (const text of texts) groups.set(groupOf(text[0]), [...(groups.get(groupOf(text[0])) ?? []), text]);
  const fields: ReactNode[] = [];
  for (const [group, members] of groups) {
    // A page's title and description together (the `seo` document) get its search-result preview.
    const page = members.some(([name]) => snippetField(name)?.part === 'title')
      ? snippetField(`${group}.title`)?.page
      : undefined;
    fields.push(
      <fieldset key={group} className={styles.package}>
        <legend>{pathWords(lang, group.split('.'))}</legend>
        <div className={styles.fields}>
          {members.map(([name, source]) => {
            const input = fieldAttributes(state, name, documentLang !== 'en');
            const long = source.length > LONG_TEXT || source.includes('\n');
            const snippet = snippetField(name);
            return (
              <div key={name} className={styles.field}>
                <label htmlFor={input.id}>{pathPartWords(lang, name.slice(name.lastIndexOf('.') + 1))}</label>
                {long ? (
                  <textarea {...input} rows={Math.min(12, Math.ceil(source.length / 70) + 1)} lang={documentLang} />
                ) : (
                  <input {...input} lang={documentLang} />
                )}
                {documentLang !== 'en' ? (
                  <p id={`${fieldId(name)}-hint`} className={styles.hint}>
                    <span>{t.source}: </span>
                    <span lang="en">{source}</span>
                  </p>
                ) : null}
                <FieldError state={state} name={name} />
                {snippet ? (
                  <SnippetCount lang={lang} name={name} part={snippet.part} value={state.fields[name] ?? ''} />
                ) : null}
              </div>
            );
          })}
        </div>
        {page ? (
          <SnippetPreview
            lang={lang}
            documentLang={documentLang}
            page={page}
            title={state.fields[`meta.${page}.title`] ?? ''}
            description={state.fields[`meta.${page}.description`] ?? ''}
            origin={origin}
          />
        ) : null}
      </fieldset>,
    );
  }
  return (
    <>
      <p className={styles.hint}>{t.copyHint}</p>
      {fields}
    </>
  );
}
