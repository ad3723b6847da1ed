/**
 * What every change the cases editor makes shares: who makes it, why one is refused, and how
 * it is written: in one transaction with its saved version (the handlers in `changes.ts` then
 * drop the app's cached cases, so the editor's next page reads the change).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { languages } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { caseSlugRedirects, caseTranslations, caseVersions, cases } from '../db/schema.ts';
import type { AuditAction } from '../staff/audit.ts';
import type { CaseImport } from './importFormat.ts';
import { exportCases } from './repository.ts';

/** Who makes a change, and from where (the audit log's actor and address). */
export interface Editor {
  id: string;
  email: string;
  ip?: string | undefined;
}

/** Why a change was refused, for the editor to say. */
export type EditRefusal = { kind: 'slug-taken'; slug: string } | { kind: 'not-found' };

/** A change done (the case's id), or refused and why. */
export type EditResult = { ok: true; id: number } | { ok: false; refusal: EditRefusal };

/** What a saved version records as its change. */
export type Change = 'created' | 'saved' | 'published' | 'unpublished' | 'restored' | 'reordered' | 'imported';

/** The audit log's action for each change. */
export const auditActionOf: Record<Change, AuditAction> = {
  created: 'case-create',
  saved: 'case-save',
  published: 'case-publish',
  unpublished: 'case-unpublish',
  restored: 'case-restore',
  reordered: 'case-reorder',
  imported: 'cases-import',
};

/** Saves case `caseId` as it now is as a new version, with the change and its author (none from the command line). */
export async function recordVersion(
  tx: Database,
  caseId: number,
  change: Change,
  editor: Editor | undefined,
): Promise<void> {
  const [row] = await tx.select({ slug: cases.slug }).from(cases).where(eq(cases.id, caseId));
  const snapshot = (await exportCases(tx)).find((entry) => entry.slug === row?.slug);
  if (!snapshot) return;
  await tx.insert(caseVersions).values({
    caseId,
    snapshot: snapshot as unknown as Record<string, unknown>,
    change,
    authorId: editor?.id ?? null,
    authorEmail: editor?.email ?? null,
  });
}

/** A slug another case uses, or whose old address belongs to another case. */
export async function slugTaken(tx: Database, slug: string, caseId: number | undefined): Promise<boolean> {
  const [owner] = await tx
    .select({ id: cases.id })
    .from(cases)
    .where(caseId === undefined ? eq(cases.slug, slug) : and(eq(cases.slug, slug), ne(cases.id, caseId)));
  if (owner) return true;
  const [redirect] = await tx
    .select({ caseId: caseSlugRedirects.caseId })
    .from(caseSlugRedirects)
    .where(eq(caseSlugRedirects.oldSlug, slug));
  return !!redirect && redirect.caseId !== caseId;
}

/** Writes `input` over case `id` (its translations replaced); a new slug leaves the old one redirecting. */
export async function writeCase(tx: Database, id: number, input: CaseImport): Promise<{ slugs: string[] }> {
  const [current] = await tx.select({ slug: cases.slug }).from(cases).where(eq(cases.id, id));
  if (!current) throw new Error(`No case ${id}`);
  if (current.slug !== input.slug) {
    // The old address keeps working (301); the new one is nobody's old address any more.
    await tx.delete(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, input.slug));
    await tx
      .insert(caseSlugRedirects)
      .values({ oldSlug: current.slug, caseId: id })
      .onConflictDoUpdate({ target: caseSlugRedirects.oldSlug, set: { caseId: id } });
  }
  await tx
    .update(cases)
    .set({
      slug: input.slug,
      coverImage: input.coverImage,
      technologies: input.technologies,
      published: input.published,
      sortOrder: input.sortOrder,
      updatedAt: sql`now()`,
    })
    .where(eq(cases.id, id));
  await tx.delete(caseTranslations).where(eq(caseTranslations.caseId, id));
  const translations = languages.flatMap((lang) => {
    const text = input.translations[lang];
    return text ? [{ caseId: id, lang, ...text }] : [];
  });
  if (translations.length) await tx.insert(caseTranslations).values(translations);
  return { slugs: [...new Set([current.slug, input.slug])] };
}

/** Runs a change in one transaction, with its version, audit line and the instances' notice. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

/** Numbers the cases 10, 20, ... in the order of `ids`. */
export async function placeInOrder(tx: Database, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await tx
      .update(cases)
      .set({ sortOrder: (index + 1) * 10 })
      .where(eq(cases.id, id));
}
