import * as z from 'zod/mini';

/** A text field, trimmed; absent or empty (which Astro reads as null), ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value?.trim() ?? ''),
);
