import type { AstroIntegration } from 'astro';
import type { SiteApp } from '../server/app';

/** What loads modules in a dev server's environment, as its pages are loaded. */
interface ModuleRunner {
  import<T>(id: string): Promise<T>;
}

/** Where Astro's dev server looks for a request's first `Astro.locals`. */
const DEV_LOCALS = Symbol.for('astro.locals');

/**
 * `astro dev`'s app: the dev server makes one app (as `src/server/serve.ts` does in production)
 * from the same settings, loaded through the dev server's own module graph so pages share its
 * modules, and hands it to every request as `Astro.locals.app`. Closed with the dev server.
 */
export function siteApp(): AstroIntegration {
  let app: SiteApp | undefined;
  return {
    name: 'site-app',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        // Astro's server environment runs in this process (a runnable one): it can load modules.
        const { runner } = server.environments.ssr as unknown as { runner: ModuleRunner };
        const [{ createApp }, { parseEnv }] = await Promise.all([
          runner.import<typeof import('../server/app')>('/src/server/app.ts'),
          runner.import<typeof import('../server/env')>('/src/server/env.ts'),
        ]);
        const made = createApp(parseEnv(process.env));
        app = made;
        server.middlewares.use((req, _res, next) => {
          Reflect.set(req, DEV_LOCALS, { app: made });
          next();
        });
      },
      'astro:server:done': async () => {
        await app?.close();
      },
    },
  };
}
