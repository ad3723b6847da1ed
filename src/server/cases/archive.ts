/**
 * A case's life after publishing: archived (off the public site, its address answering 301
 * where the editor said), restored as it was, and, only once archived and confirmed by an
 * admin, deleted for good. Each change is one transaction with its audit row and the notice
 * that drops every instance's cached cases and purges the proxy's copies of its pages.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../i18n/languages.ts';
import { casePath, localizedPath } from '../../routing/localizedPath.ts';
import type { Database } from '../db/client.ts';
import { caseSlugRedirects, caseTranslations, cases } from '../db/schema.ts';
import { audit } from '../staff/audit.ts';
import { inTransaction, type Editor } from './caseWrites.ts';
import { listForEditors } from './editor.ts';
import { notifyCasesChanged } from './events.ts';

/** Why an archive, restore or delete was refused, beside the editor's own refusals. */
export type LifecycleRefusal = 'not-found' | 'not-archived' | 'already-archived' | 'bad-target' | 'confirm-mismatch';

/** A lifecycle change done, or refused and why. */
export type LifecycleResult = { ok: true; id: number; slug: string } | { ok: false; refusal: LifecycleRefusal };

/** What the archive panel of case `id` shows: archived or not, where its address leads, and the cases it may lead to. */
export async function archivePanel(
  db: Database,
  id: number,
): Promise<
  { archived: boolean; targetTitle: string | undefined; targets: { id: number; title: string }[] } | undefined
> {
  const [row] = await db
    .select({ archivedAt: cases.archivedAt, targetId: cases.archiveTargetId })
    .from(cases)
    .where(eq(cases.id, id));
  if (!row) return undefined;
  const all = await listForEditors(db);
  return {
    archived: row.archivedAt !== null,
    targetTitle: all.find((entry) => entry.id === row.targetId)?.title,
    targets: all
      .filter((entry) => !entry.archived && entry.id !== id)
      .map((entry) => ({ id: entry.id, title: entry.title })),
  };
}

/**
 * Archives case `id`: the public site stops showing it, and its address (in every language)
 * answers 301 with case `targetId` when given (itself live, not this case), else with the cases list.
 */
export async function archiveCase(
  db: Database,
  id: number,
  targetId: number | undefined,
  editor: Editor,
): Promise<LifecycleResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ slug: cases.slug, archivedAt: cases.archivedAt })
      .from(cases)
      .where(eq(cases.id, id));
    if (!row) return { ok: false, refusal: 'not-found' };
    if (row.archivedAt) return { ok: false, refusal: 'already-archived' };
    let target: string | undefined;
    if (targetId !== undefined) {
      const [found] = await tx
        .select({ slug: cases.slug })
        .from(cases)
        .where(and(eq(cases.id, targetId), isNull(cases.archivedAt)));
      if (!found || targetId === id) return { ok: false, refusal: 'bad-target' };
      target = found.slug;
    }
    await tx
      .update(cases)
      .set({ archivedAt: sql`now()`, archiveTargetId: targetId ?? null })
      .where(eq(cases.id, id));
    await audit(tx, {
      actor: editor,
      action: 'case-archive',
      target: row.slug,
      details: { case: String(id), redirect: target ?? 'cases-list' },
      ip: editor.ip,
    });
    await notifyCasesChanged(tx, [row.slug]);
    return { ok: true, id, slug: row.slug };
  });
}

/** Brings archived case `id` back as it was (published or draft, in its place in the order). */
export async function unarchiveCase(db: Database, id: number, editor: Editor): Promise<LifecycleResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ slug: cases.slug, archivedAt: cases.archivedAt })
      .from(cases)
      .where(eq(cases.id, id));
    if (!row) return { ok: false, refusal: 'not-found' };
    if (!row.archivedAt) return { ok: false, refusal: 'not-archived' };
    await tx.update(cases).set({ archivedAt: null, archiveTargetId: null }).where(eq(cases.id, id));
    await audit(tx, {
      actor: editor,
      action: 'case-unarchive',
      target: row.slug,
      details: { case: String(id) },
      ip: editor.ip,
    });
    await notifyCasesChanged(tx, [row.slug]);
    return { ok: true, id, slug: row.slug };
  });
}

/**
 * Deletes archived case `id` for good, with its texts, versions and old addresses, once
 * `confirm` repeats its slug; a case that is not archived is refused. Cases whose archived
 * address pointed at it point at the cases list from then on.
 */
export async function deleteArchivedCase(
  db: Database,
  id: number,
  confirm: string,
  editor: Editor,
): Promise<LifecycleResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ slug: cases.slug, archivedAt: cases.archivedAt })
      .from(cases)
      .where(eq(cases.id, id));
    if (!row) return { ok: false, refusal: 'not-found' };
    if (!row.archivedAt) return { ok: false, refusal: 'not-archived' };
    if (confirm.trim() !== row.slug) return { ok: false, refusal: 'confirm-mismatch' };
    await tx.delete(cases).where(eq(cases.id, id));
    await audit(tx, {
      actor: editor,
      action: 'case-delete',
      target: row.slug,
      details: { case: String(id) },
      ip: editor.ip,
    });
    await notifyCasesChanged(tx, [row.slug]);
    return { ok: true, id, slug: row.slug };
  });
}

/**
 * Where the public address `/{lang}/cases/{slug}` now lives, for its 301: an archived case's
 * target (the case the editor chose when it is live and has text in `lang`, else the cases
 * list), a renamed case's new address; undefined when neither (the page is then not found).
 */
export async function movedCasePath(db: Database, slug: string, lang: Lang): Promise<string | undefined> {
  const [own] = await db
    .select({ id: cases.id, slug: cases.slug, archivedAt: cases.archivedAt, targetId: cases.archiveTargetId })
    .from(cases)
    .where(eq(cases.slug, slug));
  const [renamed] = own
    ? [own]
    : await db
        .select({ id: cases.id, slug: cases.slug, archivedAt: cases.archivedAt, targetId: cases.archiveTargetId })
        .from(caseSlugRedirects)
        .innerJoin(cases, eq(cases.id, caseSlugRedirects.caseId))
        .where(eq(caseSlugRedirects.oldSlug, slug));
  if (!renamed) return undefined;
  if (!renamed.archivedAt) return renamed.slug === slug ? undefined : casePath(lang, renamed.slug);
  if (renamed.targetId !== null) {
    const [target] = await db
      .select({ slug: cases.slug })
      .from(cases)
      .innerJoin(caseTranslations, and(eq(caseTranslations.caseId, cases.id), eq(caseTranslations.lang, lang)))
      .where(and(eq(cases.id, renamed.targetId), eq(cases.published, true), isNull(cases.archivedAt)));
    if (target) return casePath(lang, target.slug);
  }
  return localizedPath(lang, 'cases');
}
