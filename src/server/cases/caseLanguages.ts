/**
 * A member limited to some content languages (`staff_user.content_languages`) in the cases'
 * editor, by the content screens' rule (`mayEditLanguage`): they translate a case into their
 * languages and change nothing every language shares (address, cover, technologies, order,
 * publishing, the archive, imports) nor another language's words. A change beyond that is
 * refused with 403 before anything is written.
 */
import { SHARED } from '../../content/documents.ts';
import { languages } from '../../i18n/languages.ts';
import { mayEditLanguage } from '../documents/access.ts';
import type { Acting, StaffMember } from '../staff/member.ts';
import { caseTextFields, type CaseFormValues } from './editorForm.ts';

/** The refusal of a change the member's languages do not cover. */
export const notTheirLanguages = { status: 403 } as const;

/** True when `member` may change what every language of a case shares (and so create, publish, order, archive and import cases). */
export const mayChangeSharedCase = (member: Pick<StaffMember, 'contentLanguages'>): boolean =>
  mayEditLanguage(member, SHARED);

/** A staff action's `authorize` for a change to what every language shares: nothing for a member who may, else the refusal. */
export const everyLanguage = (_input: unknown, acting: Acting): typeof notTheirLanguages | undefined =>
  mayChangeSharedCase(acting.member) ? undefined : notTheirLanguages;

/** A text as the form sends it back: a browser posts a text area's lines with CRLF. */
const same = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();

/**
 * True when `posted` changes only what `member` may change of the case stored as `stored`: for a
 * member limited to some languages, the shared fields and every other language must be as stored.
 */
export function changesOnlyTheirLanguages(
  member: Pick<StaffMember, 'contentLanguages'>,
  stored: CaseFormValues,
  posted: CaseFormValues,
): boolean {
  if (mayChangeSharedCase(member)) return true;
  const technologies = (text: string) =>
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .join(',');
  const sharedSame =
    same(stored.slug, posted.slug) &&
    same(stored.coverImage, posted.coverImage) &&
    technologies(stored.technologies) === technologies(posted.technologies) &&
    (Number(stored.sortOrder) || 0) === (Number(posted.sortOrder) || 0);
  return (
    sharedSame &&
    languages.every(
      (lang) =>
        mayEditLanguage(member, lang) ||
        caseTextFields.every((field) => same(stored.translations[lang][field], posted.translations[lang][field])),
    )
  );
}
