import { showInvisible } from '../../server/leads/invisible';

/**
 * Text a visitor typed, as the staff area shows it: every bidi control and invisible character
 * written as its code point (`[U+202E]`, as the mails and the CSV write them), so "Anna\u202Egpj.exe"
 * reads in its typed order and shows what was hidden in it; inside `<bdi>`, which isolates its
 * direction, so right-to-left letters in it cannot reorder the words around it. Nothing is
 * shown for an empty value.
 */
export function VisitorText({ text }: { text: string | null | undefined }) {
  return text ? <bdi>{showInvisible(text)}</bdi> : null;
}
