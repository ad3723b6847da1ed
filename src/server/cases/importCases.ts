/** An import of cases in the import format: what it would change, and applying it in one transaction. */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cases } from '../db/schema.ts';
import { audit } from '../staff/audit.ts';
import { inTransaction, recordVersion, type Editor } from './caseWrites.ts';
import { notifyCasesChanged } from './events.ts';
import type { CaseImport } from './importFormat.ts';
import { exportCases, writeCases } from './repository.ts';
import { compareVersions } from './versions.ts';

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
    const rows = await tx
      .select({ id: cases.id })
      .from(cases)
      .where(
        inArray(
          cases.slug,
          changed.map((entry) => entry.slug),
        ),
      );
    for (const row of rows) await recordVersion(tx, row.id, 'imported', editor);
    await audit(tx, {
      actor: editor,
      action: 'cases-import',
      details: { created: String(plan.created.length), updated: String(plan.updated.length) },
      ip: editor.ip,
    });
    await notifyCasesChanged(
      tx,
      changed.map((entry) => entry.slug),
    );
    return plan;
  });
}
