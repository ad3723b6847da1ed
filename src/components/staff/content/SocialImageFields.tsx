/**
 * The social images' form, one group per page: the page's card as it shows when shared (its
 * picture, the site, its title and description as published), a file to upload in its place
 * (cropped to 1200x630 where the member chooses), and a box to go back to the language's card.
 * The picture each page holds is a hidden field, so a form refused for one file keeps the others.
 */
import {
  cropPositions,
  defaultSocialImage,
  socialImageFile,
  socialImageDirectory,
} from '../../../content/socialImages';
import { format, staffCatalogs } from '../../../i18n';
import type { Lang, StaffLang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import { indexedPages, type PageId } from '../../../routing/pages';
import { fullTitle } from '../../../seo/snippet';
import { FieldError } from './FieldError';
import { fieldAttributes, fieldId, type FieldsState } from './fieldProps';
import styles from './Content.module.css';

/** A page's title and description, as its card shows them. */
export type CardTexts = Record<PageId, { title: string; description: string }>;

/** The picture a page's card shows: the form's image, else the language's card. */
function cardImage(documentLang: Lang, name: string | undefined): string {
  const file = socialImageFile(name ?? '');
  return file ? `${socialImageDirectory}/${file}` : defaultSocialImage(documentLang).path;
}

export function SocialImageFields({
  lang,
  documentLang,
  state,
  cards,
  origin,
}: {
  lang: StaffLang;
  documentLang: Lang;
  state: FieldsState;
  cards: CardTexts;
  origin: string;
}) {
  const t = staffCatalogs[lang].content.socialImages;
  return (
    <>
      <p className={styles.hint}>{t.hint}</p>
      {indexedPages.map((page) => {
        const path = localizedPath(documentLang, page);
        const image = state.fields[`image.${page}`] ?? '';
        const file = fieldAttributes(state, `file.${page}`, true);
        const crop = fieldAttributes(state, `crop.${page}`);
        const reset = `reset.${page}`;
        return (
          <fieldset key={page} className={styles.package}>
            <legend>{path}</legend>
            <input type="hidden" name={`image.${page}`} value={image} />
            <figure className={styles.card}>
              <img
                src={cardImage(documentLang, image)}
                alt={format(t.cardAlt, { path })}
                width="1200"
                height="630"
                loading="lazy"
                decoding="async"
              />
              <div lang={documentLang}>
                <p className={styles.cardSite}>{new URL(origin).host}</p>
                <p className={styles.cardTitle}>{fullTitle(cards[page].title)}</p>
                <p className={styles.cardDescription}>{cards[page].description}</p>
              </div>
              <figcaption className={styles.hint}>{image ? t.uploaded : t.languageCard}</figcaption>
            </figure>
            <div className={styles.fields}>
              <div className={styles.field}>
                <label htmlFor={file.id}>{t.file}</label>
                <input
                  id={file.id}
                  name={file.name}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  aria-describedby={file['aria-describedby']}
                  aria-invalid={file['aria-invalid']}
                />
                <p id={`${file.id}-hint`} className={styles.hint}>
                  {t.fileHint}
                </p>
                <FieldError state={state} name={`file.${page}`} />
              </div>
              <div className={styles.field}>
                <label htmlFor={crop.id}>{t.crop}</label>
                <select id={crop.id} name={crop.name} defaultValue={crop.defaultValue || 'centre'}>
                  {cropPositions.map((position) => (
                    <option key={position} value={position}>
                      {t.crops[position]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {image ? (
              <div className={styles.check}>
                <input type="checkbox" id={fieldId(reset)} name={reset} defaultChecked={state.fields[reset] === 'on'} />
                <label htmlFor={fieldId(reset)}>{t.reset}</label>
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
