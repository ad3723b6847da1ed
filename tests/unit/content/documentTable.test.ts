/**
 * The published documents an instance keeps in memory: typed reads, the seed where nothing fits,
 * the dates a page was last published, and a load that finishes after a newer one is not kept.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SHARED } from '../../../src/content/documents';
import {
  seedPackageCopy,
  seedPackages,
  type PackageCopyDocument,
  type PackagesDocument,
} from '../../../src/content/packages';
import type { Database } from '../../../src/server/db/client';
import { DocumentTable } from '../../../src/server/documents/table';

interface Row {
  key: string;
  lang: string;
  data: unknown;
  version: number;
  publishedAt: Date;
}

/** A database whose `site_documents` rows each read answers with, in the order the reads come. */
function storeAnswering(...answers: Promise<Row[]>[]): Database {
  return { select: () => ({ from: () => answers.shift()! }) } as unknown as Database;
}

/** A promise and the hand that fulfils it. */
function pending<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  return { promise: new Promise<T>((done) => (resolve = done)), resolve };
}

const priced = (rub: number): PackagesDocument => ({
  items: seedPackages().items.map((item) =>
    item.id === 'growth' ? { ...item, prices: { ...item.prices, RUB: rub } } : item,
  ),
});
const at = (iso: string) => new Date(iso);

describe('the document table', () => {
  it('is not loaded, and shows the seeds, until the first load', () => {
    const table = new DocumentTable();
    expect(table.loaded).toBe(false);
    expect(table.get('packages', SHARED)).toEqual(seedPackages());
    expect(table.publishedAt('packages', SHARED)).toBeUndefined();
  });

  it('reads each document typed, in its language, with its date; the seed where the stored one does not fit', async () => {
    const table = new DocumentTable();
    const ruCopy = { ...seedPackageCopy('ru'), growth: { description: 'Новый рост', features: ['Одно'] } };
    await table.load(
      storeAnswering(
        Promise.resolve([
          { key: 'packages', lang: SHARED, data: priced(89_000), version: 2, publishedAt: at('2025-03-01T10:00:00Z') },
          { key: 'packageCopy', lang: 'ru', data: ruCopy, version: 3, publishedAt: at('2025-03-02T09:30:00Z') },
          {
            key: 'packageCopy',
            lang: 'fr',
            data: { start: 'broken' },
            version: 2,
            publishedAt: at('2025-03-03T00:00:00Z'),
          },
          { key: 'retired', lang: SHARED, data: {}, version: 1, publishedAt: at('2025-03-03T00:00:00Z') },
        ]),
      ),
    );
    expect(table.loaded).toBe(true);
    const packages = table.get('packages', SHARED);
    expectTypeOf(packages).toEqualTypeOf<PackagesDocument>();
    expectTypeOf(table.get('packageCopy', 'ru')).toEqualTypeOf<PackageCopyDocument>();
    expect(packages.items.find((item) => item.id === 'growth')?.prices).toEqual({ RUB: 89_000, USD: 2_999 });
    expect(table.get('packageCopy', 'ru').growth).toEqual({ description: 'Новый рост', features: ['Одно'] });
    expect(table.get('packageCopy', 'fr')).toEqual(seedPackageCopy('fr'));
    expect(table.publishedAt('packageCopy', 'fr')).toBeUndefined();
    // A page shown from the shared table and its language's words changed when the later of them was published.
    expect(table.pagePublishedAt('solutions', 'ru')).toEqual(at('2025-03-02T09:30:00Z'));
    expect(table.pagePublishedAt('solutions', 'en')).toEqual(at('2025-03-01T10:00:00Z'));
    expect(table.pagePublishedAt('about', 'ru')).toBeUndefined();
  });

  it('keeps the newest load when an older one finishes after it', async () => {
    const table = new DocumentTable();
    const older = pending<Row[]>();
    const newer = pending<Row[]>();
    const db = storeAnswering(older.promise, newer.promise);
    const first = table.load(db);
    const second = table.load(db);
    newer.resolve([
      { key: 'packages', lang: SHARED, data: priced(99_000), version: 3, publishedAt: at('2025-04-01T00:00:00Z') },
    ]);
    await second;
    older.resolve([
      { key: 'packages', lang: SHARED, data: priced(89_000), version: 2, publishedAt: at('2025-03-01T00:00:00Z') },
    ]);
    await first;
    expect(table.get('packages', SHARED).items.find((item) => item.id === 'growth')?.prices.RUB).toBe(99_000);
    expect(table.publishedAt('packages', SHARED)).toEqual(at('2025-04-01T00:00:00Z'));
  });
});
