/**
 * The content screen's changes (`/staff/content/<key>/<lang>`): save a draft, publish, schedule,
 * cancel a schedule, restore a version. Their actions refuse (403, nothing written) a document
 * the member may not edit (`editRefusal`); a document the store refuses comes back with the
 * refusals at their fields and everything typed (422).
 */
import { fromLocalInput } from '../../format/zoneTime.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { Acting } from '../staff/member.ts';
import { documentAt, mayEditDocument } from './access.ts';
import { documentKind } from '../../content/documents.ts';
import type { DocumentFields } from '../../content/kinds/define.ts';
import { dataOf, fieldErrors } from './documentForm.ts';
import { takeSocialImages } from './socialImageUploads.ts';
import { cancelSchedule, scheduleDocument } from './schedule.ts';
import { publishDocument, saveDocumentDraft, type DocumentWrite } from './store.ts';
import { restoreDocumentVersion } from './versions.ts';

/** What the editor posts: the document (its key, its language as in the address) and the form's fields. */
export type DocumentPost = { key: string; lang: string } & DocumentFields;

/** What came of a change: done (the version a publish made), refused with the fields in error and what was typed, or not allowed. */
export interface ContentOutcome {
  done?: 'saved' | 'published' | 'scheduled' | 'cancelled' | 'restored';
  version?: number;
  /** A code of the staff catalog's `content.errors` for each field in error. */
  errors?: DocumentFields;
  typed?: DocumentFields;
  status?: 403 | 404 | 422;
}

/** A staff action's `authorize`: nothing when the member may edit the document a post names; else 403 (none there: the change answers 404). */
export function editRefusal(input: { key: string; lang: string }, acting: Acting): ContentOutcome | undefined {
  const named = documentAt(input.key, input.lang);
  return !named || mayEditDocument(acting.member, named.key, named.lang) ? undefined : { status: 403 };
}

/** The document a post names; else the answer to give. */
function target(input: { key: string; lang: string }) {
  const named = documentAt(input.key, input.lang);
  if (!named) return { refused: { status: 404 } as ContentOutcome };
  return { named };
}

/** Who the store records as the author. */
const authorOf = ({ member }: Acting) => ({ id: member.user.id, email: member.user.email });

/** The form's fields alone (not the document's name). */
function fieldsOnly({ key: _key, lang: _lang, ...fields }: DocumentPost): DocumentFields {
  return fields;
}

/** A write's outcome: `done`, or its refusals at their fields with the form as typed. */
function written(
  write: DocumentWrite,
  key: Parameters<typeof fieldErrors>[0],
  fields: DocumentFields,
  done: NonNullable<ContentOutcome['done']>,
): ContentOutcome {
  if (write.ok) return write.version === undefined ? { done } : { done, version: write.version };
  return { errors: fieldErrors(key, fields, write.issues), typed: fields, status: 422 };
}

type Write = (
  named: NonNullable<ReturnType<typeof target>['named']>,
  data: unknown,
  fields: DocumentFields,
) => Promise<DocumentWrite | ContentOutcome>;

/** Checks the member may, reads the document from the form, and does `write`. */
async function withForm(
  input: DocumentPost,
  acting: Acting,
  done: NonNullable<ContentOutcome['done']>,
  write: Write,
): Promise<ContentOutcome> {
  const { named, refused } = target(input);
  if (!named) return refused;
  const fields = fieldsOnly(input);
  if (documentKind(named.key).form.files) {
    const imageErrors = await takeSocialImages(fields, named.lang as Lang, acting);
    if (imageErrors) return { errors: imageErrors, typed: fields, status: 422 };
  }
  const result = await write(named, dataOf(named.key, fields), fields);
  return 'ok' in result ? written(result, named.key, fields, done) : result;
}

/** Keeps the form as the document's draft (the site still shows the published version). */
export function saveDraft(input: DocumentPost, acting: Acting, now: Date): Promise<ContentOutcome> {
  return withForm(input, acting, 'saved', ({ key, lang }, data) =>
    saveDocumentDraft(acting.db, authorOf(acting), key, lang, data, now, acting.ip),
  );
}

/** Publishes the form as the document's next version, now. */
export function publishNow(input: DocumentPost, acting: Acting, now: Date): Promise<ContentOutcome> {
  return withForm(input, acting, 'published', ({ key, lang }, data) =>
    publishDocument(acting.db, authorOf(acting), key, lang, data, now, acting.ip),
  );
}

/** Keeps the form as the draft, to be published at the moment typed in `publishAt` (the member's time zone). */
export function schedule(input: DocumentPost, acting: Acting, now: Date): Promise<ContentOutcome> {
  return withForm(input, acting, 'scheduled', async ({ key, lang }, data, fields) => {
    const at = fromLocalInput(fields.publishAt ?? '', acting.member.timeZone ?? 'UTC');
    if (!at) return { errors: { publishAt: 'schedule.when' }, typed: fields, status: 422 };
    return scheduleDocument(acting.db, authorOf(acting), key, lang, data, at, now, acting.ip);
  });
}

/** Cancels the document's scheduled publish; its draft stays. */
export async function unschedule(input: { key: string; lang: string }, acting: Acting): Promise<ContentOutcome> {
  const { named, refused } = target(input);
  if (!named) return refused;
  return (await cancelSchedule(acting.db, authorOf(acting), named.key, named.lang, acting.ip))
    ? { done: 'cancelled' }
    : { status: 404 };
}

/** Makes an earlier version the document's draft, to review and publish. */
export async function restore(
  input: { key: string; lang: string; version: number },
  acting: Acting,
  now: Date,
): Promise<ContentOutcome> {
  const { named, refused } = target(input);
  if (!named) return refused;
  const write = await restoreDocumentVersion(
    acting.db,
    authorOf(acting),
    named.key,
    named.lang,
    input.version,
    now,
    acting.ip,
  );
  return write.ok ? { done: 'restored', version: input.version } : { status: 404 };
}
