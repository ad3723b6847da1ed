import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaseList } from '../../../src/components/staff/cases/CaseList';
import { staffCatalogs } from '../../../src/i18n';

const at = new Date('2026-11-20T10:00:00Z');
const entries = ['Port', 'Bank', 'Farm'].map((title, index) => ({
  id: index + 1,
  slug: title.toLowerCase(),
  title,
  published: true,
  archived: false,
  sortOrder: index,
  updatedAt: at,
  languages: {},
}));
const markup = (lang: 'en' | 'ru') =>
  renderToStaticMarkup(
    <CaseList
      t={staffCatalogs[lang].cases}
      lang={lang}
      entries={entries}
      move="?_action=staff.cases.move"
      clock={undefined}
    />,
  );

/** Each move form of the markup: where it posts, its fields, its button's name and whether it is disabled. */
const movesIn = (html: string) =>
  [...html.matchAll(/<form[^>]* action="([^"]+)" method="post"[^>]*>(.*?)<\/form>/g)].map(([, action, inner]) => ({
    action,
    fields: Object.fromEntries(
      [...inner!.matchAll(/<input type="hidden" name="(\w+)" value="(\w+)"\/>/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    ),
    button: /aria-label="([^"]+)"/.exec(inner!)?.[1],
    disabled: /<button[^>]*\sdisabled=""/.test(inner!),
  }));

describe('the cases list as the server sends it (before any script)', () => {
  it('moves each case with forms posting the move action, the first case not up and the last not down', () => {
    const moves = movesIn(markup('en'));
    expect(moves).toHaveLength(6);
    expect(moves.slice(0, 2)).toEqual([
      {
        action: '/staff/cases?_action=staff.cases.move',
        fields: { case: '1', direction: 'up' },
        button: 'Move Port up',
        disabled: true,
      },
      {
        action: '/staff/cases?_action=staff.cases.move',
        fields: { case: '1', direction: 'down' },
        button: 'Move Port down',
        disabled: false,
      },
    ]);
    expect(moves.slice(4).map((move) => [move.button, move.disabled])).toEqual([
      ['Move Farm up', false],
      ['Move Farm down', true],
    ]);
  });

  it('shows no drag handle a page without a script could not use, and says how the buttons work in the member’s language', () => {
    for (const lang of ['en', 'ru'] as const) {
      const html = markup(lang);
      expect(html, lang).not.toContain('aria-keyshortcuts');
      expect(html, lang).toContain(
        `<p class="${/class="([^"]+)" id="reorder-hint"/.exec(html)?.[1]}" id="reorder-hint">${staffCatalogs[lang].cases.reorder.hintWithoutScript}</p>`,
      );
      expect(html, lang).toMatch(/<p role="status"[^>]*id="reorder-status"><\/p>/);
    }
  });
});
