import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { siteEnvironment } from './scripts/startSite.ts';
import { freePort } from './tests/support/ports.ts';

// The built site's port: E2E_PORT when given (the build must name http://127.0.0.1:$E2E_PORT, as
// `npm test` builds it), else one the system has free. Kept in the environment, so the test
// workers, which load this file again, read the same.
process.env.E2E_PORT ||= String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests run Debian's Chromium against the built site served by `npm run serve`. */
export default defineConfig({
  testDir: 'tests/e2e',
  // The migrated embedded store every test server on PGlite starts from.
  globalSetup: './tests/support/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only sometimes is a defect to fix, not to hide. Limits are
  // generous because a busy 2-core machine can take seconds to load and hydrate a page; they
  // only end a test that hangs, none measures speed.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    // No trace: recording one (DOM snapshots and a screencast of every action) costs every
    // test a share of a busy 2-core machine even when it passes and the trace is thrown away.
    // A failure is told by its error, the page's URL and a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node src/server/serve.ts',
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    // The start opens and migrates a fresh store: on a busy 2-core machine that nears a minute.
    timeout: 180_000,
    // A fresh embedded store per run and no outside services, whatever the shell exports;
    // DIST_DIR lets a build elsewhere be tested.
    env: siteEnvironment({
      PORT: String(port),
      DATA_DIR: `test-results/e2e-data-${port}-${Date.now()}`,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      RATE_LIMIT_MAX: '1000',
      FORM_MIN_FILL_MS: '0',
      // Every page of every test sends a beacon from one address; the analytics test reads figures rolled up each second.
      ANALYTICS_BEACONS_PER_MINUTE: '100000',
      ANALYTICS_ROLLUP_SECONDS: '1',
      // Warnings and errors only: a line per request would bury the test report.
      LOG_LEVEL: 'warn',
    }) as Record<string, string>,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
