// Mutation testing of the staff area's permission code: `npm run mutation` runs it, then the
// audit code's run (stryker.audit.config.mjs). Every mutant of these files (a check removed, a
// condition flipped, a role or a path changed) must make a test fail; docs/develop/architecture.md
// reports the score. The in-process tests only: the browser tests cannot see which mutant is active.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  mutate: [
    'src/server/staff/permissions.ts',
    'src/server/staff/routes.ts',
    'src/server/staff/sections.ts',
    'src/actions/staff/staffAction.ts',
  ],
  reporters: ['clear-text', 'progress'],
  thresholds: { high: 100, low: 100, break: 100 },
  concurrency: 2,
  // Only the sources and tests go into a sandbox: not builds, stores or earlier test output.
  ignorePatterns: ['/dist', '/test-results', '/data', '/.builds', '/.astro'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
