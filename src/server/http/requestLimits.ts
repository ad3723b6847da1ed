/**
 * How much of a request the server reads: its headers, and its body by the kind of address.
 * nginx in front (`deploy/nginx-site.conf`) allows the same per location, so a body it lets
 * through is one the server reads to its end (`tests/unit/site/requestLimits.test.ts` holds the two
 * together): the server never answers while the proxy is still sending, which the proxy would
 * count as the instance failing.
 */
import { languages } from '../../i18n/languages.ts';
import { formPages } from '../../forms/leadForms.ts';
import { localizedPath } from '../../routing/localizedPath.ts';
import { indexedPages } from '../../routing/pages.ts';
import { isStaffPath } from '../staff/requestRules.ts';

const KiB = 1024;

/**
 * Request headers served: 32 KB of a visitor's (cookies of other apps on the company's domain)
 * and what a proxy adds. More is answered 431 with the site's page.
 */
export const MAX_HEADER_BYTES = 40 * KiB;

/**
 * What Node parses before it gives up on a request with a bare reply and a closed connection:
 * above anything nginx passes on (four header lines of 64 KB), so that the server answers
 * those requests itself and the proxy never sees a connection cut while it sends.
 */
export const PARSE_HEADER_BYTES = 320 * KiB;

/** The size of a request's headers as received: each name, value and their separators. */
export function headerBytes(rawHeaders: readonly string[]): number {
  let bytes = 0;
  for (const part of rawHeaders) bytes += part.length + 2;
  return bytes;
}

/** Past its address's limit, a body this large at most is still read (and dropped) before the 413; a larger one is answered and cut off. */
export const DRAIN_BYTES = 1024 * KiB;

/** The pages that take a lead form's post without JavaScript. */
const formPagePaths = new Set(languages.flatMap((lang) => formPages.map((page) => localizedPath(lang, page))));

/** True for the pages that hold a lead form and take its post without JavaScript. */
export const isFormPage = (pathname: string): boolean => formPagePaths.has(pathname);

/** The page a meeting's mailed link opens, which takes the visitor's word to cancel as a post (`server/meetings/links.ts`). */
export const MEETING_LINK_PATH = '/meetings/manage';

/** True for the lead forms' actions (`/_actions/{form}`), where the forms' script posts. */
export const isActionPath = (pathname: string): boolean => pathname.startsWith('/_actions/');

/** One kind of address and the body it takes, first match wins. */
interface BodyLimit {
  name: string;
  matches: (pathname: string) => boolean;
  bytes: number;
}

const MiB = 1024 * KiB;

/** The largest case cover an editor may upload. */
export const MAX_COVER_BYTES = 10 * MiB;
/** The largest social image an editor may upload. */
export const MAX_SOCIAL_IMAGE_BYTES = 10 * MiB;
/** The largest import file. */
export const MAX_IMPORT_BYTES = 5 * MiB;
/** The files a reply to a lead may carry, together (`leads/inbox/attachments.ts`). */
export const MAX_ATTACHMENTS_BYTES = 10 * MiB;
/** A lead page's posts: a reply with its files; more than its files' limit is still read (and dropped), so the form can say so. */
const LEAD_PAGE_POST_BYTES = 32 * MiB;
/** A lead's page, `/staff/leads/{id}`, whose reply form carries files. */
const leadPage = /^\/staff\/leads\/[1-9]\d{0,15}$/;
/** A staff form's body kept in memory; the case editor's long stories come with its files, read as they arrive (`CASES_FIELDS_BYTES`). */
const STAFF_FORM_BYTES = 256 * KiB;
/** The cases screens' posts, files and all: a file over its limit is still read (and dropped), so the form can say so. */
const CASES_POST_BYTES = 32 * MiB;
/** The text a case editor's post may carry besides its files: six languages of stories up to 100,000 characters, in any script. */
const CASES_FIELDS_BYTES = 12 * MiB;

/** The social images' form: a picture per page, one or two at a time. */
const SOCIAL_IMAGES_POST_BYTES = 32 * MiB;
/** The social images' editor, one per language: `/staff/content/socialImages/{lang}`. */
const socialImagesEditor = /^\/staff\/content\/socialImages\/[a-z]{2}$/;
/** True under `/staff/content/socialImages/`, whose editors carry files. */
const isSocialImagesArea = (pathname: string) => pathname.startsWith('/staff/content/socialImages/');

/** True under `/staff/cases/`, whose forms carry files: the cover, the import file. */
const isCasesArea = (pathname: string) => pathname.startsWith('/staff/cases/');
/** True for the staff pages whose forms carry files. */
const takesFiles = (pathname: string) =>
  isCasesArea(pathname) || isSocialImagesArea(pathname) || leadPage.test(pathname);

/**
 * The lead forms stay small: every field has its own limit, and even a form filled to each,
 * in the longest encoding, stays below a quarter of theirs. The cases screens take files;
 * the staff area's other forms, text. Nothing else takes a body.
 */
const bodyLimits: readonly BodyLimit[] = [
  { name: 'lead form', matches: (pathname) => isActionPath(pathname) || isFormPage(pathname), bytes: 256 * KiB },
  { name: 'cases screens', matches: isCasesArea, bytes: CASES_POST_BYTES },
  { name: 'social images editors', matches: isSocialImagesArea, bytes: SOCIAL_IMAGES_POST_BYTES },
  { name: 'lead pages', matches: (pathname) => leadPage.test(pathname), bytes: LEAD_PAGE_POST_BYTES },
  { name: 'staff area', matches: isStaffPath, bytes: STAFF_FORM_BYTES },
  { name: 'any other address', matches: () => true, bytes: 16 * KiB },
];

/** The largest body the address `pathname` takes: what the proxy in front lets through, and the server reads to its end. */
export function bodyLimit(pathname: string): number {
  return bodyLimits.find((limit) => limit.matches(pathname))!.bytes;
}

/** How much of a post to a form that takes a file is read, and kept. */
export interface UploadLimit {
  /** The whole post: past this, nothing more is read. */
  bodyBytes: number;
  /** Each file: the rest of a larger one is dropped, and the form says it was too large. */
  fileBytes: number;
  /** The text fields together. */
  fieldBytes: number;
  /** The file fields, picked or left empty (a browser sends both). */
  files: number;
}

/** The forms that take a file, by address: the case editor (a cover), the import, the social images and a lead's reply. */
export function uploadLimit(pathname: string): UploadLimit | undefined {
  if (pathname === '/staff/cases/import')
    return {
      bodyBytes: CASES_POST_BYTES,
      fileBytes: MAX_IMPORT_BYTES,
      fieldBytes: CASES_FIELDS_BYTES,
      files: 4,
    };
  if (/^\/staff\/cases\/(?:new|\d+)$/.test(pathname))
    return {
      bodyBytes: CASES_POST_BYTES,
      fileBytes: MAX_COVER_BYTES,
      fieldBytes: CASES_FIELDS_BYTES,
      files: 4,
    };
  if (leadPage.test(pathname))
    return {
      bodyBytes: LEAD_PAGE_POST_BYTES,
      fileBytes: MAX_ATTACHMENTS_BYTES,
      fieldBytes: STAFF_FORM_BYTES,
      files: 10,
    };
  if (socialImagesEditor.test(pathname))
    return {
      bodyBytes: SOCIAL_IMAGES_POST_BYTES,
      fileBytes: MAX_SOCIAL_IMAGE_BYTES,
      fieldBytes: STAFF_FORM_BYTES,
      files: indexedPages.length,
    };
  return undefined;
}

/** The largest body kept whole in memory on `pathname` (a form's files aside): the staff area keeps a form's text, not files. */
export function keptBodyLimit(pathname: string): number {
  return Math.min(bodyLimit(pathname), takesFiles(pathname) ? STAFF_FORM_BYTES : Infinity);
}

/** The largest body any address takes (what Astro's adapter is told). */
export const MAX_BODY_BYTES = Math.max(...bodyLimits.map((limit) => limit.bytes));
