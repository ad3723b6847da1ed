import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { coverFingerprintsPlugin } from './src/integrations/caseCovers.ts';

export default defineConfig({
  // What Astro's build gives components that the tests render too.
  plugins: [coverFingerprintsPlugin()],
  test: {
    projects: [
      {
        extends: true,
        // The action declarations load outside Astro too: the staff actions' refusals are tested alone.
        resolve: {
          alias: { 'astro:actions': fileURLToPath(new URL('tests/unit/standIns/astroActions.ts', import.meta.url)) },
        },
        // A limit only ends a test that hangs: a file's first test also waits for its imports,
        // which took over vitest's default 5 s on a busy 2-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
      },
      {
        // Store, server and mail tests: real PGlite, PostgreSQL, SMTP and HTTP peers; one file at a time
        // because the PostgreSQL tests share one database.
        extends: true,
        // The store tests run staff actions through their declarations (authorize, run, audit).
        resolve: {
          alias: { 'astro:actions': fileURLToPath(new URL('tests/unit/standIns/astroActions.ts', import.meta.url)) },
        },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          fileParallelism: false,
          // Generous: a command-line run can take 40 s of wall clock on a busy 2-core machine.
          // A limit only ends a test that hangs; none measures speed.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
