import { describe, expect, it } from 'vitest';
import { parseContent } from '../../../src/server/content/format';
import { describePlan } from '../../../src/server/content/planText';

const story = (slug: string) => ({
  slug,
  translations: { en: { title: 'Port agent', summary: 'Berths in seconds.', industry: 'Logistics' } },
});

describe('the content file', () => {
  it('reads a file of format 1 whose parts may be left out', () => {
    expect(parseContent({ format: 1 })).toEqual({
      ok: true,
      content: { format: 1, cases: [], redirects: [], replyTemplates: {}, documents: {} },
    });
  });

  it('refuses another format, or none, before reading further', () => {
    expect(parseContent({ format: 2, cases: 'anything' })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^format: must be 1 .* the file has 2$/)],
    });
    expect(parseContent([story('a')])).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^format: must be 1 .* the file has none$/)],
    });
  });

  it('names each problem by its place in the file', () => {
    const parsed = parseContent({
      format: 1,
      cases: [story('fine'), { ...story('fine'), translations: { ru: { title: '', summary: 'x', industry: 'y' } } }],
      redirects: [{ from: '/a', target: '/b', status: 303 }],
      replyTemplates: { de: { subject: 'Hallo', body: 'Text' }, en: { subject: ' ', body: 'Text' } },
      extra: true,
    });
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cases\[1\]\.translations\.ru\.title: /),
        expect.stringMatching(/^redirects\[0\]\.status: /),
        expect.stringMatching(/^replyTemplates\.en\.subject: /),
        expect.stringMatching(/^replyTemplates: .*de/),
        expect.stringMatching(/^file: .*extra/),
      ]),
    );
  });

  it('refuses two cases of one slug', () => {
    expect(parseContent({ format: 1, cases: [story('a'), story('b'), story('a')] })).toEqual({
      ok: false,
      problems: ['cases[2].slug: "a" repeats cases[0]'],
    });
  });
});

describe('the import plan as read', () => {
  it('shows a changed value on one line, from a little before where it first differs, and an empty one as (none)', () => {
    const before = `${'An opening paragraph that stays the same. '.repeat(3)}\nThe end.`;
    const after = `${'An opening paragraph that stays the same. '.repeat(3)}\nThe new end, longer than it was.`;
    const lines = describePlan({
      problems: [],
      cases: [
        { name: 'port-agent', change: 'changed', fields: [{ field: 'en.body', before, after }] },
        { name: 'new-one', change: 'added', fields: [] },
        { name: 'old-one', change: 'kept', fields: [] },
        { name: 'same-one', change: 'unchanged', fields: [] },
      ],
      redirects: [],
      replyTemplates: [
        { name: 'ru', change: 'changed', fields: [{ field: 'subject', before: '', after: 'Ваш запрос' }] },
      ],
      documents: [
        {
          name: 'packages/*',
          change: 'changed',
          fields: [{ field: 'items.1.prices.RUB', before: '79000', after: '89000' }],
        },
      ],
    });
    expect(lines).toEqual([
      'cases: 1 added, 1 changed, 1 unchanged, 1 not in the file (kept)',
      '  changed  port-agent',
      '             en.body: …tays the same. ⏎The end. -> …tays the same. ⏎The new end, longer than it was.',
      '  added    new-one',
      '  kept     old-one (not in the file)',
      'redirects: 0 added, 0 changed, 0 unchanged, 0 not in the file (kept)',
      'replyTemplates: 0 added, 1 changed, 0 unchanged, 0 not in the file (kept)',
      '  changed  ru',
      '             subject: (none) -> Ваш запрос',
      'documents: 0 added, 1 changed, 0 unchanged, 0 not in the file (kept)',
      '  changed  packages/*',
      '             items.1.prices.RUB: 79000 -> 89000',
    ]);
  });
});
