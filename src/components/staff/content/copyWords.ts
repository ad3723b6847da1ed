/**
 * How the staff screens name a place in a page copy document, from its path: `ctaDemo` → "cta
 * demo", a list's place counted from 1, the parts joined by › ("about › mission › title").
 */

/** One part of a path in words. */
export function pathPartWords(part: string | number): string {
  const text = String(part);
  return /^\d+$/.test(text) ? `${Number(text) + 1}` : text.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A whole path in words. */
export function pathWords(path: readonly (string | number)[]): string {
  return path.map(pathPartWords).join(' › ');
}
