/**
 * The titles and descriptions editor, live: as a member types a title or a description, its
 * length line and its page's search-result preview follow. Without a script both show the
 * values the page was sent with (`components/staff/content/SeoSnippet.tsx`).
 */
import { characters, fullTitle, lengthAdvice, snippetDescription, type SnippetPart } from '../../seo/snippet';

const field = (id: string | undefined) =>
  (id ? document.getElementById(id) : null) as HTMLInputElement | HTMLTextAreaElement | null;

/** Writes `text` into `element` only when it differs, so a live region says nothing that did not change. */
function write(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/** Rewrites one length line from its field's value. */
function count(line: HTMLElement): void {
  const input = field(line.dataset.for);
  if (!input) return;
  const part = line.dataset.seoCount as SnippetPart;
  const length = characters(part === 'title' ? fullTitle(input.value.trim()) : input.value);
  const advice = lengthAdvice(part, length);
  const text = line.querySelector('[data-seo-count-text]');
  const warning = line.querySelector('[data-seo-warning]');
  write(text, (line.dataset.template ?? '').replace('{count}', String(length)));
  write(warning, advice === 'ok' ? '' : ` ${(advice === 'short' ? line.dataset.short : line.dataset.long) ?? ''}`);
}

/** Rewrites one page's preview from its title and description fields. */
function preview(figure: HTMLElement): void {
  const title = field(figure.dataset.titleFor);
  const description = field(figure.dataset.descriptionFor);
  const titleLine = figure.querySelector('[data-seo-part=title]');
  const descriptionLine = figure.querySelector('[data-seo-part=description]');
  if (title) write(titleLine, fullTitle(title.value.trim()));
  if (description) write(descriptionLine, snippetDescription(description.value));
}

document.addEventListener('input', (event) => {
  const target = event.target;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.id) return;
  for (const line of document.querySelectorAll<HTMLElement>(`[data-seo-count][data-for="${target.id}"]`)) count(line);
  for (const figure of document.querySelectorAll<HTMLElement>(
    `[data-title-for="${target.id}"], [data-description-for="${target.id}"]`,
  ))
    preview(figure);
});

// What was typed before this script ran (a slow phone) is shown at once, not at the next key.
for (const line of document.querySelectorAll<HTMLElement>('[data-seo-count][data-for]')) count(line);
for (const figure of document.querySelectorAll<HTMLElement>('[data-title-for], [data-description-for]'))
  preview(figure);
