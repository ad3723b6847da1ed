/**
 * Drafts of a case's form, saved while an editor types (autosave): the public site never reads
 * them; only a save turns what was typed into the case. An author's drafts since the case's
 * last saved version are one row, updated as they go on typing; a save starts the next one.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { languages } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { caseDrafts, caseVersions, cases } from '../db/schema.ts';
import type { Editor } from './caseWrites.ts';
import type { Acting } from '../staff/member.ts';
import { changesOnlyTheirLanguages, mayChangeSharedCase, notTheirLanguages } from './caseLanguages.ts';
import { editorOf } from './changes.ts';
import { caseForEditing } from './editor.ts';
import { caseTextFields, valuesFromInput, valuesOf, type CaseFormInput, type CaseFormValues } from './editorForm.ts';
import { MAX_CASE_BODY_CHARS } from './importFormat.ts';

/** A field as typed: any text up to the longest a story may be. */
const typed = z.string().check(z.maxLength(MAX_CASE_BODY_CHARS));
const languageValues = z.object(
  Object.fromEntries(caseTextFields.map((field) => [field, typed])) as Record<
    (typeof caseTextFields)[number],
    typeof typed
  >,
);

/** The form's values as a draft keeps them. */
const draftValuesSchema = z.object({
  slug: typed,
  coverImage: typed,
  technologies: typed,
  sortOrder: typed,
  published: z.boolean(),
  translations: z.object(
    Object.fromEntries(languages.map((lang) => [lang, languageValues])) as Record<
      (typeof languages)[number],
      typeof languageValues
    >,
  ),
});

/** A draft in a case's history, newest first. */
export interface CaseDraft {
  id: number;
  authorEmail: string;
  updatedAt: Date;
  /** Made since the case's newest saved version: what was typed after the last save. */
  newer: boolean;
}

/** The id of case `caseId`'s newest saved version; null when it has none. */
async function newestVersion(db: Database, caseId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: caseVersions.id })
    .from(caseVersions)
    .where(eq(caseVersions.caseId, caseId))
    .orderBy(desc(caseVersions.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Keeps `values` as `editor`'s draft of case `caseId`: their draft since its newest saved
 * version is updated, or a new one begun. The draft's id; undefined when there is no such case,
 * `too-long` when a field is longer than any story may be.
 */
async function saveDraft(
  db: Database,
  caseId: number,
  values: CaseFormValues,
  editor: Editor,
): Promise<number | undefined | 'too-long'> {
  const parsed = draftValuesSchema.safeParse(values);
  if (!parsed.success) return 'too-long';
  const checked = parsed.data;
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
    if (!exists) return undefined;
    const base = await newestVersion(tx as unknown as Database, caseId);
    const [current] = await tx
      .select({ id: caseDrafts.id })
      .from(caseDrafts)
      .where(
        and(
          eq(caseDrafts.caseId, caseId),
          eq(caseDrafts.authorId, editor.id),
          base === null ? isNull(caseDrafts.baseVersionId) : eq(caseDrafts.baseVersionId, base),
        ),
      )
      .orderBy(desc(caseDrafts.id))
      .limit(1);
    if (current) {
      await tx
        .update(caseDrafts)
        .set({ values: checked, updatedAt: sql`now()` })
        .where(eq(caseDrafts.id, current.id));
      return current.id;
    }
    const [row] = await tx
      .insert(caseDrafts)
      .values({ caseId, values: checked, baseVersionId: base, authorId: editor.id, authorEmail: editor.email })
      .returning({ id: caseDrafts.id });
    return row!.id;
  });
}

/** Case `caseId`'s drafts, newest first. */
export async function draftsOf(db: Database, caseId: number): Promise<CaseDraft[]> {
  const base = await newestVersion(db, caseId);
  const rows = await db
    .select({
      id: caseDrafts.id,
      authorEmail: caseDrafts.authorEmail,
      updatedAt: caseDrafts.updatedAt,
      baseVersionId: caseDrafts.baseVersionId,
    })
    .from(caseDrafts)
    .where(eq(caseDrafts.caseId, caseId))
    .orderBy(desc(caseDrafts.updatedAt), desc(caseDrafts.id));
  return rows.map((row) => ({
    id: row.id,
    authorEmail: row.authorEmail,
    updatedAt: row.updatedAt,
    newer: row.baseVersionId === base,
  }));
}

/** The values of draft `draftId` of case `caseId`, to open in the editor; undefined when there is none (or it no longer reads as a form). */
export async function draftValues(db: Database, caseId: number, draftId: number): Promise<CaseFormValues | undefined> {
  const [row] = await db
    .select({ values: caseDrafts.values })
    .from(caseDrafts)
    .where(and(eq(caseDrafts.id, draftId), eq(caseDrafts.caseId, caseId)));
  const parsed = row && draftValuesSchema.safeParse(row.values);
  return parsed?.success ? parsed.data : undefined;
}

/** The newest draft of case `caseId` typed since its last save that differs from `saved` (the case as stored): what a reload of the editor offers. */
export async function newerDraft(db: Database, caseId: number, saved: CaseFormValues): Promise<CaseDraft | undefined> {
  for (const draft of (await draftsOf(db, caseId)).filter((each) => each.newer)) {
    const values = await draftValues(db, caseId, draft.id);
    if (values && JSON.stringify(values) !== JSON.stringify(draftValuesSchema.parse(saved))) return draft;
  }
  return undefined;
}

/** What came of an autosave: the draft kept, or no such case (404), or a field too long to keep (422). */
export type AutosaveOutcome = { draft: number } | { status: 403 | 404 | 422 };

/** Keeps the editor's form of case `input.case` as typed, as the acting member's draft (a cover file is not part of a draft). */
export async function autosave(input: CaseFormInput & { case: number }, acting: Acting): Promise<AutosaveOutcome> {
  const [row] = await acting.db.select({ published: cases.published }).from(cases).where(eq(cases.id, input.case));
  if (!row) return { status: 404 };
  const values = valuesFromInput(input, row.published);
  if (!mayChangeSharedCase(acting.member)) {
    // A translator's draft may hold only their languages' words; the rest as stored.
    const stored = await caseForEditing(acting.db, input.case);
    if (!stored || !changesOnlyTheirLanguages(acting.member, valuesOf(stored), values)) return notTheirLanguages;
  }
  const draft = await saveDraft(acting.db, input.case, values, editorOf(acting));
  return draft === undefined ? { status: 404 } : draft === 'too-long' ? { status: 422 } : { draft };
}
