/**
 * Text a visitor typed, as the staff area shows it: inside `<bdi>`, which isolates its
 * direction, so a bidi control (U+202E and the like) or right-to-left letters in it cannot
 * reorder the words around it. Nothing is shown for an empty value.
 */
export function VisitorText({ text }: { text: string | null | undefined }) {
  return text ? <bdi>{text}</bdi> : null;
}
