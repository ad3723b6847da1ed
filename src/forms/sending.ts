/**
 * How the forms' script sends: each content with a key of its own, so the server stores a send
 * it receives again (a retry after "busy", a double click) once; and how it waits before it
 * sends again when the server says it is busy (503 with Retry-After).
 */

/** A send's key and the content it was made for. */
export interface SendKey {
  key: string;
  content: string;
}

/** Tries after the first when the server answers busy, before the visitor is told. */
export const BUSY_RETRIES = 3;

/** 32 random hex digits (works outside secure contexts too, unlike `crypto.randomUUID`). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key to send `formData` with: the previous one while the content is unchanged, else a new one. */
export function sendKeyFor(previous: SendKey | undefined, formData: FormData): SendKey {
  // What the form's script adds by itself is not content: a proof worked out meanwhile keeps the key.
  const content = JSON.stringify([...formData].filter(([name]) => name !== 'idempotencyKey' && name !== 'altcha'));
  return previous?.content === content ? previous : { key: randomKey(), content };
}

/** The wait before sending again after "busy": the server's Retry-After (5 s), and up to 2 s more so visitors do not all return at once. */
export function busyWaitMs(random: () => number = Math.random): number {
  return 5000 + Math.round(random() * 2000);
}
