/**
 * How a page's title and description read in a search result: the title as the site composes
 * it (with the company's name), the recommended lengths, and the description cut where search
 * engines usually cut it. Shared by the staff editor's server markup and its live script, so
 * both count and cut the same way.
 */
import { site } from '../config/site.ts';

/** The title a page's `<title>` carries: the page's own, then the company's name unless it has it. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** The recommended lengths, in characters (the title's counted with the company's name). */
export const snippetRanges = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
} as const;

export type SnippetPart = keyof typeof snippetRanges;

/** Whether a text of `length` characters is below, within or above its part's recommended range. */
export function lengthAdvice(part: SnippetPart, length: number): 'short' | 'long' | 'ok' {
  const { min, max } = snippetRanges[part];
  return length < min ? 'short' : length > max ? 'long' : 'ok';
}

/** Characters as people count them: an emoji or an accented letter written in two code points is one. */
export function characters(text: string): number {
  return [...text.trim()].length;
}

/** The description as a result shows it: whole up to the limit, else cut at a word before it with an ellipsis. */
export function snippetDescription(text: string, limit: number = snippetRanges.description.max): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  if (chars.length <= limit) return chars.join('');
  // One character more than fits, so a word ending right at the limit is seen as whole.
  const cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut.slice(0, -1)).replace(/[\s,.;:–—-]+$/, '')}…`;
}
