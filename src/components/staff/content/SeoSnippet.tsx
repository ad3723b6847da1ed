/**
 * The titles and descriptions editor's guidance: under each title and description its length
 * against the recommended range, with a gentle warning outside it (saving still works), and per
 * page a search-result preview. Rendered from the form's values, so it holds without a script;
 * `client/staff/seoSnippet.ts` redoes the same as the member types, from the templates carried
 * in `data-` attributes.
 */
import { site } from '../../../config/site';
import { format, staffCatalogs } from '../../../i18n';
import type { Lang, StaffLang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import { pagePaths, type PageId } from '../../../routing/pages';
import {
  characters,
  fullTitle,
  lengthAdvice,
  snippetDescription,
  snippetRanges,
  type SnippetPart,
} from '../../../seo/snippet';
import { fieldId } from './fieldProps';
import styles from './Content.module.css';

/** The page and part a field of the `seo` document is about (`meta.about.title` → about, title), if it is one. */
export function snippetField(name: string): { page: PageId; part: SnippetPart } | undefined {
  const [section, page, part, ...rest] = name.split('.');
  if (section !== 'meta' || rest.length || !page || !Object.hasOwn(pagePaths, page)) return undefined;
  return part === 'title' || part === 'description' ? { page: page as PageId, part } : undefined;
}

/** A field's length line: its count (a title's with the company's name) and a warning outside the range. */
export function SnippetCount({
  lang,
  name,
  part,
  value,
}: {
  lang: StaffLang;
  name: string;
  part: SnippetPart;
  value: string;
}) {
  const t = staffCatalogs[lang].content.snippet;
  const { min, max } = snippetRanges[part];
  const template = format(part === 'title' ? t.titleCount : t.count, { company: site.name, min, max });
  const count = characters(part === 'title' ? fullTitle(value.trim()) : value);
  const advice = lengthAdvice(part, count);
  return (
    <p
      className={styles.hint}
      data-seo-count={part}
      data-for={fieldId(name)}
      data-template={template}
      data-short={t[part].short}
      data-long={t[part].long}
      aria-live="polite"
    >
      <span data-seo-count-text="">{format(template, { count })}</span>
      <span data-seo-warning="" className={styles.warning}>
        {advice === 'ok' ? '' : ` ${t[part][advice]}`}
      </span>
    </p>
  );
}

/** A page's search-result preview: the title as a link line, the page's address, the description as cut. */
export function SnippetPreview({
  lang,
  documentLang,
  page,
  title,
  description,
  origin,
}: {
  lang: StaffLang;
  documentLang: Lang;
  page: PageId;
  title: string;
  description: string;
  origin: string;
}) {
  const t = staffCatalogs[lang].content.snippet;
  const url = new URL(localizedPath(documentLang, page), origin).href;
  return (
    <figure
      className={styles.snippet}
      data-seo-preview=""
      data-title-for={fieldId(`meta.${page}.title`)}
      data-description-for={fieldId(`meta.${page}.description`)}
    >
      <figcaption>{t.preview}</figcaption>
      <div lang={documentLang}>
        <p className={styles.snippetUrl}>{url}</p>
        <p className={styles.snippetTitle} data-seo-part="title">
          {fullTitle(title.trim())}
        </p>
        <p className={styles.snippetDescription} data-seo-part="description">
          {snippetDescription(description)}
        </p>
      </div>
    </figure>
  );
}
