/**
 * The form's proof of work in the browser: once a visitor starts on a form (its island comes
 * alive then), ask the server for a challenge and work out its answer in a Web Worker, so it is
 * ready by the time they send. Until it is, the form sends `pending`; the send never waits for it.
 * The forms of a page share one worker, so its script is fetched once.
 */

/** The value a form's script sends while the answer is still being worked out. */
export const PROOF_PENDING = 'pending';

/** Where a form asks for a challenge (`src/pages/forms/challenge.ts`). */
const CHALLENGE_PATH = '/forms/challenge';

type Solution = { counter: number; derivedKey: string } | null;

/** The page's worker and the answers it still owes, by challenge number. */
let solver: { worker: Worker; waiting: Map<number, (solution: Solution) => void>; next: number } | undefined;

/** Has the page's worker answer `challenge`; `done` gets the solution (null when it gave up). Returns a function that stops waiting. */
function solve(challenge: unknown, done: (solution: Solution) => void): () => void {
  if (!solver) {
    const worker = new Worker(new URL('../client/proofWorker.ts', import.meta.url), { type: 'module' });
    const waiting = new Map<number, (solution: Solution) => void>();
    worker.onmessage = ({ data }: MessageEvent<{ id: number; solution: Solution }>) => {
      waiting.get(data.id)?.(data.solution);
      waiting.delete(data.id);
    };
    solver = { worker, waiting, next: 0 };
  }
  const id = solver.next++;
  const { waiting } = solver;
  waiting.set(id, done);
  solver.worker.postMessage({ id, challenge });
  return () => waiting.delete(id);
}

/** Starts on a proof; `onSolved` gets the answer to send (base64 of the challenge and solution). Returns a function that stops it. */
export function startProof(onSolved: (value: string) => void): () => void {
  let stop = () => {};
  let stopped = false;
  void (async () => {
    const response = await fetch(CHALLENGE_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok || stopped) return;
    const challenge = (await response.json()) as { parameters: unknown; signature?: string };
    stop = solve(challenge, (solution) => {
      if (solution) onSolved(btoa(JSON.stringify({ challenge, solution })));
    });
  })().catch(() => {
    // No challenge (offline, refused): the form is sent without one and judged by the other rules.
  });
  return () => {
    stopped = true;
    stop();
  };
}
