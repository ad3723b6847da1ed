/**
 * The spam rules: each signal a send gives adds its weight to a score, and a send scoring
 * SPAM_THRESHOLD or more is stored as spam (kept in the spam view, announced to no one). The
 * weights are one table: a trap no person falls into (the hidden field, a form sent without the
 * page's signed token, with a forged one or one sent with more leads than one copy of a page
 * explains, sooner than anyone can type, a forged or replayed proof of work) is enough alone;
 * softer signs (links, repeated text, known phrases, a busy network, an unfinished proof, an
 * expired token) count only together. A
 * correct proof of work takes some points off: a quick sender with browser autofill gets through,
 * while the hidden field, which no person sees, outweighs even a correct proof.
 */
import type { Lang } from '../../../../i18n/languages.ts';
import { spamPhrases } from './phrases.ts';
import type { FormTokenVerdict } from './formToken.ts';
import type { ProofVerdict } from './proof.ts';

/** The score from which a send is spam. */
export const SPAM_THRESHOLD = 5;

/** Why a send scored: each reason's points (`weights`) add up to its score. */
const weights = {
  honeypot: 7,
  /** The form token's age (when its page was rendered) is under FORM_MIN_FILL_MS. */
  tooFast: 5,
  /** No form token: the form was not taken from one of our pages (a script posting blind). */
  noToken: 5,
  /** A token whose signature is not ours: made up, or its time changed. */
  tokenForged: 5,
  /** Ours, but sent with more leads than one cached copy of a page explains (`FORM_TOKEN_MAX_USES`). */
  tokenReplayed: 5,
  /**
   * Ours, but older than a day: a person back at a tab left open since yesterday, or a script
   * reusing a token it kept. Alone, and with an unfinished proof (4), a person still reaches
   * sales; with any other sign (two links, a known phrase, a busy network) it is spam.
   */
  tokenExpired: 3,
  proofInvalid: 5,
  proofReplayed: 5,
  proofPending: 1,
  proofExpired: 1,
  proofValid: -2,
  twoLinks: 2,
  manyLinks: 4,
  linkInName: 4,
  markup: 4,
  repeated: 3,
  phrase: 2,
  phrases: 4,
  networkBusy: 3,
} as const;

export type SpamReason = keyof typeof weights;

/** What the rules look at in one send. */
export interface SendSignals {
  /** The hidden `website` field's value. */
  website?: string | undefined;
  /** What the form token it carried says (`formToken.ts`), with when its page was rendered. */
  token: FormTokenVerdict;
  /** When it arrived (ms since the epoch). */
  now: number;
  /** FORM_MIN_FILL_MS; 0 turns the form token's rules off. */
  minFillMs: number;
  proof: ProofVerdict;
  /** The visitor's network sent more than its share in the window. */
  networkBusy: boolean;
  lang: Lang;
  /** The one-line fields a person types a name into: name, company. */
  names: readonly (string | undefined)[];
  /** The free text: subject, message. */
  texts: readonly (string | undefined)[];
}

/** A send's score and the reasons for it, in the table's order; `spam` when it reaches SPAM_THRESHOLD. */
export interface SpamJudgement {
  score: number;
  reasons: SpamReason[];
  spam: boolean;
}

// An address with its scheme is one link, `www.` in it included.
const link = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[\p{L}\d-]+\.\p{L}{2,}/giu;
const markup = /<a\s[^>]*href|\[url[=\]]|\[link[=\]]/i;

/** How many links a text holds. */
export const countLinks = (text: string): number => text.match(link)?.length ?? 0;

/**
 * Whether a text repeats itself: one line three times or more, or a long text (20 words and more)
 * in which fewer than a third of the words differ.
 */
export function isRepetitive(text: string): boolean {
  const lines = text
    .split(/\n+/)
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length >= 8);
  const perLine = new Map<string, number>();
  for (const line of lines) perLine.set(line, (perLine.get(line) ?? 0) + 1);
  if ([...perLine.values()].some((count) => count >= 3)) return true;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length >= 20 && new Set(words).size / words.length < 1 / 3;
}

/** The known phrases of `lang` (and English) a text holds, each once. */
export function phrasesIn(text: string, lang: Lang): string[] {
  const folded = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  const lists = lang === 'en' ? [spamPhrases.en] : [spamPhrases[lang], spamPhrases.en];
  return [...new Set(lists.flat().filter((phrase) => folded.includes(phrase)))];
}

const proofReasons: Partial<Record<ProofVerdict, SpamReason>> = {
  invalid: 'proofInvalid',
  replayed: 'proofReplayed',
  pending: 'proofPending',
  expired: 'proofExpired',
  valid: 'proofValid',
};

const tokenReasons: Record<Exclude<FormTokenVerdict['state'], 'valid'>, SpamReason> = {
  missing: 'noToken',
  forged: 'tokenForged',
  replayed: 'tokenReplayed',
  expired: 'tokenExpired',
};

/** Scores one send by the rules above. */
export function judgeSend(signals: SendSignals): SpamJudgement {
  const found = new Set<SpamReason>();
  if (signals.website?.trim()) found.add('honeypot');
  if (signals.minFillMs > 0) {
    const { token } = signals;
    if (token.state === 'valid') {
      if (signals.now - token.renderedAt < signals.minFillMs) found.add('tooFast');
    } else found.add(tokenReasons[token.state]);
  }
  const proofReason = proofReasons[signals.proof];
  if (proofReason) found.add(proofReason);
  const names = signals.names.filter(Boolean).join('\n');
  const text = [names, ...signals.texts.filter(Boolean)].join('\n');
  const links = countLinks(text);
  if (links >= 3) found.add('manyLinks');
  else if (links === 2) found.add('twoLinks');
  if (countLinks(names) || markup.test(names)) found.add('linkInName');
  if (markup.test(text)) found.add('markup');
  if (signals.texts.some((each) => each && isRepetitive(each))) found.add('repeated');
  const phrases = phrasesIn(text, signals.lang).length;
  if (phrases >= 2) found.add('phrases');
  else if (phrases === 1) found.add('phrase');
  if (signals.networkBusy) found.add('networkBusy');
  const reasons = (Object.keys(weights) as SpamReason[]).filter((reason) => found.has(reason));
  const score = reasons.reduce((sum, reason) => sum + weights[reason], 0);
  return { score, reasons, spam: score >= SPAM_THRESHOLD };
}
