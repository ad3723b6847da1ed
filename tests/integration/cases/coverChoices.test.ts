/**
 * The covers the case editor offers, on both stores: the fallback first, the covers shipped with
 * the site, then every upload a case shows, each named by the cases showing it (a person never
 * reads an upload's hash), and the cover the form holds even when no case shows it yet.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coverChoices } from '../../../src/server/cases/coverChoices';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { upsertCases } from '../../../src/server/cases/repository';
import { testStores } from '../../support/integration/stores';

const story = (
  slug: string,
  coverImage: string | null,
  title: Record<string, string>,
  sortOrder: number,
): CaseImport => ({
  slug,
  coverImage,
  technologies: [],
  published: false,
  sortOrder,
  translations: Object.fromEntries(
    Object.entries(title).map(([lang, text]) => [
      lang,
      { title: text, summary: 'S', body: null, industry: 'I', results: [] },
    ]),
  ),
});

describe.each(testStores)('the covers offered to an editor on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
    await upsertCases(handle.db, [
      story('port', 'upload:00000000000000aa', { ru: 'Порт', en: 'Port' }, 2),
      story('bank', 'retail-analytics', { en: 'Bank' }, 1),
      story('shop', 'upload:00000000000000aa', { ru: 'Магазин' }, 3),
      story('farm', 'fallback', { en: 'Farm' }, 4),
      story('mill', 'https://example.com/mill.jpg', { en: 'Mill' }, 5),
    ]);
  });
  afterEach(() => handle.cleanup());

  it('names each cover by the cases showing it, in their order (English title, else another language, else the slug)', async () => {
    expect(await coverChoices(handle.db, 'retail-analytics')).toEqual([
      { value: '', usedBy: ['Farm'] },
      { value: 'fintech-customer-service', usedBy: [] },
      { value: 'retail-analytics', usedBy: ['Bank'] },
      { value: 'hr-recruiting', usedBy: [] },
      { value: 'upload:00000000000000aa', usedBy: ['Port', 'Магазин'] },
    ]);
  });

  it('keeps the cover the form holds: an upload no case shows yet, or an image elsewhere', async () => {
    const fresh = await coverChoices(handle.db, 'upload:00000000000000bb');
    expect(fresh.at(-1)).toEqual({ value: 'upload:00000000000000bb', usedBy: [] });
    const external = await coverChoices(handle.db, 'https://example.com/mill.jpg');
    expect(external.at(-1)).toEqual({ value: 'https://example.com/mill.jpg', usedBy: ['Mill'] });
  });
});
