/**
 * No module holds state that a request or an import sets: what a render needs (the shown
 * documents, the staff clock) comes from the request (`Astro.locals`). An Astro page's frontmatter
 * runs once per request, so its `let`s are not module state and are not looked at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The module-level `let`s that may stay, and why. */
const allowed = [
  // The process's own "shutting down" flag, in its entry point.
  'src/server/serve.ts: stopping',
  // The password scorer, loaded the first time a password is checked and the same for every request.
  'src/server/staff/passwordPolicy.ts: factory',
  // The browser's proof-of-work worker, made on the first form sent from the page.
  'src/forms/proofOfWork.ts: solver',
];

describe('module state', () => {
  it('is none outside the process entry, a lazily loaded scorer and a browser worker', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => join('src', path));
    const lets = sources.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^(?:export )?let (\w+)/gm)].map(([, name]) => `${path}: ${name}`),
    );
    expect(lets.sort()).toEqual([...allowed].sort());
  });
});
