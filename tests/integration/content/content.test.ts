/**
 * `npm run content -- export | import [--dry-run]` on both stores: a seeded store's content
 * exported, imported into an empty store and exported again is the same file byte for byte;
 * a dry run says what would change and changes no row; a file with anything wrong exits 1
 * naming each place and changes no row; a real import is in the audit log and heard by the
 * running instances.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropCachesOnCaseChanges } from '../../../src/server/cases/events';
import { seedCasesIfEmpty } from '../../../src/server/cases/seed';
import { parseContent } from '../../../src/server/content/format';
import { exportContent, importContent } from '../../../src/server/content/transfer';
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client';
import { auditLog, caseVersions, redirects, siteDocumentVersions } from '../../../src/server/db/schema';
import { SHARED } from '../../../src/content/documents';
import { everyDocument } from '../../../src/server/documents/access';
import { seedPackageCopy, seedPackages } from '../../../src/content/packages';
import { publishDocument, seedDocumentsIfEmpty } from '../../../src/server/documents/store';
import { replies } from '../../../src/actions/staff/replies';
import { redirects as redirectActions } from '../../../src/actions/staff/redirects';
import { onRedirectChanges } from '../../../src/server/redirects/store';
import { runScript } from '../../support/integration/commandLine';
import { staffActing } from '../../support/integration/acting';
import { migratedDataDir, postgresUrl, resetPostgres } from '../../support/integration/stores';

/** How the command line reaches each store: its settings, and an empty store to start from. */
const targets = [
  { name: 'PGlite', empty: async () => ({ DATA_DIR: await migratedDataDir('content-store-'), DATABASE_URL: '' }) },
  { name: 'PostgreSQL', empty: async () => (await resetPostgres(), { DATA_DIR: 'unused', DATABASE_URL: postgresUrl }) },
];

type Settings = Awaited<ReturnType<(typeof targets)[number]['empty']>>;

/** Runs `npm run content -- ...args` on the store `settings` name. */
const content = (settings: Settings, args: string[]) => runScript('content.ts', args, settings);

/** Opens the store `settings` name for `use`, and closes it again (the embedded one admits one process at a time). */
async function withStore<T>(settings: Settings, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ DATA_DIR: settings.DATA_DIR, DATABASE_URL: settings.DATABASE_URL || undefined });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

/** The seeded price table with the Growth package at 89,000 roubles. */
function raisedPrices() {
  const table = seedPackages();
  return {
    items: table.items.map((item) =>
      item.id === 'growth' ? { ...item, prices: { ...item.prices, RUB: 89_000 } } : item,
    ),
  };
}

/** Seeds the cases, two redirects, a changed reply template and a new Growth price in roubles, as editors and an admin would. */
async function seed(handle: DatabaseHandle): Promise<void> {
  await seedCasesIfEmpty(handle.db);
  const admin = staffActing(handle, 'staff-admin-1', 'admin');
  await redirectActions.save.perform(
    { from: '/spring-offer', target: '/en/solutions?utm_source=flyer', status: 302 },
    admin,
  );
  await redirectActions.save.perform({ from: '/old-blog', target: 'https://blog.example.com/', status: 301 }, admin);
  await replies.template.perform(
    { lang: 'ru', subject: 'Ваш запрос', body: 'Здравствуйте, {name}!\n\nСпасибо.', reset: '' },
    admin,
  );
  await seedDocumentsIfEmpty(handle.db);
  await publishDocument(
    handle.db,
    { id: 'staff-admin-1', email: 'admin@staff.example' },
    'packages',
    SHARED,
    raisedPrices(),
    new Date('2026-11-27T09:00:00Z'),
  );
}

/** Every row an import could touch, as a comparable text: the content, when each redirect was written, and the audit and version rows. */
async function rows(db: Database): Promise<string> {
  const [audits] = await db.select({ value: count() }).from(auditLog);
  const [versions] = await db.select({ value: count() }).from(caseVersions);
  const [documentVersions] = await db.select({ value: count() }).from(siteDocumentVersions);
  const written = await db
    .select({ from: redirects.fromPath, at: redirects.updatedAt })
    .from(redirects)
    .orderBy(redirects.fromPath);
  return JSON.stringify({
    content: await exportContent(db),
    written,
    audits: audits?.value,
    versions: versions?.value,
    documentVersions: documentVersions?.value,
  });
}

// Each test starts the command line several times; on a busy machine that takes a while.
describe.each(targets)('npm run content on $name', { timeout: 300_000 }, (target) => {
  let dir: string;
  let settings: Settings;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-files-'));
    settings = await target.empty();
    await withStore(settings, seed);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (!settings.DATABASE_URL) rmSync(settings.DATA_DIR, { recursive: true, force: true });
  });

  const file = (name: string, data: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
    return path;
  };

  it('exports a seeded store, imports it into an empty one, and exports the same file again', async () => {
    const first = join(dir, 'first.json');
    expect(await content(settings, ['export', first])).toMatchObject({ code: 0 });
    const exported = JSON.parse(readFileSync(first, 'utf8'));
    expect(exported).toMatchObject({
      format: 1,
      redirects: [
        { from: '/old-blog', target: 'https://blog.example.com/', status: 301 },
        { from: '/spring-offer', target: '/en/solutions?utm_source=flyer', status: 302 },
      ],
      replyTemplates: { ru: { subject: 'Ваш запрос', body: 'Здравствуйте, {name}!\n\nСпасибо.' } },
      documents: {
        packages: { '*': raisedPrices() },
        packageCopy: { ru: seedPackageCopy('ru'), pt: seedPackageCopy('pt') },
      },
    });
    expect(exported.cases.length).toBeGreaterThan(1);
    expect(Object.keys(exported.cases[0].translations)).toHaveLength(6);

    const empty = await target.empty();
    const imported = await content(empty, ['import', first]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(
      `cases: ${exported.cases.length} added, 0 changed, 0 unchanged, 0 not in the file (kept)`,
    );
    expect(imported.stdout).toContain('redirects: 2 added');
    expect(imported.stdout).toContain('  added    /spring-offer');
    expect(imported.stdout).toContain('replyTemplates: 1 added');
    expect(imported.stdout).toContain(
      `documents: 0 added, 1 changed, ${everyDocument().length - 1} unchanged, 0 not in the file (kept)`,
    );
    expect(imported.stdout).toContain('items.1.prices.RUB: 79000 -> 89000');
    const second = join(dir, 'second.json');
    expect(await content(empty, ['export', second])).toMatchObject({ code: 0 });
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));

    // The same file again changes nothing.
    const before = await withStore(empty, (handle) => rows(handle.db));
    expect((await content(empty, ['import', first])).stdout).toContain('cases: 0 added, 0 changed');
    expect(await withStore(empty, (handle) => rows(handle.db))).toBe(before);
    if (empty.DATABASE_URL === '') rmSync(empty.DATA_DIR, { recursive: true, force: true });
  });

  it('says in a dry run what would change, field by field, and changes no row', async () => {
    const exported = await withStore(settings, (handle) => exportContent(handle.db));
    const [changed, ...others] = exported.cases;
    const edited = {
      format: 1,
      cases: [
        {
          ...changed,
          sortOrder: 999,
          translations: { ...changed!.translations, ru: { ...changed!.translations.ru, title: 'Новый заголовок' } },
        },
        { slug: 'brand-new', translations: { en: { title: 'Brand new', summary: 'A new case', industry: 'Retail' } } },
      ],
      redirects: [{ from: '/spring-offer', target: '/en/contact', status: 302 }],
      replyTemplates: { en: { subject: 'Your request', body: 'Hello {name}' } },
      documents: {
        packageCopy: {
          fr: { ...seedPackageCopy('fr'), start: { ...seedPackageCopy('fr').start, description: 'Pour commencer.' } },
        },
      },
    };
    const before = await withStore(settings, (handle) => rows(handle.db));
    const dry = await content(settings, ['import', file('edited.json', edited), '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`cases: 1 added, 1 changed, 0 unchanged, ${others.length} not in the file (kept)`);
    expect(dry.stdout).toContain(`  changed  ${changed!.slug}\n`);
    expect(dry.stdout).toContain(`sortOrder: ${changed!.sortOrder} -> 999\n`);
    expect(dry.stdout).toContain(`ru.title: ${changed!.translations.ru!.title.slice(0, 40)}`);
    expect(dry.stdout).toMatch(/ru\.title: .* -> Новый заголовок\n/);
    expect(dry.stdout).toContain('  added    brand-new');
    expect(dry.stdout).toContain(`  kept     ${others[0]!.slug} (not in the file)`);
    expect(dry.stdout).toContain('target: /en/solutions?utm_source=flyer -> /en/contact\n');
    expect(dry.stdout).toContain('  kept     /old-blog (not in the file)');
    expect(dry.stdout).toContain('replyTemplates: 1 added, 0 changed, 0 unchanged, 1 not in the file (kept)');
    expect(dry.stdout).toContain(
      `documents: 0 added, 1 changed, 0 unchanged, ${everyDocument().length - 1} not in the file (kept)`,
    );
    expect(dry.stdout).toMatch(/ {2}changed {2}packageCopy\/fr\n +start\.description: .+ -> "Pour commencer\."\n/);
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await withStore(settings, (handle) => rows(handle.db))).toBe(before);
  });

  it('refuses a file with anything wrong, naming each place, and changes no row', async () => {
    const exported = await withStore(settings, (handle) => exportContent(handle.db));
    const before = await withStore(settings, (handle) => rows(handle.db));
    const [first] = exported.cases;
    const refused = async (data: unknown, ...places: string[]) => {
      const result = await content(settings, ['import', file('bad.json', data)]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('was not imported; nothing was changed');
      for (const place of places) expect(result.stderr).toContain(place);
    };
    expect(await content(settings, ['import', file('bad.json', '{ "format": 1, "cases": [')])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^\S+bad\.json is not JSON: [^\n]+\n$/),
    });
    await refused({ ...exported, format: 2 }, 'format: must be 1');
    await refused(exported.cases, 'format: must be 1');
    await refused(
      {
        format: 1,
        cases: [
          { ...first, slug: 'Not A Slug' },
          { ...first, translations: { ...first!.translations, ru: { ...first!.translations.ru, title: '  ' } } },
        ],
      },
      'cases[0].slug: must be lowercase words joined by hyphens',
      'cases[1].translations.ru.title: ',
    );
    await refused(
      {
        format: 1,
        redirects: [
          { from: '/a', target: '/b', status: 301 },
          { from: '/b', target: '/a', status: 301 },
          { from: '/en/solutions', target: '/en', status: 301 },
        ],
      },
      'redirects[0].target: The redirects would go round in a loop',
      'redirects[1].target: The redirects would go round in a loop',
      'redirects[2].from: A page of the site already answers this address',
    );
    await refused(
      {
        format: 1,
        documents: {
          packages: {
            '*': { items: raisedPrices().items.map((item) => ({ ...item, prices: { ...item.prices, USD: -5 } })) },
          },
          packageCopy: { xx: {} },
        },
      },
      'documents.packages.*.items.0.prices.USD: A price is at least 1. (price.min)',
      'documents.packageCopy.xx: "packageCopy" is written in en, ru, id, es, fr, pt',
    );
    // A loop in a file whose cases are fine: nothing of it is written.
    await refused(
      {
        ...exported,
        cases: [{ ...first, sortOrder: 5 }],
        redirects: [
          { from: '/loop-back', target: '/next', status: 301 },
          { from: '/next/', target: '/loop-back?from=next', status: 302 },
        ],
      },
      'redirects[0].target: The redirects would go round in a loop',
      'redirects[1].target: The redirects would go round in a loop',
    );
    expect(await withStore(settings, (handle) => rows(handle.db))).toBe(before);
  });

  it('prints the usage for an unknown command or option', async () => {
    const result = await content(settings, ['import', 'x.json', '--force']);
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run content') });
  });
});

describe.each(targets)('a content import on $name', (target) => {
  it('is in the audit log and the case history, and heard by the running instances', async () => {
    const settings = await target.empty();
    const handle = await openDatabase({
      DATA_DIR: settings.DATA_DIR,
      DATABASE_URL: settings.DATABASE_URL || undefined,
    });
    try {
      await seed(handle);
      const exported = await exportContent(handle.db);
      const [first] = exported.cases;
      const parsed = parseContent({
        format: 1,
        cases: [{ ...first, sortOrder: 7 }],
        redirects: [{ from: '/new-link', target: '/en', status: 301 }],
      });
      if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
      const heardCases: string[][] = [];
      const heardRedirects: string[][] = [];
      const unlistenCases = await dropCachesOnCaseChanges(handle, (notice) =>
        heardCases.push('slugs' in notice ? notice.slugs : []),
      );
      const unlistenRedirects = await onRedirectChanges(handle, (paths) => heardRedirects.push(paths ?? []));
      const auditedBefore = (await handle.db.select().from(auditLog)).length;
      await importContent(handle.db, parsed.content, { write: true });
      await expect.poll(() => [heardCases, heardRedirects]).toEqual([[[first!.slug]], [['/new-link']]]);
      await unlistenCases();
      await unlistenRedirects();
      const audits = (await handle.db.select().from(auditLog).orderBy(auditLog.id)).slice(auditedBefore);
      expect(audits.map(({ action, target, details, actorId }) => ({ action, target, details, actorId }))).toEqual([
        { action: 'cases-import', target: null, details: { created: '0', updated: '1' }, actorId: null },
        { action: 'redirect-save', target: '/new-link', details: { to: '/en', status: '301' }, actorId: null },
      ]);
      const versions = await handle.db.select().from(caseVersions);
      expect(versions).toMatchObject([
        { change: 'imported', authorEmail: null, snapshot: { slug: first!.slug, sortOrder: 7 } },
      ]);
    } finally {
      await handle.close();
      if (settings.DATABASE_URL === '') rmSync(settings.DATA_DIR, { recursive: true, force: true });
    }
  });
});
