/**
 * The whole test suite, as `npm test` runs it: type check, unused code and dependencies
 * (knip), unit tests, a production build, integration tests, then browser tests against the
 * built site. Ends with what failed, repeated from the step's own report so that the last lines
 * of a long log say it, and one summary line of passed/failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
mkdirSync('test-results', { recursive: true });

/** What each failed step reported about its failures, printed again at the end. */
const reports = [];

/**
 * Runs one step, streaming its output; returns whether it succeeded. When it fails, the part of
 * its output from `failuresFrom` on (the runner's own list of failures and errors) is kept.
 */
async function step(title, command, args, env = {}, failuresFrom) {
  console.log(`\n▶ ${title}`);
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk) => { process.stdout.write(chunk); output += chunk; });
  child.stderr.on('data', (chunk) => { process.stderr.write(chunk); output += chunk; });
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0 && failuresFrom) {
    const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
    const from = lines.findIndex((line) => failuresFrom.test(line));
    if (from >= 0) reports.push(`${title}:\n${lines.slice(from, from + 200).join('\n')}`);
  }
  return status === 0;
}
/** Where vitest's and Playwright's lists of failures begin. */
const vitestFailures = /⎯{3,} (Failed|Unhandled)/;
const playwrightFailures = /^\s+1\) \[/;

const bin = (name) => `node_modules/.bin/${name}`;
const results = [];
const failures = [];

if (!(await step('Type check (astro check)', bin('astro'), ['check']))) failures.push('type check');
if (!(await step('Unused files, exports and dependencies (knip)', bin('knip'), []))) failures.push('knip');
if (!(await step('Unit tests', bin('vitest'), ['run', '--project=unit', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'], {}, vitestFailures))) {
  failures.push('unit tests');
}
results.push(readCounts('test-results/unit.json', (r) => [r.numPassedTests, r.numFailedTests]));

// The browser tests serve the build on this origin, so its canonical links must name it.
const e2ePort = process.env.E2E_PORT ?? '4399';
if (!(await step('Build', bin('astro'), ['build'], { SITE_URL: `http://127.0.0.1:${e2ePort}` }))) {
  failures.push('build');
} else {
  if (!(await step('Integration tests (PGlite, PostgreSQL, SMTP, server)', bin('vitest'), ['run', '--project=integration', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/integration.json'], {}, vitestFailures))) {
    failures.push('integration tests');
  }
  results.push(readCounts('test-results/integration.json', (r) => [r.numPassedTests, r.numFailedTests]));
  const ok = await step('Browser tests', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
    E2E_PORT: e2ePort,
  }, playwrightFailures);
  if (!ok) failures.push('browser tests');
  results.push(readCounts('test-results/e2e.json', (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]));
}

const passed = results.reduce((sum, [p]) => sum + p, 0);
const failed = results.reduce((sum, [, f]) => sum + f, 0) + (failures.length && !results.some(([, f]) => f) ? failures.length : 0);
if (reports.length) console.log(`\n━━ What failed ━━\n${reports.join('\n\n')}`);
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
