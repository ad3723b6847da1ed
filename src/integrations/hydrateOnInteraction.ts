import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first focus or press inside the island (see `src/client/hydrateOnInteraction.ts`). */
    'client:interaction'?: boolean;
  }
}

/**
 * The file the client build holds Astro's island runtime in (the text Astro inlines in a page
 * with islands), named by its content: a page whose islands all wait for a visitor fetches it
 * on the first touch instead of carrying it (`src/server/http/islandRuntime.ts`).
 */
const islandRuntimeFile = `_astro/astro-island.${createHash('sha256').update(islandRuntime).digest('hex').slice(0, 10)}.js`;

/**
 * Adds the `client:interaction` directive: an island loads no script until a visitor uses it,
 * and the directive's code, inlined in the page, answers the first touch of its forms.
 */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'hydrate-on-interaction',
    hooks: {
      'astro:config:setup': async ({ addClientDirective, createCodegenDir }) => {
        // The directive's entry: its module, told where the runtime's file is.
        const entrypoint = new URL('hydrateOnInteraction.js', createCodegenDir());
        const directive = fileURLToPath(new URL('../client/hydrateOnInteraction.ts', import.meta.url));
        await mkdir(new URL('.', entrypoint), { recursive: true });
        await writeFile(
          entrypoint,
          [
            `import directive, { answerBeforeIslands } from ${JSON.stringify(directive)};`,
            `answerBeforeIslands(${JSON.stringify(`/${islandRuntimeFile}`)});`,
            'export default directive;',
            '',
          ].join('\n'),
        );
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(entrypoint) });
      },
      'astro:build:done': async ({ dir }) => {
        const target = new URL(islandRuntimeFile, dir);
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, islandRuntime);
      },
    },
  };
}
