import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first focus or press inside the island (see `src/client/hydrateOnInteraction.ts`). */
    'client:interaction'?: boolean;
  }
}

/** Adds the `client:interaction` directive: an island loads no script until a visitor uses it. */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../client/hydrateOnInteraction.ts', import.meta.url)),
        });
      },
    },
  };
}
