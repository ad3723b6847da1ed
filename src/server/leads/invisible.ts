/**
 * What a visitor typed, made safe to read: in the lead mail, the CSV export and the staff
 * screens. Bidi controls (embeddings and overrides U+202A-202E, isolates U+2066-2069, the marks
 * U+200E, U+200F, U+061C) reorder the text around them, so "Anna\u202Egpj.exe" reads as
 * "Annaexe.jpg"; zero-width characters (U+200B-200D, U+2060-2064, U+FEFF, U+180E) hide inside
 * names and addresses. Each is written as its code point in brackets, `[U+202E]`: the staff
 * member reads the text in its typed order and sees that something was hidden in it. The store
 * keeps what was typed; the staff screens show it so too, isolated in `<bdi>` (VisitorText.tsx).
 */
const INVISIBLE = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** `text` with every bidi control and invisible character written as `[U+XXXX]`. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}
