/**
 * A case's saved versions: its history, what changed between two versions, and restoring one
 * (which saves it as the newest version).
 */
import { and, desc, eq } from 'drizzle-orm';
import { languages } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { caseVersions } from '../db/schema.ts';
import { audit } from '../staff/audit.ts';
import { inTransaction, recordVersion, slugTaken, writeCase, type Editor, type EditResult } from './caseWrites.ts';
import { notifyCasesChanged } from './events.ts';
import { caseImportSchema, type CaseImport } from './importFormat.ts';

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
    return {
      id: row.id,
      change: row.change,
      authorEmail: row.authorEmail,
      createdAt: row.createdAt,
      snapshot: parsed.success ? parsed.data : undefined,
    };
  });
}

/** Saves version `versionId` of case `id` as its newest version (its slug and publication too). */
export async function restoreVersion(db: Database, id: number, versionId: number, editor: Editor): Promise<EditResult> {
  return inTransaction(db, async (tx) => {
    const [version] = await tx
      .select()
      .from(caseVersions)
      .where(and(eq(caseVersions.id, versionId), eq(caseVersions.caseId, id)));
    const parsed = version && caseImportSchema.safeParse(version.snapshot);
    if (!parsed?.success) return { ok: false, refusal: { kind: 'not-found' } };
    if (await slugTaken(tx, parsed.data.slug, id))
      return { ok: false, refusal: { kind: 'slug-taken', slug: parsed.data.slug } };
    const { slugs } = await writeCase(tx, id, parsed.data);
    await recordVersion(tx, id, 'restored', editor);
    await audit(tx, {
      actor: editor,
      action: 'case-restore',
      target: parsed.data.slug,
      details: { case: String(id), version: String(versionId) },
      ip: editor.ip,
    });
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

const shown = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** What changed from `before` to `after`, field by field, languages in the site's order. */
export function compareVersions(before: CaseImport, after: CaseImport): FieldChange[] {
  const changes: FieldChange[] = [];
  const push = (field: string, a: unknown, b: unknown) => {
    if (shown(a) !== shown(b)) changes.push({ field, before: shown(a), after: shown(b) });
  };
  for (const field of ['slug', 'published', 'coverImage', 'technologies', 'sortOrder'] as const)
    push(field, before[field], after[field]);
  for (const lang of languages) {
    for (const field of ['title', 'summary', 'body', 'industry', 'coverAlt'] as const)
      push(`${lang}.${field}`, before.translations[lang]?.[field], after.translations[lang]?.[field]);
    const results = (entry: CaseImport) =>
      (entry.translations[lang]?.results ?? []).map((result) => `${result.value} | ${result.label}`).join('\n');
    push(`${lang}.results`, results(before), results(after));
  }
  return changes;
}
