/** The Web Worker that answers the forms' proof-of-work challenges (`forms/proofOfWork.ts`), off the page's main thread. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** The worker's side of its messages: a numbered challenge comes in, its solution (or null) goes out with the number. */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; challenge: Challenge }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = async ({ data: { id, challenge } }) => {
  scope.postMessage({
    id,
    solution: await solveChallenge({ challenge, deriveKey, timeout: 120_000 }).catch(() => null),
  });
};
