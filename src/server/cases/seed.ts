/** The store's first content: the three success stories in all six languages. */
import { sql } from 'drizzle-orm';
import { seedCases, seedStories } from '../../data/caseSeed.ts';
import { languages } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import type { CaseImport } from './importFormat.ts';
import { countCases, writeCases } from './repository.ts';

/** Any fixed number: instances starting together on one PostgreSQL take turns seeding. */
const SEED_LOCK = 7_210_001;

/** The seeded stories in the import format, ordered as `data/caseSeed` lists them. */
export function seedEntries(): CaseImport[] {
  return seedCases.map((seed, index) => ({
    slug: seed.slug,
    coverImage: seed.coverImage,
    technologies: [...seed.technologies],
    published: true,
    sortOrder: (index + 1) * 10,
    translations: Object.fromEntries(languages.map((lang) => [lang, structuredClone(seedStories[lang][seed.slug])])),
  }));
}

/**
 * Inserts the seeded stories when the cases table is empty, in one transaction, and says how
 * many it inserted (0 when the store already had cases).
 */
export async function seedCasesIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await countCases(tx)) > 0) return 0;
    const entries = seedEntries();
    await writeCases(tx, entries);
    return entries.length;
  });
}
