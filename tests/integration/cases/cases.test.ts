import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { parseEnv } from '../../../src/server/env';
import { languages, type Lang } from '../../../src/i18n/languages';
import { seedCases, seedStories as stories } from '../../../src/data/caseSeed';
import { parseCaseImport, type CaseImport } from '../../../src/server/cases/importFormat';
import {
  countCases,
  exportCases,
  getPublishedCase,
  listPublishedCases,
  upsertCases,
} from '../../../src/server/cases/repository';
import { seedCasesIfEmpty } from '../../../src/server/cases/seed';
import { createRemoteSource } from '../../../src/server/cases/remoteSource';
import { createStoreSource } from '../../../src/server/cases/storeSource';
import { CasesReader, createCasesSource } from '../../../src/server/cases/source';
import { migratedDataDir, postgresUrl, testStores } from '../../support/integration/stores';

const { en, es } = stories;
const slugs = seedCases.map((seed) => seed.slug);
const run = promisify(execFile);

/** A case in the import format with text in the given languages. */
function sampleCase(slug: string, overrides: Partial<CaseImport> = {}, langs: readonly Lang[] = ['en']): CaseImport {
  return {
    slug,
    coverImage: null,
    technologies: ['GPT'],
    published: true,
    sortOrder: 0,
    translations: Object.fromEntries(
      langs.map((lang) => [
        lang,
        {
          title: `${slug} (${lang})`,
          summary: `Summary ${lang}`,
          body: `First ${lang}.\n\nSecond ${lang}.`,
          industry: 'Logistics',
          results: [{ value: '2x', label: 'faster' }],
        },
      ]),
    ),
    ...overrides,
  };
}

describe.each(testStores)('cases in the store on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(() => handle.cleanup());

  it('seeds the three stories in all six languages once, however many instances start together', async () => {
    // On PostgreSQL a second pool plays the second instance; PGlite has one process by design.
    const second =
      handle.kind === 'postgres' ? await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl }) : undefined;
    try {
      const inserted = await Promise.all([seedCasesIfEmpty(handle.db), seedCasesIfEmpty(second?.db ?? handle.db)]);
      expect(inserted.sort()).toEqual([0, 3]);
    } finally {
      await second?.close();
    }
    expect(await seedCasesIfEmpty(handle.db)).toBe(0);
    expect(await countCases(handle.db)).toBe(3);
    for (const lang of languages) {
      const list = await listPublishedCases(handle.db, lang);
      expect(list.map((entry) => entry.slug)).toEqual(slugs);
      expect(list.map((entry) => entry.title)).toEqual(slugs.map((slug) => stories[lang][slug].title));
      expect(list.map((entry) => entry.body)).toEqual(slugs.map((slug) => stories[lang][slug].body));
      expect(list.map((entry) => entry.industry)).toEqual(slugs.map((slug) => stories[lang][slug].industry));
      expect(list[0]!.results).toEqual(stories[lang][slugs[0]!].results);
      expect(list[1]!.technologies).toEqual(['PyTorch', 'ClickHouse', 'Airflow']);
    }
  });

  it('does not seed a store that already has cases', async () => {
    await upsertCases(handle.db, [sampleCase('own-story')]);
    expect(await seedCasesIfEmpty(handle.db)).toBe(0);
    expect((await listPublishedCases(handle.db, 'en')).map((entry) => entry.slug)).toEqual(['own-story']);
  });

  it('lists by sort order, then age, and hides unpublished cases and other languages', async () => {
    await seedCasesIfEmpty(handle.db);
    await upsertCases(handle.db, [
      sampleCase('first-of-all', { sortOrder: 1 }),
      sampleCase('between-fintech-and-retail', { sortOrder: 15 }),
      sampleCase('draft', { sortOrder: 2, published: false }),
      sampleCase('russian-only', { sortOrder: 3 }, ['ru']),
    ]);
    expect((await listPublishedCases(handle.db, 'en')).map((entry) => entry.slug)).toEqual([
      'first-of-all',
      'fintech-customer-service',
      'between-fintech-and-retail',
      'retail-analytics',
      'hr-recruiting',
    ]);
    expect((await listPublishedCases(handle.db, 'ru')).map((entry) => entry.slug)).toEqual([
      'russian-only',
      'fintech-customer-service',
      'retail-analytics',
      'hr-recruiting',
    ]);
    expect(await getPublishedCase(handle.db, 'draft', 'en')).toBeUndefined();
    expect((await exportCases(handle.db)).map((entry) => entry.slug)).toContain('draft');
  });

  it('gets one case by slug with the languages it exists in', async () => {
    await seedCasesIfEmpty(handle.db);
    await upsertCases(handle.db, [sampleCase('two-languages', {}, ['fr', 'ru'])]);
    const retail = await getPublishedCase(handle.db, 'retail-analytics', 'es');
    expect(retail).toMatchObject({
      slug: 'retail-analytics',
      coverImage: 'retail-analytics',
      title: es['retail-analytics'].title,
      industry: 'Comercio minorista',
    });
    expect(retail?.languages).toEqual([...languages]);
    expect((await getPublishedCase(handle.db, 'two-languages', 'fr'))?.languages).toEqual(['ru', 'fr']);
    expect(await getPublishedCase(handle.db, 'two-languages', 'en')).toBeUndefined();
    expect(await getPublishedCase(handle.db, 'no-such-case', 'en')).toBeUndefined();
  });

  it('keeps a missing body as null, and the public contract says null too', async () => {
    const entry = sampleCase('summary-only');
    entry.translations.en!.body = null;
    await upsertCases(handle.db, [entry]);
    expect((await listPublishedCases(handle.db, 'en'))[0]?.body).toBeNull();
    expect((await getPublishedCase(handle.db, 'summary-only', 'en'))?.body).toBeNull();
    const source = createStoreSource({ db: async () => handle.db, cacheSeconds: 0 });
    expect(await source.summaries('en', 'https://agents.test')).toEqual([
      {
        id: 'summary-only',
        title: 'summary-only (en)',
        summary: 'Summary en',
        body: null,
        cover_img: 'https://agents.test/images/cases/fallback-1200.jpg',
      },
    ]);
  });

  it('round-trips the import format: export, import elsewhere, export again', async () => {
    await seedCasesIfEmpty(handle.db);
    await upsertCases(handle.db, [
      sampleCase('hidden', { published: false, coverImage: 'https://cdn.example/hidden.png', sortOrder: 99 }, ['pt']),
    ]);
    const exported = await exportCases(handle.db);
    expect(exported).toHaveLength(4);
    const json = JSON.parse(JSON.stringify(exported)) as unknown;
    const parsed = parseCaseImport(json);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.cases).toEqual(exported);

    const other = await testStores[0]!.open();
    try {
      expect(await upsertCases(other.db, exported)).toEqual({ created: 4, updated: 0 });
      expect(await exportCases(other.db)).toEqual(exported);
    } finally {
      await other.cleanup();
    }
  });

  it('updates a known slug and replaces its translations', async () => {
    await seedCasesIfEmpty(handle.db);
    const [fintech] = await exportCases(handle.db);
    const changed: CaseImport = {
      ...fintech!,
      technologies: ['GPT'],
      sortOrder: 100,
      translations: { en: { ...fintech!.translations.en!, title: 'A new title' } },
    };
    expect(await upsertCases(handle.db, [changed, sampleCase('brand-new')])).toEqual({ created: 1, updated: 1 });
    expect((await listPublishedCases(handle.db, 'en')).map((entry) => [entry.slug, entry.title])).toEqual([
      ['brand-new', 'brand-new (en)'],
      ['retail-analytics', en['retail-analytics'].title],
      ['hr-recruiting', en['hr-recruiting'].title],
      ['fintech-customer-service', 'A new title'],
    ]);
    expect((await getPublishedCase(handle.db, 'fintech-customer-service', 'en'))?.languages).toEqual(['en']);
    expect(await countCases(handle.db)).toBe(4);
  });

  it('imports all cases of a file or none', async () => {
    // The second slug is longer than the column allows (validation would have caught it): the first must not stay.
    await expect(upsertCases(handle.db, [sampleCase('first'), sampleCase('x'.repeat(200))])).rejects.toThrow();
    expect(await countCases(handle.db)).toBe(0);
  });
});

describe('npm run cases -- import | export', () => {
  let dir: string;
  beforeEach(async () => void (dir = await migratedDataDir('cases-cli-')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['scripts/cases.ts', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });

  it('imports a valid file, then exports it to a file and to stdout', async () => {
    const file = join(dir, 'cases.json');
    writeFileSync(file, JSON.stringify([sampleCase('from-file', { sortOrder: 5 }, ['en', 'id'])]));
    const imported = await cli('import', file);
    expect(imported.stdout).toContain('Imported 1 case(s)');
    expect(imported.stdout).toContain('1 created, 0 updated');

    const out = join(dir, 'export.json');
    await cli('export', out);
    const written = JSON.parse(readFileSync(out, 'utf8')) as CaseImport[];
    expect(written).toEqual([sampleCase('from-file', { sortOrder: 5 }, ['en', 'id'])]);
    const { stdout } = await cli('export');
    expect(JSON.parse(stdout)).toEqual(written);
  });

  it('refuses an invalid file, naming each entry and field, and stores nothing', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify([sampleCase('fine'), { ...sampleCase('Not A Slug'), coverImage: 'unknown-cover' }]),
    );
    const failure = await cli('import', file).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('entry 2 ("Not A Slug"): slug: must be lowercase words joined by hyphens');
    expect(failure?.stderr).toContain('entry 2 ("Not A Slug"): coverImage: must be one of');
    const { stdout } = await cli('export');
    expect(JSON.parse(stdout)).toEqual([]);
  });
});

/** A stand-in for the old backend: answers each request with the next scripted reply. */
interface Reply {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

describe('the remote cases source', () => {
  let server: Server;
  let base: string;
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let replies: Reply[] = [];
  const remoteCase = (lang: string, index = 1) => ({
    id: `case-${index}`,
    title: `Title ${index} ${lang}`,
    summary: `Summary ${index}`,
    body: `Body ${index}`,
    cover_img: `https://storage.example/covers/${index}.jpg`,
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ url: req.url ?? '', headers: req.headers });
      const lang = new URL(req.url ?? '/', 'http://x').searchParams.get('lng') ?? '';
      const reply = replies.shift() ?? { body: [remoteCase(lang)] };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.body ?? []));
      }, reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
    replies = [];
  });
  afterEach(() => vi.restoreAllMocks());

  const remote = (overrides: { cacheSeconds?: number; timeoutMs?: number; now?: () => number } = {}) =>
    createRemoteSource({
      url: base,
      apiKey: 'secret-key',
      timeoutMs: overrides.timeoutMs ?? 2000,
      cacheSeconds: overrides.cacheSeconds ?? 60,
      now: overrides.now,
    });

  it('asks for one language with the bearer and apikey headers and keeps the contract', async () => {
    const source = remote();
    expect(await source.summaries('ru', 'https://agents.test')).toEqual([remoteCase('ru')]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/functions/v1/get-cases-by-lang?lng=ru');
    expect(requests[0]!.headers.authorization).toBe('Bearer secret-key');
    expect(requests[0]!.headers.apikey).toBe('secret-key');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect((await source.list('ru'))[0]).toMatchObject({
      slug: 'case-1',
      title: 'Title 1 ru',
      coverImage: 'https://storage.example/covers/1.jpg',
      industry: null,
    });
  });

  it('logs "HTTP error! status: 503" and gives callers no list (not an empty one), which it does not keep', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reader = new CasesReader(remote());
    replies = [{ status: 503, body: { message: 'down' } }];
    expect(await reader.list('en')).toEqual({ ok: false });
    expect(errors).toHaveBeenCalledWith('HTTP error! status: 503');
    expect(await reader.list('en')).toMatchObject({ ok: true, value: [{ slug: 'case-1' }] });
    expect(requests).toHaveLength(2);
  });

  it('while the backend fails, its last answer stands in, with its age', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let clock = 1_000_000;
    const now = () => clock;
    const reader = new CasesReader(remote({ cacheSeconds: 1, now }), now);
    const fresh = await reader.list('en');
    expect(fresh).toEqual({ ok: true, value: [expect.objectContaining({ slug: 'case-1' })] });
    const summaries = await reader.summaries('en', 'https://agents.test');
    expect(summaries.ok).toBe(true);
    clock += 90_500;
    replies = [{ status: 500 }, { status: 500 }];
    expect(await reader.list('en')).toEqual({ ok: true, value: fresh.ok && fresh.value, ageSeconds: 90 });
    expect(await reader.summaries('en', 'https://agents.test')).toMatchObject({ ok: true, ageSeconds: 90 });
    // Another language was never read: nothing stands in for it.
    replies = [{ status: 500 }];
    expect(await reader.list('pt')).toEqual({ ok: false });
  });

  it('gives up after CASES_TIMEOUT_MS with an empty list and a log line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    replies = [{ delayMs: 3000 }];
    // The backend does answer, with a case, after 3 s: an empty list means the wait was cut.
    expect(await new CasesReader(remote({ timeoutMs: 200 })).summaries('fr', 'https://agents.test')).toEqual({
      ok: false,
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no answer within 200 ms'));
  });

  it('treats an answer that is not a list as a failure, and skips items that break the contract', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    replies = [{ body: { error: 'nope' } }, { body: [remoteCase('es'), { id: 5 }, null] }];
    const reader = new CasesReader(remote());
    expect(await reader.list('es')).toEqual({ ok: false });
    expect(errors).toHaveBeenCalled();
    const read = await reader.list('es');
    expect(read.ok && read.value.map((entry) => entry.slug)).toEqual(['case-1']);
  });

  it('keeps each language for CASES_CACHE_SECONDS and shares concurrent misses', async () => {
    let clock = 1_000_000;
    const source = remote({ now: () => clock });
    await Promise.all([source.list('pt'), source.list('pt'), source.summaries('pt', 'https://agents.test')]);
    expect(requests).toHaveLength(1);
    clock += 59_000;
    await source.list('pt');
    expect(requests).toHaveLength(1);
    await source.list('id');
    expect(requests).toHaveLength(2);
    clock += 1_001;
    await source.list('pt');
    expect(requests).toHaveLength(3);
  });

  it('finds a case by id with the languages whose lists hold it', async () => {
    replies = [
      { body: [remoteCase('en', 1), remoteCase('en', 2)] }, // en (asked first)
    ];
    const source = remote();
    const reader = new CasesReader(source);
    await source.list('en');
    replies = languages
      .filter((lang) => lang !== 'en')
      .map((lang) => ({ body: lang === 'ru' ? [remoteCase('ru', 2)] : [] }));
    const found = await reader.find('case-2', 'en');
    expect(found).toMatchObject({ ok: true, value: { slug: 'case-2', title: 'Title 2 en', languages: ['en', 'ru'] } });
    expect(await reader.find('case-9', 'en')).toEqual({ ok: true, value: null });
  });

  it('is chosen by CASES_SOURCE_URL with CASES_API_KEY; the store otherwise', () => {
    const noStore = () => Promise.reject(new Error('not read here'));
    expect(createCasesSource(parseEnv({ CASES_SOURCE_URL: base, CASES_API_KEY: 'k' }), noStore).kind).toBe('remote');
    expect(createCasesSource(parseEnv({}), noStore).kind).toBe('store');
    expect(() => parseEnv({ CASES_SOURCE_URL: base })).toThrow(/CASES_API_KEY/);
  });
});
