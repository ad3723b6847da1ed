/** The Web Worker that answers a form's proof-of-work challenge (`forms/proofOfWork.ts`), off the page's main thread. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** The worker's side of its messages: a challenge comes in, its solution (or null) goes out. */
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<Challenge>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = async ({ data: challenge }) => {
  scope.postMessage(await solveChallenge({ challenge, deriveKey, timeout: 120_000 }).catch(() => null));
};
