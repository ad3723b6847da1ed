/**
 * The form's proof of work in the browser: once a visitor starts on a form (its island comes
 * alive then), ask the server for a challenge and work out its answer in a Web Worker, so it is
 * ready by the time they send. Until it is, the form sends `pending`; the send never waits for it.
 */

/** The value a form's script sends while the answer is still being worked out. */
export const PROOF_PENDING = 'pending';

/** Where a form asks for a challenge (`src/pages/forms/challenge.ts`). */
const CHALLENGE_PATH = '/forms/challenge';

/** Starts on a proof; `onSolved` gets the answer to send (base64 of the challenge and solution). Returns a function that stops it. */
export function startProof(onSolved: (value: string) => void): () => void {
  let worker: Worker | undefined;
  let stopped = false;
  void (async () => {
    const response = await fetch(CHALLENGE_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok || stopped) return;
    const challenge = (await response.json()) as { parameters: unknown; signature?: string };
    worker = new Worker(new URL('../client/proofWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<{ counter: number; derivedKey: string } | null>) => {
      worker?.terminate();
      if (data && !stopped) onSolved(btoa(JSON.stringify({ challenge, solution: data })));
    };
    worker.postMessage(challenge);
  })().catch(() => {
    // No challenge (offline, refused): the form is sent without one and judged by the other rules.
  });
  return () => {
    stopped = true;
    worker?.terminate();
  };
}
