/**
 * What the cases screens show: the list, one case's editor, its archive and history, a new case, a
 * preview and the export.
 */
import { languages } from '../../i18n/languages.ts';
import type { SiteApp } from '../app.ts';
import { cookieSecret } from '../staff/auth.ts';
import type { StaffMember } from '../staff/member.ts';
import { can } from '../staff/permissions.ts';
import { archivePanel } from './archive.ts';
import { mayChangeSharedCase } from './caseLanguages.ts';
import { coverChoices } from './coverChoices.ts';
import { draftsOf, draftValues, newerDraft } from './drafts.ts';
import { caseForEditing, caseHistory, compareVersions, listForEditors } from './editor.ts';
import { emptyValues, valuesOf, type CaseFormValues } from './editorForm.ts';
import { previewEntry, previewPath, readPreview } from './preview.ts';
import { exportCases } from './repository.ts';

/** A case id from the path: a positive number of at most ten digits, else undefined. */
const caseIdOf = (param: string | undefined): number | undefined =>
  /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : undefined;

/** A form post the screen answered without a redirect: refused, with what was typed when it was a case's form. */
interface Posted {
  values?: CaseFormValues | undefined;
}

/** Every case as the editors' list shows it, and the slug of a case just deleted (`?deleted=`), when it is one. */
export async function caseListScreen(app: Pick<SiteApp, 'db'>, query: URLSearchParams) {
  return {
    entries: await listForEditors(await app.db()),
    deleted: query.get('deleted')?.match(/^[a-z0-9-]{1,120}$/)?.[0],
  };
}

/**
 * One case's editor: the case as stored, the values the form opens with (what a refused post
 * typed, else the draft `?draft=` opens, else the stored case), a newer draft to offer, the
 * cover choices, the archive panel, a signed preview link per language it is written in, and
 * what `member` may do to the case as a whole.
 */
export async function caseEditorScreen(
  app: Pick<SiteApp, 'db'>,
  member: StaffMember,
  request: { id: string | undefined; draft: string | null; posted: Posted | undefined; now: Date },
) {
  const db = await app.db();
  const id = caseIdOf(request.id);
  const stored = id ? await caseForEditing(db, id) : undefined;
  const drafts = stored && id && request.draft ? await draftsOf(db, id) : [];
  const opened = drafts.find((draft) => String(draft.id) === request.draft);
  const openedValues = opened && id ? await draftValues(db, id, opened.id) : undefined;
  const offered =
    stored && id && !request.posted && !openedValues ? await newerDraft(db, id, valuesOf(stored)) : undefined;
  const values = request.posted?.values ?? openedValues ?? (stored && valuesOf(stored));
  const secret = stored ? await cookieSecret(db) : '';
  return {
    id,
    stored,
    values,
    opened: openedValues && opened,
    offered,
    covers: values ? await coverChoices(db, values.coverImage) : [],
    archive: stored && id ? await archivePanel(db, id) : undefined,
    previews:
      stored && id
        ? languages
            .filter((code) => stored.translations[code])
            .map((code) => ({ lang: code, path: previewPath(secret, id, code, request.now) }))
        : [],
    /** A member limited to some languages translates; archiving is for one who edits the whole case. */
    mayArchive: mayChangeSharedCase(member),
    mayDelete: can(member.user.role, 'cases.delete'),
  };
}

/** A case's archive page: the case, its archive panel, and whether `member` may delete it for good. */
export async function caseArchiveScreen(app: Pick<SiteApp, 'db'>, member: StaffMember, idParam: string | undefined) {
  const db = await app.db();
  const id = caseIdOf(idParam);
  const stored = id ? await caseForEditing(db, id) : undefined;
  return {
    id,
    stored,
    panel: stored && id ? await archivePanel(db, id) : undefined,
    mayDelete: can(member.user.role, 'cases.delete'),
  };
}

/** A case's saved versions, newest first, the two `?from=` and `?to=` name compared field by field, and its drafts. */
export async function caseHistoryScreen(app: Pick<SiteApp, 'db'>, idParam: string | undefined, query: URLSearchParams) {
  const db = await app.db();
  const id = caseIdOf(idParam);
  const stored = id ? await caseForEditing(db, id) : undefined;
  const versions = stored && id ? await caseHistory(db, id) : [];
  const from = versions.find((version) => String(version.id) === query.get('from'));
  const to = versions.find((version) => String(version.id) === query.get('to'));
  return {
    id,
    stored,
    versions,
    drafts: stored && id ? await draftsOf(db, id) : [],
    comparison:
      from?.snapshot && to?.snapshot
        ? { from: from.id, to: to.id, changes: compareVersions(from.snapshot, to.snapshot) }
        : undefined,
  };
}

/** A new case's form: empty, or as a refused post typed it; a member limited to some languages only translates. */
export async function newCaseScreen(app: Pick<SiteApp, 'db'>, member: StaffMember, posted: Posted | undefined) {
  const values = posted?.values ?? emptyValues();
  return {
    values,
    covers: await coverChoices(await app.db(), values.coverImage),
    translator: !mayChangeSharedCase(member),
  };
}

/** A preview link read at `now`: the case and its public entry in the link's language, or why the link is refused. */
export async function casePreviewScreen(app: Pick<SiteApp, 'db'>, token: string, now: Date) {
  const db = await app.db();
  const read = readPreview(await cookieSecret(db), token, now);
  const stored = read.ok ? await caseForEditing(db, read.caseId) : undefined;
  return { read, stored, entry: read.ok && stored ? previewEntry(stored, read.lang) : undefined };
}

/** Every case in the import format, as the editors' download gives it. */
export async function casesExport(app: Pick<SiteApp, 'db'>): Promise<string> {
  return `${JSON.stringify(await exportCases(await app.db()), null, 2)}\n`;
}
