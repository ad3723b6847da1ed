/**
 * Every message of the site's and the staff area's catalogs is read somewhere: an unused key is
 * copy translated six times (or twice) for nobody. The type checker already makes every
 * language hold every key of English; this checks the other way, that the code reads each one,
 * by its full key path: reading one group's `title` does not make another group's `title` read.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreadMessages } from '../../support/unit/catalogReads';

const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => resolve(dir, path));
const catalogModules = (dir: string) => filesIn(dir).filter((path) => path.endsWith('.ts'));
const isCatalog = (path: string) => /\/src\/i18n\/(site|staff)\//.test(path);

describe('the catalogs', () => {
  it('hold no message that the code never reads', () => {
    const readers = ['src', 'scripts']
      .flatMap(filesIn)
      .filter((path) => /\.(ts|tsx|astro)$/.test(path) && !isCatalog(path));
    const unread = unreadMessages({
      catalogs: { site: catalogModules('src/i18n/site/en'), staff: catalogModules('src/i18n/staff/en') },
      readers,
    });
    expect(unread).toEqual({ site: [], staff: [] });
  }, 300_000);
});

describe('the check itself', { timeout: 300_000 }, () => {
  const dir = resolve('tests/unit/site/virtual');
  const catalog = join(dir, 'catalog.ts');
  const check = (readers: Record<string, string>) =>
    unreadMessages({
      catalogs: { site: [catalog] },
      readers: Object.keys(readers).map((name) => join(dir, name)),
      files: new Map([
        [
          catalog,
          "export const footer = { company: 'Company' };\nexport const form = { company: 'Company', email: 'Email' };\nexport const steps = [{ title: 'One' }, { title: 'Two' }];\nconst catalog = { footer, form, steps };\nexport default catalog;",
        ],
        ...Object.entries(readers).map(([name, text]): [string, string] => [join(dir, name), text]),
      ]),
    }).site;

  it('tells a key the code reads from another key of the same name', () => {
    expect(check({ 'reader.ts': "import t from './catalog.ts';\nexport const label = t.form.company;" })).toEqual([
      'footer.company',
      'form.email',
      'steps.*.title',
    ]);
  });

  it('follows destructuring, lists and Astro templates', () => {
    const readers = {
      'reader.ts':
        "import t from './catalog.ts';\nconst { email } = t.form;\nexport const titles = [email, ...t.steps.map((step) => step.title)];",
      'Page.astro': "---\nimport t from './catalog.ts';\n---\n<p>{t.footer.company}</p>",
    };
    expect(check(readers)).toEqual(['form.company']);
  });

  it('counts a group handed over as something else as read whole', () => {
    expect(
      check({ 'reader.ts': "import t from './catalog.ts';\nexport const copy: Record<string, string> = t.form;" }),
    ).toEqual(['footer.company', 'steps.*.title']);
  });
});
