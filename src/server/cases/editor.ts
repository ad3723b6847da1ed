/**
 * The cases editor's store access: the list with its language matrix, one case to edit, and
 * the changes to a case (save, rename, publish, reorder); its versions are in `versions.ts`,
 * imports in `importCases.ts`. Each change runs in one transaction with its saved version, its
 * audit line and the notice that makes every instance drop its cached cases, so the public
 * site shows it at once or not at all.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { languages, type Lang } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { caseTranslations, cases } from '../db/schema.ts';
import { audit } from '../staff/audit.ts';
import {
  auditActionOf,
  inTransaction,
  placeInOrder,
  recordVersion,
  slugTaken,
  writeCase,
  type Change,
  type Editor,
  type EditResult,
} from './caseWrites.ts';
import { notifyCasesChanged } from './events.ts';
import type { CaseImport } from './importFormat.ts';
import { exportCases, writeCases } from './repository.ts';

// The history page reads the versions through this module too.
export { caseHistory, compareVersions } from './versions.ts';

/** What one language of a case has written. */
interface LanguageState {
  title: boolean;
  summary: boolean;
  body: boolean;
}

/** A case in the editors' list. */
export interface EditorListEntry {
  id: number;
  slug: string;
  /** The English title, else the first language's, else the slug. */
  title: string;
  published: boolean;
  /** Taken off the public site, whatever `published` says (`archive.ts`). */
  archived: boolean;
  sortOrder: number;
  updatedAt: Date;
  /** Per language: what it has; absent languages have nothing. */
  languages: Partial<Record<Lang, LanguageState>>;
}

/** Every case, in the public order, with what each language has. */
export async function listForEditors(db: Database): Promise<EditorListEntry[]> {
  const rows = await db.select().from(cases).orderBy(asc(cases.sortOrder), asc(cases.id));
  const texts = await db
    .select({
      caseId: caseTranslations.caseId,
      lang: caseTranslations.lang,
      title: caseTranslations.title,
      summary: caseTranslations.summary,
      body: caseTranslations.body,
    })
    .from(caseTranslations);
  return rows.map((row) => {
    const own = texts.filter((text) => text.caseId === row.id);
    const state: EditorListEntry['languages'] = {};
    for (const text of own) {
      const lang = languages.find((code) => code === text.lang);
      if (lang) state[lang] = { title: !!text.title, summary: !!text.summary, body: !!text.body };
    }
    const titled = own.find((text) => text.lang === 'en') ?? own[0];
    return {
      id: row.id,
      slug: row.slug,
      title: titled?.title ?? row.slug,
      published: row.published,
      archived: row.archivedAt !== null,
      sortOrder: row.sortOrder,
      updatedAt: row.updatedAt,
      languages: state,
    };
  });
}

/** One case in the import format, with its id; undefined when there is none. */
export async function caseForEditing(db: Database, id: number): Promise<(CaseImport & { id: number }) | undefined> {
  const [row] = await db.select({ slug: cases.slug }).from(cases).where(eq(cases.id, id));
  if (!row) return undefined;
  const found = (await exportCases(db)).find((entry) => entry.slug === row.slug);
  return found && { ...found, id };
}

/**
 * Creates a case (`id` undefined) or saves one, validated already (`caseImportSchema`).
 * Refused when the slug belongs to another case, now or as an old address.
 */
export async function saveCase(
  db: Database,
  id: number | undefined,
  input: CaseImport,
  editor: Editor,
): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    if (await slugTaken(tx, input.slug, id)) return { ok: false, refusal: { kind: 'slug-taken', slug: input.slug } };
    let caseId = id;
    let slugs: string[];
    if (caseId === undefined) {
      const [last] = await tx.select({ order: sql<number>`coalesce(max(${cases.sortOrder}), 0)` }).from(cases);
      await writeCases(tx, [{ ...input, sortOrder: input.sortOrder || (last?.order ?? 0) + 10 }]);
      const [row] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.slug, input.slug));
      caseId = row!.id;
      slugs = [input.slug];
    } else {
      const [exists] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId));
      if (!exists) return { ok: false, refusal: { kind: 'not-found' } };
      slugs = (await writeCase(tx, caseId, input)).slugs;
    }
    const change: Change = id === undefined ? 'created' : 'saved';
    await recordVersion(tx, caseId, change, editor);
    await audit(tx, {
      actor: editor,
      action: auditActionOf[change],
      target: input.slug,
      details: { case: String(caseId) },
      ip: editor.ip,
    });
    await notifyCasesChanged(tx, slugs);
    return { ok: true, id: caseId };
  });
}

/** Publishes or unpublishes case `id` (a published case shows in the languages it has text for). */
export async function setPublished(db: Database, id: number, published: boolean, editor: Editor): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(cases)
      .set({ published, updatedAt: sql`now()` })
      .where(eq(cases.id, id))
      .returning({ slug: cases.slug });
    if (!row) return { ok: false, refusal: { kind: 'not-found' } };
    const change: Change = published ? 'published' : 'unpublished';
    await recordVersion(tx, id, change, editor);
    await audit(tx, {
      actor: editor,
      action: auditActionOf[change],
      target: row.slug,
      details: { case: String(id) },
      ip: editor.ip,
    });
    await notifyCasesChanged(tx, [row.slug]);
    return { ok: true, id };
  });
}

/** Moves case `id` one place up or down the public order (orders are renumbered 10, 20, ...). */
export async function moveCase(
  db: Database,
  id: number,
  direction: 'up' | 'down',
  editor: Editor,
): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    const order = await tx
      .select({ id: cases.id, slug: cases.slug })
      .from(cases)
      .orderBy(asc(cases.sortOrder), asc(cases.id));
    const index = order.findIndex((row) => row.id === id);
    if (index < 0) return { ok: false, refusal: { kind: 'not-found' } };
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= order.length) return { ok: true, id };
    [order[index], order[other]] = [order[other]!, order[index]!];
    await placeInOrder(
      tx,
      order.map((row) => row.id),
    );
    await audit(tx, {
      actor: editor,
      action: 'case-reorder',
      target: order[other]!.slug,
      details: { case: String(id), direction },
      ip: editor.ip,
    });
    await notifyCasesChanged(tx);
    return { ok: true, id };
  });
}

/** Puts the cases in the order of `ids` (any case not named keeps its place after them). */
export async function reorderCases(db: Database, ids: readonly number[], editor: Editor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const all = await tx.select({ id: cases.id }).from(cases).orderBy(asc(cases.sortOrder), asc(cases.id));
    const known = ids.filter((id) => all.some((row) => row.id === id));
    await placeInOrder(tx, [...new Set([...known, ...all.map((row) => row.id)])]);
    await audit(tx, { actor: editor, action: 'case-reorder', details: { order: known.join(',') }, ip: editor.ip });
    await notifyCasesChanged(tx);
  });
}
