/**
 * The page copy documents (`homeCopy`, `aboutCopy`, ... `seo`), each written once per language,
 * one per row of `copyKinds` (`../pageCopy.ts`: the catalog sections it holds and the pages it
 * is about). Their form has a field per text, named by its path (`hero.title`), built from the
 * English shape, so a new copy document needs no form of its own.
 */
import type { Lang } from '../../i18n/languages.ts';
import type { PageId } from '../../routing/pages.ts';
import { copyFromTexts, copyKinds, copySchema, copyTexts, seedCopy, type CopyKey } from '../pageCopy.ts';
import { defineDocumentKind } from './define.ts';

/** The copy document `key` as a document kind. */
function copyKind<const Key extends CopyKey>(key: Key) {
  return defineDocumentKind({
    key,
    scope: 'language',
    schema: copySchema(key),
    seed: (lang) => seedCopy(key, lang as Lang),
    pages: copyKinds[key].pages as readonly PageId[],
    // A publish drops every page of its language: a page may borrow another's words (the footer, a call to action).
    everyPage: true,
    form: {
      editor: 'pageCopy',
      fields: (data) => Object.fromEntries(copyTexts(data)),
      data: (fields) => copyFromTexts(key, fields),
      fieldOf: (path, fields) => (path.join('.') in fields ? path.join('.') : undefined),
    },
    /** In its English's order, whatever order the store kept the keys in. */
    comparable: (data) => copyFromTexts(key, Object.fromEntries(copyTexts(data))),
  });
}

export const homeCopyKind = copyKind('homeCopy');
export const aboutCopyKind = copyKind('aboutCopy');
export const solutionsCopyKind = copyKind('solutionsCopy');
export const casesCopyKind = copyKind('casesCopy');
export const technologyCopyKind = copyKind('technologyCopy');
export const contactCopyKind = copyKind('contactCopy');
export const privacyCopyKind = copyKind('privacyCopy');
export const presentationCopyKind = copyKind('presentationCopy');
export const apiDocsCopyKind = copyKind('apiDocsCopy');
export const footerCopyKind = copyKind('footerCopy');
export const seoKind = copyKind('seo');
