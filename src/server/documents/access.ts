/**
 * Which content documents a staff member may change, and how the staff screens name one in
 * their addresses: `/staff/content/<key>/<lang>`, with `all` standing for the language of a
 * document shared by every language.
 */
import {
  documentKeys,
  documentLanguages,
  isDocumentKey,
  SHARED,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import type { StaffMember } from '../staff/member.ts';

/** The address segment of a shared document's language. */
const SHARED_SEGMENT = 'all';

/**
 * True when `member` may change the document `key` in `lang`: a member limited to some
 * languages changes only those languages' documents; the shared ones need every language.
 */
export function mayEditDocument(
  member: Pick<StaffMember, 'contentLanguages'>,
  key: DocumentKey,
  lang: DocumentLang,
): boolean {
  return documentLanguages(key).includes(lang) && mayEditLanguage(member, lang);
}

/**
 * True when `member` may change content written in `lang`, or, for `SHARED`, what every
 * language shares (the price table, a case's address and cover): a member limited to some
 * languages is a translator of those alone. The cases' editor follows the same rule.
 */
export function mayEditLanguage(member: Pick<StaffMember, 'contentLanguages'>, lang: DocumentLang): boolean {
  const limited = member.contentLanguages;
  if (!limited) return true;
  return lang !== SHARED && limited.includes(lang);
}

/** Every document and language there is, in the registry's order. */
export function everyDocument(): { key: DocumentKey; lang: DocumentLang }[] {
  return documentKeys.flatMap((key) => documentLanguages(key).map((lang) => ({ key, lang })));
}

/** The staff screen of one document. */
export function documentPath(key: DocumentKey, lang: DocumentLang): string {
  return `/staff/content/${key}/${lang === SHARED ? SHARED_SEGMENT : lang}`;
}

/** The document an address names (`packageCopy`, `ru`), else undefined. */
export function documentAt(
  key: string | undefined,
  segment: string | undefined,
): { key: DocumentKey; lang: DocumentLang } | undefined {
  if (!isDocumentKey(key)) return undefined;
  const lang = segment === SHARED_SEGMENT ? SHARED : segment;
  return documentLanguages(key).find((each) => each === lang) && { key, lang: lang as DocumentLang };
}
