/**
 * How a reply to a lead is written: plain text with a small formatting subset, turned into the
 * HTML part of its mail. Blank lines part paragraphs, a line break stays one, `**words**` are bold
 * and `http(s)://` addresses become links. Everything else is text: the whole input is escaped
 * before any of that is applied, so no markup a member types reaches the mail as markup.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with the five characters HTML gives a meaning written as entities. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/** An address in escaped text: up to a space, a tag, a quote or an asterisk (bold's marker). */
const ADDRESS = /\bhttps?:\/\/(?:(?!&(?:lt|gt|quot|#39);)[^\s<>"'*])+/gi;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /(?:[.,;:!?)\]]|&(?:lt|gt|quot|#39);)+$/;
/** `**bold**`, within one line, not starting or ending with a space. */
const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;

/** One escaped line with its bold words and links. */
function inline(line: string): string {
  return escapeHtml(line)
    .replace(BOLD, '<strong>$1</strong>')
    .replace(ADDRESS, (found) => {
      const address = found.replace(TRAILING, '');
      return `<a href="${address}">${address}</a>${found.slice(address.length)}`;
    });
}

/** The text with its line breaks as `\n` and no trailing space on a line. */
export function replyPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

/** The HTML of a reply's text: one `<p>` per paragraph, `<br>` per line break, bold and links. */
export function replyHtml(text: string): string {
  return replyPlainText(text)
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${paragraph.split('\n').map(inline).join('<br>\n')}</p>`)
    .join('\n');
}
