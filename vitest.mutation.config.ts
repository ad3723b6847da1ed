import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests the mutation runs use, in-process (the browser tests cannot see which mutant is
 * active): the permission code's (stryker.config.mjs), and with MUTATION_TESTS=audit
 * (stryker.audit.config.mjs) the audit code's, which need the stores.
 */
const audit = process.env.MUTATION_TESTS === 'audit';
export default defineConfig({
  resolve: {
    alias: { 'astro:actions': fileURLToPath(new URL('tests/support/unit/standIns/astroActions.ts', import.meta.url)) },
  },
  test: {
    include: audit
      ? [
          'tests/integration/staff/staff.test.ts',
          'tests/integration/staff/staffHandlers.test.ts',
          'tests/integration/leads/inbox.test.ts',
          'tests/integration/leads/inboxPrivacy.test.ts',
        ]
      : [
          'tests/unit/staff/staffPermissions.test.ts',
          'tests/unit/staff/staffAccess.test.ts',
          'tests/unit/staff/staffActions.test.ts',
          'tests/unit/staff/staffContext.test.ts',
        ],
    // A mutant that lets a refused caller through reaches the store: an embedded one of its own.
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'mutation-store-')) },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
