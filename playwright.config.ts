import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
export const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests run Debian's Chromium against the built site served by `npm run serve`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    // A fresh embedded store per run; DIST_DIR lets a build elsewhere be tested.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `test-results/e2e-data-${port}-${Date.now()}`,
      DATABASE_URL: '',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '1000',
      FORM_MIN_FILL_MS: process.env.FORM_MIN_FILL_MS ?? '0',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
