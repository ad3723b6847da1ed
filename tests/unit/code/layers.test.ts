/**
 * The shape of the code, as `docs/develop/architecture.md` draws it: every relative import of `src/`
 * points down the list of layers (routes, components, server, shared rules, data), never up;
 * and the files Node runs directly (the server, the form rules it shares, the scripts) name the
 * file they import with its extension, which Node's type stripping needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layer of a path under `src/`: 1 routes, 2 components, 3 server, 4 shared rules, 5 data. */
function layer(path: string): number {
  if (path.startsWith('i18n/languages')) return 5;
  const top = path.split('/')[0]!;
  const layers: Record<string, number> = {
    pages: 1,
    layouts: 1,
    actions: 1,
    'middleware.ts': 1,
    integrations: 1,
    'env.d.ts': 1,
    components: 2,
    server: 3,
    forms: 4,
    content: 4,
    seo: 4,
    routing: 4,
    i18n: 4,
    client: 4,
    format: 4,
    data: 5,
    config: 5,
    assets: 5,
    styles: 5,
  };
  const found = layers[top];
  if (found === undefined)
    throw new Error(`src/${top} is in no layer: add it to this test and to docs/develop/architecture.md`);
  return found;
}

/** Every relative import of a file: `from '...'`, `import '...'` and `import('...')`. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
}

const codeFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|astro|mjs)$/.test(path))
    .map((path) => join(dir, path));

describe('the layers of src/', () => {
  it('are imported downwards only', () => {
    const upwards = codeFiles('src').flatMap((file) => {
      const from = file.slice('src/'.length);
      return relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => normalize(join(dirname(from), specifier)))
        .filter((target) => !target.startsWith('..') && layer(target) < layer(from))
        .map((target) => `${from} -> ${target}`);
    });
    expect(upwards).toEqual([]);
  });

  it('keep the store behind the server: no route opens it, no component reads its tables', () => {
    const opening = codeFiles('src/pages').filter((file) => /\bapp\.db\(\)/.test(readFileSync(file, 'utf8')));
    const reading = codeFiles('src/components').filter((file) =>
      relativeImports(readFileSync(file, 'utf8')).some((specifier) => specifier.endsWith('db/schema')),
    );
    expect([...opening, ...reading]).toEqual([]);
  });

  it('tells an upward import from a downward one', () => {
    expect(layer('routing/notFound.ts')).toBeGreaterThan(layer('server/http/cachePolicy.ts'));
    expect(layer('server/leads/toLead.ts')).toBeLessThan(layer('forms/schemas.ts'));
    expect(layer('data/packages.ts')).toBe(layer('i18n/languages.ts'));
  });
});

describe('imports of the files Node runs directly', () => {
  it('name the imported file with its extension', () => {
    const bare = [...codeFiles('src/server'), ...codeFiles('src/forms'), ...codeFiles('scripts')].flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8'))
        .filter((specifier) => !/\.(ts|tsx|mjs|js|json)$/.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(bare).toEqual([]);
  });
});
