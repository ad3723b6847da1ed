import * as z from 'zod/mini';

/** A text field as typed; absent or empty (which Astro reads as null, not as ''), ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
