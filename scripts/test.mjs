/**
 * The whole test suite, as `npm test` runs it: type check, unused code and dependencies
 * (knip), unit tests, a production build, integration tests, then browser tests against the
 * built site. Ends with one summary line of passed/failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
mkdirSync('test-results', { recursive: true });

/** Runs one step, streaming its output; returns whether it succeeded. */
function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const bin = (name) => `node_modules/.bin/${name}`;
const results = [];
const failures = [];

if (!step('Type check (astro check)', bin('astro'), ['check'])) failures.push('type check');
if (!step('Unused files, exports and dependencies (knip)', bin('knip'), [])) failures.push('knip');
if (!step('Unit tests', bin('vitest'), ['run', '--project=unit', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'])) {
  failures.push('unit tests');
}
results.push(readCounts('test-results/unit.json', (r) => [r.numPassedTests, r.numFailedTests]));

// The browser tests serve the build on this origin, so its canonical links must name it.
const e2ePort = process.env.E2E_PORT ?? '4399';
if (!step('Build', bin('astro'), ['build'], { SITE_URL: `http://127.0.0.1:${e2ePort}` })) {
  failures.push('build');
} else {
  if (!step('Integration tests (PGlite, PostgreSQL, SMTP, server)', bin('vitest'), ['run', '--project=integration', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/integration.json'])) {
    failures.push('integration tests');
  }
  results.push(readCounts('test-results/integration.json', (r) => [r.numPassedTests, r.numFailedTests]));
  const ok = step('Browser tests', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
    E2E_PORT: e2ePort,
  });
  if (!ok) failures.push('browser tests');
  results.push(readCounts('test-results/e2e.json', (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]));
}

const passed = results.reduce((sum, [p]) => sum + p, 0);
const failed = results.reduce((sum, [, f]) => sum + f, 0) + (failures.length && !results.some(([, f]) => f) ? failures.length : 0);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [0, 0];
  }
}
