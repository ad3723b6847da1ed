/**
 * Whether a send looks automated: the hidden `website` field was filled, or the form was sent
 * sooner than `minFillMs` after it was shown (or without saying when it was shown). Such sends
 * are answered like any other and dropped, so a bot learns nothing.
 */
export function looksAutomated(
  input: { website?: string | undefined; startedAt?: number | undefined },
  minFillMs: number,
  now: number = Date.now(),
): boolean {
  if (input.website?.trim()) return true;
  if (minFillMs <= 0) return false;
  if (!input.startedAt) return true;
  return now - input.startedAt < minFillMs;
}
