/**
 * Comparing two versions of a content document: the field diff (both values flattened to path →
 * value), the price table compared by package rather than by row, each changed field named in
 * words, and the comparison as the server sends it (old value in del, new in ins, each labelled).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeLabel } from '../../../src/components/staff/content/changeLabel';
import { DocumentCompare } from '../../../src/components/staff/content/DocumentCompare';
import { DocumentVersions } from '../../../src/components/staff/content/DocumentVersions';
import { SHARED } from '../../../src/content/documents';
import { seedPackages } from '../../../src/content/packages';
import { seedCopy } from '../../../src/content/pageCopy';
import { staffCatalogs } from '../../../src/i18n';
import { comparable, type Comparison } from '../../../src/server/documents/compareVersions';
import { diffFields, flattenFields } from '../../../src/server/documents/fieldDiff';
import { codePackageNames } from '../../../src/data/packages';

describe('the field diff', () => {
  it('flattens objects and lists to paths, keeping an empty list as a value', () => {
    expect(flattenFields({ a: { b: 1, c: [true, 'x'] }, d: [] })).toEqual([
      { path: ['a', 'b'], value: 1 },
      { path: ['a', 'c', 0], value: true },
      { path: ['a', 'c', 1], value: 'x' },
      { path: ['d'], value: [] },
    ]);
  });

  it('lists each changed, added and removed field and counts the unchanged', () => {
    const from = {
      start: { description: 'Old', features: ['A', 'B', 'C'] },
      scale: { description: 'Same', features: [] },
    };
    const to = {
      start: { description: 'New', features: ['A', 'B2'] },
      scale: { description: 'Same', features: ['D'] },
    };
    expect(diffFields(from, to)).toEqual({
      changes: [
        { path: ['start', 'description'], from: 'Old', to: 'New' },
        { path: ['start', 'features', 1], from: 'B', to: 'B2' },
        { path: ['scale', 'features', 0], from: undefined, to: 'D' },
        { path: ['start', 'features', 2], from: 'C', to: undefined },
        { path: ['scale', 'features'], from: [], to: undefined },
      ],
      unchanged: 2,
    });
  });

  it('finds nothing changed between equal values, and tells a number from its text', () => {
    expect(diffFields(seedPackages(), seedPackages())).toEqual({ changes: [], unchanged: 15 });
    expect(diffFields({ a: 1 }, { a: '1' }).changes).toEqual([{ path: ['a'], from: 1, to: '1' }]);
  });

  it('compares the price table by package, so a moved package shows as positions, not as swapped prices', () => {
    const before = seedPackages();
    const after = { items: [before.items[2]!, before.items[0]!, before.items[1]!] };
    expect(diffFields(comparable('packages', before), comparable('packages', after))).toEqual({
      changes: [
        { path: ['scale', 'position'], from: 3, to: 1 },
        { path: ['start', 'position'], from: 1, to: 2 },
        { path: ['growth', 'position'], from: 2, to: 3 },
      ],
      unchanged: 12,
    });
  });
});

describe('a changed field in words', () => {
  it('names the package and what of it changed, in the member’s language', () => {
    expect(changeLabel('en', 'packages', ['growth', 'prices', 'RUB'], codePackageNames)).toBe(
      'Growth: monthly price, RUB',
    );
    expect(changeLabel('en', 'packages', ['start', 'popular'], codePackageNames)).toBe('Start: popular');
    expect(changeLabel('ru', 'packages', ['scale', 'position'], codePackageNames)).toBe('Scale: место');
    expect(changeLabel('en', 'packageCopy', ['start', 'features', 1], codePackageNames)).toBe('Start: feature 2');
    expect(changeLabel('ru', 'packageCopy', ['growth', 'description'], codePackageNames)).toBe('Growth: описание');
    expect(changeLabel('en', 'packageCopy', ['other', 'thing', 3], codePackageNames)).toBe('other.thing.3');
  });
});

describe('the comparison as the server sends it', () => {
  const comparison: Comparison = {
    key: 'packages',
    lang: SHARED,
    versions: [3, 2, 1],
    current: 3,
    from: 1,
    to: 3,
    changes: [
      { path: ['growth', 'prices', 'RUB'], from: 79000, to: 85000 },
      { path: ['start', 'popular'], from: false, to: true },
    ],
    unchanged: 10,
  };

  it('shows each changed field with its old value struck and the new inserted, each labelled, and counts the rest', () => {
    const html = renderToStaticMarkup(
      <DocumentCompare
        packages={codePackageNames}
        lang="en"
        comparison={comparison}
        editorPath="/staff/content/packages/all"
      />,
    );
    expect(html).toContain('<h3>Growth: monthly price, RUB</h3>');
    expect(html).toMatch(/Before, version 1:<\/span> <del>79000<\/del>/);
    expect(html).toMatch(/After, version 3:<\/span> <ins>85000<\/ins>/);
    expect(html).toMatch(/<del>no<\/del>[\s\S]*<ins>yes<\/ins>/);
    expect(html).toContain('Fields unchanged, not shown: 10.');
    expect(html).toContain('action="/staff/content/packages/all/compare" method="get"');
    expect(html).toMatch(/<select id="compare-from" name="from">[\s\S]*<option value="1" selected="">1<\/option>/);
    expect(html).toContain('href="/staff/content/packages/all"');
  });

  it('says so when two versions hold the same', () => {
    const html = renderToStaticMarkup(
      <DocumentCompare
        packages={codePackageNames}
        lang="ru"
        comparison={{ ...comparison, from: 3, changes: [], unchanged: 12 }}
        editorPath="/staff/content/packages/all"
      />,
    );
    expect(html).toContain('Содержимое двух версий одинаково.');
    expect(html).not.toContain('<del>');
  });

  it('links every earlier version in the versions list to its comparison with the published one', () => {
    const versions = [3, 2, 1].map((version) => ({
      version,
      action: 'published',
      memberId: null,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    }));
    const html = renderToStaticMarkup(
      <DocumentVersions
        lang="en"
        versions={versions}
        names={{}}
        document={{ key: 'packages', lang: 'all' }}
        action="?_action=staff.content.restore"
        compare={{ path: '/staff/content/packages/all/compare', current: 3 }}
      />,
    );
    expect(html).toContain('href="/staff/content/packages/all/compare?from=2&amp;to=3"');
    expect(html).toContain('aria-label="Compare with current: version 1 against version 3"');
    expect(html).not.toContain('from=3&amp;to=3');
    expect(html).toMatch(/<select id="versions-compare-from" name="from">[\s\S]*<option value="2" selected="">/);
  });
  it.each(['en', 'ru'] as const)(
    'names each comparison link with its visible text first, then the versions (WCAG 2.5.3), in %s',
    (lang) => {
      const versions = [2, 1].map((version) => ({
        version,
        action: 'published',
        memberId: null,
        createdAt: new Date('2026-11-01T10:00:00Z'),
      }));
      const html = renderToStaticMarkup(
        <DocumentVersions
          lang={lang}
          versions={versions}
          names={{}}
          document={{ key: 'packages', lang: 'all' }}
          action="?_action=staff.content.restore"
          compare={{ path: '/staff/content/packages/all/compare', current: 2 }}
        />,
      );
      const [, name, text] = /<a href="[^"]*compare\?from=1[^"]*" aria-label="([^"]*)">([^<]*)<\/a>/.exec(html) ?? [];
      expect(text).toBe(staffCatalogs[lang].content.compare.link);
      expect(name!.startsWith(`${text}:`)).toBe(true);
      expect(name).toContain('1');
      expect(name).toContain('2');
    },
  );
});

describe('the package words compared', () => {
  it('in the editor’s order, whatever order the store kept the keys in', () => {
    const from = {
      scale: { features: ['S'], description: 'Scale' },
      growth: { features: ['G'], description: 'Growth' },
      start: { features: ['A'], description: 'Start' },
    };
    const to = {
      growth: { features: ['G2'], description: 'Growth 2' },
      start: { features: ['A2'], description: 'Start' },
      scale: { features: ['S'], description: 'Scale' },
    };
    expect(
      diffFields(comparable('packageCopy', from), comparable('packageCopy', to)).changes.map((change) =>
        change.path.join('.'),
      ),
    ).toEqual(['start.features.0', 'growth.description', 'growth.features.0']);
  });
});

describe('comparing page copy', () => {
  it('compares in the English’s order whatever order the store kept the keys in, and names a text as its editor does', () => {
    const before = seedCopy('aboutCopy', 'ru') as { about: { title: string; mission: { title: string } } };
    const after = {
      about: { ...before.about, title: 'Новое', mission: { ...before.about.mission, title: 'Миссия по-новому' } },
    };
    // The store gives keys back sorted its own way: reverse them to be sure the order is put back.
    const reversed = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([key, inner]) => [key, reversed(inner)]),
          )
        : value;
    const { changes } = diffFields(comparable('aboutCopy', reversed(before)), comparable('aboutCopy', reversed(after)));
    expect(changes.map((change) => change.path.join('.'))).toEqual(['about.title', 'about.mission.title']);
    expect(changeLabel('en', 'aboutCopy', ['about', 'mission', 'title'], codePackageNames)).toBe(
      'About page › Mission › Title',
    );
    expect(changeLabel('ru', 'presentationCopy', ['presentation', 'slides', 0, 'text'], codePackageNames)).toBe(
      'Презентация › Слайды › 1 › Текст',
    );
  });
});
