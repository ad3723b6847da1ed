import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { coverFingerprintsPlugin } from './src/integrations/caseCovers.ts';

/** `astro:actions` outside Astro: the staff actions' declarations load in the tests too. */
const actionsStandIn = {
  'astro:actions': fileURLToPath(new URL('tests/support/unit/standIns/astroActions.ts', import.meta.url)),
};

/** The integration tests that run alone (see the `integration-alone` project). */
const aloneFiles = [
  'tests/integration/leads/outboxLease.test.ts',
  'tests/integration/operate/backupDrill.test.ts',
  'tests/integration/operate/faults.test.ts',
  'tests/integration/operate/production.test.ts',
  'tests/integration/operate/rollingUpdate.test.ts',
  'tests/integration/operate/shutdown.test.ts',
  'tests/integration/operate/storeFaults.test.ts',
];

// Generous: a command-line run can take 40 s of wall clock on a busy 2-core machine.
// A limit only ends a test that hangs; none measures speed.
const integrationLimits = { testTimeout: 120_000, hookTimeout: 120_000 };

export default defineConfig({
  // What Astro's build gives components that the tests render too.
  plugins: [coverFingerprintsPlugin()],
  test: {
    projects: [
      {
        extends: true,
        // The action declarations load outside Astro too: the staff actions' refusals are tested alone.
        resolve: { alias: actionsStandIn },
        // A limit only ends a test that hangs: a file's first test also waits for its imports,
        // which took over vitest's default 5 s on a busy 2-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
      },
      {
        // Store, server and mail tests: real PGlite, PostgreSQL, SMTP and HTTP peers. Two files at a
        // time, each worker on a PostgreSQL database of its own (./tests/support/integration/workerDatabase.ts).
        extends: true,
        // The store tests run staff actions through their declarations (authorize, run, audit).
        resolve: { alias: actionsStandIn },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: aloneFiles,
          setupFiles: ['tests/support/integration/workerDatabase.ts'],
          maxWorkers: 2,
          ...integrationLimits,
        },
      },
      {
        // The tests that put a server under paced load, time a stop or a stalled link, or run
        // nginx with several instances: one file at a time, after the others, on a machine
        // otherwise quiet, so their bounds hold on a busy 2-core machine.
        extends: true,
        resolve: { alias: actionsStandIn },
        test: {
          name: 'integration-alone',
          include: aloneFiles,
          setupFiles: ['tests/support/integration/workerDatabase.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...integrationLimits,
        },
      },
    ],
  },
});
