/**
 * A reply's new text apart from what it quotes: the earlier messages (`> …`, "On … wrote:",
 * "-----Original Message-----") and the signature, which the lead page folds away. The split is
 * email-reply-parser's (GitHub's rules); nothing is dropped, the two parts hold the whole text.
 */
import EmailReplyParser from 'email-reply-parser';

/**
 * The line that introduces a quote, in the languages the parser does not know
 * ("30 нояб. 2026 г., Анна <…> написал(а):", "Pada …, Anna menulis:").
 */
const quoteHeader = /(?:написал(?:\(а\)|а)?|пишет|menulis)\s*:\s*$/i;

/** Splits `text` into its new part and the quoted history with the signature; both trimmed. */
export function foldQuotes(text: string): { visible: string; quoted: string } {
  const fragments = new EmailReplyParser().read(text).getFragments();
  const visible = fragments
    .filter((fragment) => !fragment.isHidden())
    .map((fragment) => fragment.getContent())
    .join('\n')
    .trimEnd()
    .split('\n');
  const quoted = fragments
    .filter((fragment) => fragment.isHidden())
    .map((fragment) => fragment.getContent())
    .join('\n');
  const header = quoted && quoteHeader.test(visible.at(-1) ?? '') ? [visible.pop() ?? ''] : [];
  return { visible: visible.join('\n').trim(), quoted: [...header, quoted].join('\n').trim() };
}
