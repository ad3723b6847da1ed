/** Where a request no page answers is rewritten: the not-found page (`src/pages/not-found.astro`), answered 404. */
export const NOT_FOUND_PATH = '/not-found';
