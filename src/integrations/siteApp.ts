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
 * modules, and hands it to every request as `Astro.locals.app`. It follows the published content
 * documents (and publishes scheduled ones) as the server does. Closed with the dev server.
 */
export function siteApp(): AstroIntegration {
  let app: SiteApp | undefined;
  let documents: Promise<{ stop(): Promise<void> } | undefined> | undefined;
  return {
    name: 'site-app',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        // Astro's server environment runs in this process (a runnable one): it can load modules.
        const { runner } = server.environments.ssr as unknown as { runner: ModuleRunner };
        const [{ createApp }, { parseEnv }, live] = await Promise.all([
          runner.import<typeof import('../server/app')>('/src/server/app.ts'),
          runner.import<typeof import('../server/env')>('/src/server/env.ts'),
          runner.import<typeof import('../server/documents/live')>('/src/server/documents/live.ts'),
        ]);
        const made = createApp(parseEnv(process.env));
        app = made;
        documents = made.store
          .database()
          .then(async (store) => {
            const unlisten = await live.followDocuments(made, store, () => {});
            const scheduled = live.startScheduledPublishing({
              db: store.db,
              everySeconds: made.settings.DOCUMENTS_SCHEDULE_SECONDS,
            });
            return { stop: () => (scheduled.stop(), unlisten()) };
          })
          .catch((error: unknown) => {
            console.warn(
              `[documents] not followed: ${String(error)}; the pages shown from them answer 503 until a restart`,
            );
            return undefined;
          });
        server.middlewares.use((req, _res, next) => {
          Reflect.set(req, DEV_LOCALS, { app: made });
          next();
        });
      },
      'astro:server:done': async () => {
        await (await documents)?.stop();
        await app?.close();
      },
    },
  };
}
