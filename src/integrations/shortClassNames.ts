import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A class or keyframes name a CSS module declares (a selector's `.name`, or `@keyframes name`). */
const declared = /(?:^|[^\w-])\.([a-zA-Z_][\w-]*)|@keyframes\s+([a-zA-Z_][\w-]*)/g;

/** The name of the `index`th class: `_` and a letter, then base 36 (`_a` … `_z`, `_a0` …). */
export function shortName(index: number): string {
  const letter = String.fromCharCode(97 + (index % 26));
  const rest = Math.floor(index / 26);
  return `_${letter}${rest ? (rest - 1).toString(36) : ''}`;
}

/**
 * Every class every CSS module of `src` declares, numbered in the order of its file and name:
 * the same table in the server build and the browser build, whatever order they meet the files in.
 */
export function classTable(files: readonly string[], read: (file: string) => string): Map<string, string> {
  const keys = new Set<string>();
  for (const file of files.toSorted()) {
    for (const match of read(file).matchAll(declared)) keys.add(`${file}:${match[1] ?? match[2]}`);
  }
  return new Map([...keys].toSorted().map((key, index) => [key, shortName(index)]));
}

/**
 * Names a CSS module's classes in the build by a number (`_a`, `_b0`) instead of
 * `_{name}_{hash}_{line}`: class names are a tenth of a page's compressed HTML and styles, and
 * every page's first answer must fit a new connection's first round trip. The dev server keeps
 * the readable names.
 */
export function shortClassNames(): AstroIntegration {
  return {
    name: 'short-class-names',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        const files = globSync('src/**/*.module.css', { cwd: root });
        const table = classTable(files, (file) => readFileSync(`${root}${file}`, 'utf8'));
        const generateScopedName = (name: string, filename: string) => {
          const file = relative(root, filename.split('?')[0]!).split('\\').join('/');
          // A name the table missed still gets a unique one, longer than any the table gives.
          return (
            table.get(`${file}:${name}`) ??
            `_${createHash('sha256').update(`${file}:${name}`).digest('hex').slice(0, 8)}`
          );
        };
        updateConfig({ vite: { css: { modules: { generateScopedName } } } });
      },
    },
  };
}
