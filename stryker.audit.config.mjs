// Mutation testing of the staff area's audit code (`npm run mutation`, after stryker.config.mjs):
// every mutant of the audit function and of the handlers that write through it (a write
// dropped, a row's field changed, a transaction split) must make a test fail. The store tests
// run on PGlite and on PostgreSQL (DATABASE_URL), one sandbox at a time: they share the database.
import permissions from './stryker.config.mjs';

process.env.MUTATION_TESTS = 'audit';

export default {
  ...permissions,
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/server/staff/audit.ts',
    'src/server/staff/team.ts',
    'src/server/leads/inbox/changes.ts',
    'src/server/leads/privacy/requests.ts',
  ],
  concurrency: 1,
  timeoutMS: 120_000,
};
