/**
 * The page copy editor names its groups and fields with words from the staff catalogs: every key
 * name of every copy document has them in each staff language, so a new key without its words
 * fails here by name rather than showing its raw name to a Russian editor.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pathPartWords, pathWords } from '../../../src/components/staff/content/copyWords';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import { fieldId } from '../../../src/components/staff/content/fieldProps';
import { copyKinds, copyTexts, seedCopy, type CopyKey } from '../../../src/content/pageCopy';
import { staffCatalogs } from '../../../src/i18n';
import { staffLanguages } from '../../../src/i18n/languages';
import type { DocumentEditing } from '../../../src/server/documents/contentScreens';
import { codePackageNames } from '../../../src/data/packages';

const copyKeys = Object.keys(copyKinds) as CopyKey[];

/** Every key name the copy documents' paths hold (not a list's places), sorted. */
const keyNames = [
  ...new Set(
    copyKeys.flatMap((key) =>
      copyTexts(seedCopy(key, 'en')).flatMap(([path]) => path.split('.').filter((part) => !/^\d+$/.test(part))),
    ),
  ),
].sort();

const actions = {
  save: '?_action=staff.content.save',
  publish: '?_action=staff.content.publish',
  schedule: '?_action=staff.content.schedule',
  cancel: '?_action=staff.content.cancel',
  restore: '?_action=staff.content.restore',
};
const editing = (data: unknown, source?: unknown): DocumentEditing => ({
  state: undefined,
  data,
  versions: [{ version: 1, action: 'seeded', memberId: null, createdAt: new Date('2026-11-01T10:00:00Z') }],
  source,
  names: {},
});

/** The text of the label of the field for `path`, or undefined when it has none. */
const labelOf = (html: string, path: string) =>
  html.match(new RegExp(`<label for="${fieldId(path)}">([^<]*)</label>`))?.[1];
/** The texts of the form's group legends, in order. */
const legends = (html: string) => Array.from(html.matchAll(/<legend>([^<]*)<\/legend>/g), (match) => match[1]!);

describe.each(staffLanguages)('the %s words for the copy documents’ keys', (lang) => {
  const words: Readonly<Record<string, string>> = staffCatalogs[lang].copyWords;

  it('name every key of every copy document', () => {
    expect(keyNames.length).toBeGreaterThan(100);
    expect(keyNames.filter((name) => !Object.hasOwn(words, name) || !words[name]!.trim())).toEqual([]);
  });

  it('name no key the copy documents no longer hold', () => {
    expect(Object.keys(words).filter((name) => !keyNames.includes(name))).toEqual([]);
  });
});

describe('a copy path in words', () => {
  it('names each key in the member’s language and counts a list’s places from 1', () => {
    expect(pathWords('en', ['presentation', 'slides', 0, 'text'])).toBe('Presentation › Slides › 1 › Text');
    expect(pathWords('ru', ['presentation', 'slides', '2', 'title'])).toBe('Презентация › Слайды › 3 › Заголовок');
    expect(pathPartWords('en', 'ctaDemo')).toBe('Demo button');
    expect(pathPartWords('ru', 'hero')).toBe('Первый экран');
  });

  it('reads a key without words as its own name in words, never as something inherited', () => {
    expect(pathPartWords('ru', 'newFeatureBlock')).toBe('new feature block');
    expect(pathPartWords('en', 'new_section')).toBe('new section');
    expect(pathPartWords('ru', 'constructor')).toBe('constructor');
    expect(pathWords('en', ['hero', 'newKey', 1])).toBe('Hero (top of the page) › new key › 2');
  });
});

describe('the Russian page copy editor', () => {
  const render = (key: CopyKey) =>
    renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        document={{ key, lang: 'ru', segment: 'ru' }}
        editing={editing(seedCopy(key, 'ru'), seedCopy(key, 'en'))}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );

  it('labels the fields and groups in Russian, not with the keys’ names', () => {
    const html = render('homeCopy');
    expect(html).toContain('<label for="content-hero-title">Заголовок</label>');
    expect(html).toContain('<label for="content-hero-ctaDemo">Кнопка демо</label>');
    expect(legends(html)).toContain('Первый экран');
    expect(legends(html)).toContain('Первый экран › Цифры › Работа без перерыва');
    expect(html).not.toMatch(/>(title|hero|cta demo|hero › stats › uptime)</);
  });

  it.each(copyKeys)('gives every field and group of %s words from the Russian catalog', (key) => {
    const html = render(key);
    const russian = new Set<string>(Object.values(staffCatalogs.ru.copyWords));
    const isRussian = (words: string) => words.split(' › ').every((part) => russian.has(part) || /^\d+$/.test(part));
    const paths = copyTexts(seedCopy(key, 'en')).map(([path]) => path);
    expect(paths.filter((path) => !isRussian(labelOf(html, path) ?? ''))).toEqual([]);
    const groups = [...new Set(paths.map((path) => path.split('.').slice(0, -1).join('.')))];
    expect(
      legends(html).filter((legend) => groups.some((group) => legend === pathWords('ru', group.split('.')))),
    ).toHaveLength(groups.length);
    expect(groups.filter((group) => !isRussian(pathWords('ru', group.split('.'))))).toEqual([]);
  });
});
