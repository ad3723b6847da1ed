/**
 * The shape of `src/server/leads/`, as `docs/architecture.md` draws it: a folder per part, each
 * importing only the parts below it. Intake (form to store), the mail read in (the visitor's answers) and privacy stand on top; a stored
 * lead is routed and its notifications queued in the transaction that stores it, and open
 * inboxes are told; the outbox words reminders by the reply promise; routing needs none of them.
 * The files shared by all (`types.ts`, `invisible.ts`) sit at the bottom, and no import cycle runs
 * between the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/server/leads';
/** Top to bottom: a part may import its own files and those of the parts after it. */
const parts = ['intake', 'mailIn', 'privacy', 'inbox', 'notify', 'routing', ''];

/** The part of a path under `src/server/leads/`: its first folder, '' for the shared files. */
const partOf = (path: string) => (path.includes('/') ? path.split('/')[0]! : '');

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'));

/** The files of `src/server/leads/` a file imports, by their path under it. */
function leadsImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) => normalize(join(dirname(file), match[1]!)))
    .filter((target) => !target.startsWith('..'));
}

const graph = new Map(files.map((file) => [file, leadsImports(file)]));

describe('the parts of server/leads', () => {
  it('are each a folder in the list', () => {
    expect(files.filter((file) => !parts.includes(partOf(file)))).toEqual([]);
  });

  it('import downwards only', () => {
    const upwards = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => parts.indexOf(partOf(target)) < parts.indexOf(partOf(file)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upwards).toEqual([]);
  });

  it('hold no import cycle', () => {
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      if (done.has(file)) return;
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      done.add(file);
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('tell an upward import from a downward one', () => {
    expect(parts.indexOf(partOf('intake/store.ts'))).toBeLessThan(parts.indexOf(partOf('routing/routeLead.ts')));
    expect(parts.indexOf(partOf('notify/outbox.ts'))).toBeGreaterThan(parts.indexOf(partOf('inbox/queries.ts')));
    expect(partOf('types.ts')).toBe('');
  });
});
