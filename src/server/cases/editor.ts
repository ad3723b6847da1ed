/**
 * The cases editor's store access: the list with its language matrix, one case to edit, and
 * every change (save, rename, publish, reorder, restore, import). Each change runs in one
 * transaction with its saved version, its audit line and the notice that makes every instance
 * drop its cached cases, so the public site shows it at once or not at all.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { languages, type Lang } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { caseSlugRedirects, caseTranslations, caseVersions, cases } from '../db/schema.ts';
import { audit, type AuditAction } from '../staff/audit.ts';
import { notifyCasesChanged } from './events.ts';
import { caseImportSchema, type CaseImport } from './importFormat.ts';
import { exportCases, writeCases } from './repository.ts';
import { dropCachedCases } from './source.ts';

/** Who makes a change, and from where (the audit log's actor and address). */
export interface Editor {
  id: string;
  email: string;
  ip?: string | undefined;
}

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
  sortOrder: number;
  updatedAt: Date;
  /** Per language: what it has; absent languages have nothing. */
  languages: Partial<Record<Lang, LanguageState>>;
}

/** Every case, in the public order, with what each language has. */
export async function listForEditors(db: Database): Promise<EditorListEntry[]> {
  const rows = await db.select().from(cases).orderBy(asc(cases.sortOrder), asc(cases.id));
  const texts = await db
    .select({ caseId: caseTranslations.caseId, lang: caseTranslations.lang, title: caseTranslations.title, summary: caseTranslations.summary, body: caseTranslations.body })
    .from(caseTranslations);
  return rows.map((row) => {
    const own = texts.filter((text) => text.caseId === row.id);
    const state: EditorListEntry['languages'] = {};
    for (const text of own) {
      const lang = languages.find((code) => code === text.lang);
      if (lang) state[lang] = { title: !!text.title, summary: !!text.summary, body: !!text.body };
    }
    const titled = own.find((text) => text.lang === 'en') ?? own[0];
    return { id: row.id, slug: row.slug, title: titled?.title ?? row.slug, published: row.published, sortOrder: row.sortOrder, updatedAt: row.updatedAt, languages: state };
  });
}

/** One case in the import format, with its id; undefined when there is none. */
export async function caseForEditing(db: Database, id: number): Promise<(CaseImport & { id: number }) | undefined> {
  const [row] = await db.select({ slug: cases.slug }).from(cases).where(eq(cases.id, id));
  if (!row) return undefined;
  const found = (await exportCases(db)).find((entry) => entry.slug === row.slug);
  return found && { ...found, id };
}

/** Why a change was refused, for the editor to say. */
export type EditRefusal = { kind: 'slug-taken'; slug: string } | { kind: 'not-found' };

export type EditResult = { ok: true; id: number } | { ok: false; refusal: EditRefusal };

type Change = 'created' | 'saved' | 'published' | 'unpublished' | 'restored' | 'reordered' | 'imported';

const auditActionOf: Record<Change, AuditAction> = {
  created: 'case-create',
  saved: 'case-save',
  published: 'case-publish',
  unpublished: 'case-unpublish',
  restored: 'case-restore',
  reordered: 'case-reorder',
  imported: 'cases-import',
};

async function recordVersion(tx: Database, caseId: number, change: Change, editor: Editor): Promise<void> {
  const [row] = await tx.select({ slug: cases.slug }).from(cases).where(eq(cases.id, caseId));
  const snapshot = (await exportCases(tx)).find((entry) => entry.slug === row?.slug);
  if (!snapshot) return;
  await tx.insert(caseVersions).values({ caseId, snapshot: snapshot as unknown as Record<string, unknown>, change, authorId: editor.id, authorEmail: editor.email });
}

/** A slug another case uses, or whose old address belongs to another case. */
async function slugTaken(tx: Database, slug: string, caseId: number | undefined): Promise<boolean> {
  const [owner] = await tx.select({ id: cases.id }).from(cases).where(caseId === undefined ? eq(cases.slug, slug) : and(eq(cases.slug, slug), ne(cases.id, caseId)));
  if (owner) return true;
  const [redirect] = await tx.select({ caseId: caseSlugRedirects.caseId }).from(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, slug));
  return !!redirect && redirect.caseId !== caseId;
}

/** Writes `input` over case `id` (its translations replaced); a new slug leaves the old one redirecting. */
async function writeCase(tx: Database, id: number, input: CaseImport): Promise<{ slugs: string[] }> {
  const [current] = await tx.select({ slug: cases.slug }).from(cases).where(eq(cases.id, id));
  if (!current) throw new Error(`No case ${id}`);
  if (current.slug !== input.slug) {
    // The old address keeps working (301); the new one is nobody's old address any more.
    await tx.delete(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, input.slug));
    await tx.insert(caseSlugRedirects).values({ oldSlug: current.slug, caseId: id }).onConflictDoUpdate({ target: caseSlugRedirects.oldSlug, set: { caseId: id } });
  }
  await tx
    .update(cases)
    .set({ slug: input.slug, coverImage: input.coverImage, technologies: input.technologies, published: input.published, sortOrder: input.sortOrder, updatedAt: sql`now()` })
    .where(eq(cases.id, id));
  await tx.delete(caseTranslations).where(eq(caseTranslations.caseId, id));
  const translations = languages.flatMap((lang) => {
    const text = input.translations[lang];
    return text ? [{ caseId: id, lang, ...text }] : [];
  });
  if (translations.length) await tx.insert(caseTranslations).values(translations);
  return { slugs: [...new Set([current.slug, input.slug])] };
}

/**
 * Runs a change in one transaction (with its version, audit line and the instances' notice),
 * then drops this process's cached cases at once: the editor's next page reads the change.
 */
async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => work(tx as unknown as Database));
  dropCachedCases();
  return result;
}

/**
 * Creates a case (`id` undefined) or saves one, validated already (`caseImportSchema`).
 * Refused when the slug belongs to another case, now or as an old address.
 */
export async function saveCase(db: Database, id: number | undefined, input: CaseImport, editor: Editor): Promise<EditResult> {
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
    await audit(tx, { actor: editor, action: auditActionOf[change], target: input.slug, details: { case: String(caseId) }, ip: editor.ip });
    await notifyCasesChanged(tx, slugs);
    return { ok: true, id: caseId };
  });
}

/** Publishes or unpublishes case `id` (a published case shows in the languages it has text for). */
export async function setPublished(db: Database, id: number, published: boolean, editor: Editor): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.update(cases).set({ published, updatedAt: sql`now()` }).where(eq(cases.id, id)).returning({ slug: cases.slug });
    if (!row) return { ok: false, refusal: { kind: 'not-found' } };
    const change: Change = published ? 'published' : 'unpublished';
    await recordVersion(tx, id, change, editor);
    await audit(tx, { actor: editor, action: auditActionOf[change], target: row.slug, details: { case: String(id) }, ip: editor.ip });
    await notifyCasesChanged(tx, [row.slug]);
    return { ok: true, id };
  });
}

/** Moves case `id` one place up or down the public order (orders are renumbered 10, 20, ...). */
export async function moveCase(db: Database, id: number, direction: 'up' | 'down', editor: Editor): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    const order = await tx.select({ id: cases.id, slug: cases.slug }).from(cases).orderBy(asc(cases.sortOrder), asc(cases.id));
    const index = order.findIndex((row) => row.id === id);
    if (index < 0) return { ok: false, refusal: { kind: 'not-found' } };
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= order.length) return { ok: true, id };
    [order[index], order[other]] = [order[other]!, order[index]!];
    await placeInOrder(tx, order.map((row) => row.id));
    await audit(tx, { actor: editor, action: 'case-reorder', target: order[other]!.slug, details: { case: String(id), direction }, ip: editor.ip });
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

async function placeInOrder(tx: Database, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await tx.update(cases).set({ sortOrder: (index + 1) * 10 }).where(eq(cases.id, id));
}

/** A saved version of a case, newest first in `caseHistory`. */
export interface CaseVersion {
  id: number;
  change: string;
  authorEmail: string | null;
  createdAt: Date;
  snapshot: CaseImport | undefined;
}

/** Every saved version of case `id`, newest first. */
export async function caseHistory(db: Database, id: number): Promise<CaseVersion[]> {
  const rows = await db.select().from(caseVersions).where(eq(caseVersions.caseId, id)).orderBy(desc(caseVersions.id));
  return rows.map((row) => {
    const parsed = caseImportSchema.safeParse(row.snapshot);
    return { id: row.id, change: row.change, authorEmail: row.authorEmail, createdAt: row.createdAt, snapshot: parsed.success ? parsed.data : undefined };
  });
}

/** Saves version `versionId` of case `id` as its newest version (its slug and publication too). */
export async function restoreVersion(db: Database, id: number, versionId: number, editor: Editor): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    const [version] = await tx.select().from(caseVersions).where(and(eq(caseVersions.id, versionId), eq(caseVersions.caseId, id)));
    const parsed = version && caseImportSchema.safeParse(version.snapshot);
    if (!parsed?.success) return { ok: false, refusal: { kind: 'not-found' } };
    if (await slugTaken(tx, parsed.data.slug, id)) return { ok: false, refusal: { kind: 'slug-taken', slug: parsed.data.slug } };
    const { slugs } = await writeCase(tx, id, parsed.data);
    await recordVersion(tx, id, 'restored', editor);
    await audit(tx, { actor: editor, action: 'case-restore', target: parsed.data.slug, details: { case: String(id), version: String(versionId) }, ip: editor.ip });
    await notifyCasesChanged(tx, slugs);
    return { ok: true, id };
  });
}

/** One field that differs between two versions: `field` is `slug`, `published`, ... or `ru.title`. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** What changed from `before` to `after`, field by field, languages in the site's order. */
export function compareVersions(before: CaseImport, after: CaseImport): FieldChange[] {
  const changes: FieldChange[] = [];
  const push = (field: string, a: unknown, b: unknown) => {
    if (shown(a) !== shown(b)) changes.push({ field, before: shown(a), after: shown(b) });
  };
  for (const field of ['slug', 'published', 'coverImage', 'technologies', 'sortOrder'] as const) push(field, before[field], after[field]);
  for (const lang of languages) {
    for (const field of ['title', 'summary', 'body', 'industry'] as const) push(`${lang}.${field}`, before.translations[lang]?.[field], after.translations[lang]?.[field]);
    const results = (entry: CaseImport) => (entry.translations[lang]?.results ?? []).map((result) => `${result.value} | ${result.label}`).join('\n');
    push(`${lang}.results`, results(before), results(after));
  }
  return changes;
}

/** What an import would do to each slug. */
export interface ImportPlan {
  created: string[];
  updated: string[];
  unchanged: string[];
}

/** Compares an import with the store without writing. */
export async function planImport(db: Database, entries: readonly CaseImport[]): Promise<ImportPlan> {
  const current = await exportCases(db);
  const plan: ImportPlan = { created: [], updated: [], unchanged: [] };
  for (const entry of entries) {
    const existing = current.find((candidate) => candidate.slug === entry.slug);
    if (!existing) plan.created.push(entry.slug);
    else if (compareVersions(existing, entry).length) plan.updated.push(entry.slug);
    else plan.unchanged.push(entry.slug);
  }
  return plan;
}

/** Applies an import in one transaction, each created or changed case with a new version. */
export async function applyImport(db: Database, entries: readonly CaseImport[], editor: Editor): Promise<ImportPlan> {
  return inTransaction(db, async (tx) => {
    const plan = await planImport(tx, entries);
    const changed = entries.filter((entry) => !plan.unchanged.includes(entry.slug));
    if (!changed.length) return plan;
    await writeCases(tx, changed);
    const rows = await tx.select({ id: cases.id }).from(cases).where(inArray(cases.slug, changed.map((entry) => entry.slug)));
    for (const row of rows) await recordVersion(tx, row.id, 'imported', editor);
    await audit(tx, { actor: editor, action: 'cases-import', details: { created: String(plan.created.length), updated: String(plan.updated.length) }, ip: editor.ip });
    await notifyCasesChanged(tx, changed.map((entry) => entry.slug));
    return plan;
  });
}

/** The current slug of a case that once lived at `oldSlug`, for its 301; undefined when none. */
export async function renamedSlug(db: Database, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: cases.slug })
    .from(caseSlugRedirects)
    .innerJoin(cases, eq(cases.id, caseSlugRedirects.caseId))
    .where(eq(caseSlugRedirects.oldSlug, oldSlug));
  return row?.slug;
}
