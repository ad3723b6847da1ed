/**
 * The whole test suite, as `npm test` runs it: type check, layout (Prettier), unused code and dependencies
 * (knip), import direction (dependency-cruiser), unit tests, a production build, integration tests, then browser tests against the
 * built site. Ends with the time each step took (and how busy the machine's CPUs were, or taken
 * by its host), the files that took the most test time, any process a step left running, what
 * failed, repeated from the step's own report so that the last lines of a long log say it, and
 * one summary line of passed/failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
mkdirSync('test-results', { recursive: true });

/** What each failed step reported about its failures, printed again at the end. */
const reports = [];
/** Steps run a second time, and why. */
const reruns = [];
/** How long each step took, printed at the end: where a long run spent its time. */
const timings = [];
/** The files that took the most test time, per runner, printed at the end: what to make cheaper. */
const slowest = [];
/** Processes a step started and left running after it ended, printed at the end. */
const leftovers = [];

/**
 * Runs one step, streaming its output; returns whether it succeeded. When it fails, the part of
 * its output from `failuresFrom` on (the runner's own list of failures and errors) is kept.
 */
async function step(title, command, args, env = {}, failuresFrom) {
  return (await run(title, command, args, env, failuresFrom)).ok;
}

/** `step`, also giving the step's output. */
async function run(title, command, args, env = {}, failuresFrom) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const cpuBefore = cpuTicks();
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    output += chunk;
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  timings.push(`${title}: ${Math.round((performance.now() - started) / 1000)} s${cpuShares(cpuBefore, cpuTicks())}`);
  const left = leftRunning();
  if (left.length) leftovers.push(`${title}:\n${left.join('\n')}`);
  if (status !== 0 && failuresFrom) {
    const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
    const from = lines.findIndex((line) => failuresFrom.test(line));
    if (from >= 0) reports.push(`${title}:\n${lines.slice(from, from + 200).join('\n')}`);
  }
  return { ok: status === 0, output };
}
/** Where vitest's and Playwright's lists of failures begin. */
const vitestFailures = /⎯{3,} (Failed|Unhandled)/;
const playwrightFailures = /^\s+1\) \[/;

const bin = (name) => `node_modules/.bin/${name}`;

/** Errors of vitest's own worker pool (a worker that did not start, answer or stop in time), not of a test. */
const poolError = /\[vitest-(pool|worker)\]|Worker exited unexpectedly/;

/**
 * Runs vitest `projects` (reported as `project`). When every test passed and the run failed only because vitest's
 * worker pool did (known to happen on a busy 2-core machine after the last test), it runs once
 * more; any failed test, failed suite or unhandled rejection of the code fails at once.
 */
async function vitestStep(title, project, projects = [project]) {
  const args = [
    'run',
    ...projects.map((name) => `--project=${name}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${project}.json`,
  ];
  // A report left by an earlier run must not speak for this one.
  rmSync(`test-results/${project}.json`, { force: true });
  const first = await run(title, bin('vitest'), args, {}, vitestFailures);
  if (first.ok) return true;
  const counts = readCounts(`test-results/${project}.json`, (r) => r);
  const everyTestPassed =
    counts &&
    !counts.numFailedTests &&
    !counts.numFailedTestSuites &&
    counts.numPassedTests + counts.numPendingTests === counts.numTotalTests;
  if (!everyTestPassed || !poolError.test(first.output) || /Unhandled Rejection|Uncaught Exception/.test(first.output))
    return false;
  reruns.push(reports.pop() ?? title);
  console.log(
    `\nEvery test passed and vitest's worker pool failed (see the end of this log); ${title.toLowerCase()} run once more.`,
  );
  return run(`${title}, again`, bin('vitest'), args, {}, vitestFailures).then((again) => again.ok);
}
const results = [];
const failures = [];

if (!(await step('Type check (astro check)', bin('astro'), ['check']))) failures.push('type check');
if (!(await step('Layout (prettier --check)', bin('prettier'), ['--check', '.']))) failures.push('layout');
if (!(await step('Unused files, exports and dependencies (knip)', bin('knip'), []))) failures.push('knip');
if (
  !(await step('Import direction (dependency-cruiser)', bin('depcruise'), [
    'src',
    '--config',
    '.dependency-cruiser.cjs',
  ]))
)
  failures.push('import direction');
if (!(await vitestStep('Unit tests', 'unit'))) {
  failures.push('unit tests');
}
results.push(readCounts('test-results/unit.json', (r) => [r.numPassedTests, r.numFailedTests]));

// The browser tests serve the build on this origin, so its canonical links must name it: E2E_PORT,
// else a port the system has free, held here until the browser tests start their server on it.
const heldPort = process.env.E2E_PORT ? undefined : await holdFreePort();
const e2ePort = process.env.E2E_PORT ?? String(heldPort.address().port);
if (!(await step('Build', bin('astro'), ['build'], { SITE_URL: `http://127.0.0.1:${e2ePort}` }))) {
  failures.push('build');
} else {
  if (
    !(await vitestStep('Integration tests (PGlite, PostgreSQL, SMTP, server)', 'integration', [
      'integration',
      'integration-alone',
    ]))
  ) {
    failures.push('integration tests');
  }
  results.push(readCounts('test-results/integration.json', (r) => [r.numPassedTests, r.numFailedTests]));
  // Read now: the browser tests clear test-results/.
  slowest.push(
    ...slowestFiles('Integration', 'test-results/integration.json', (r) =>
      r.testResults.map((file) => [file.name, (file.endTime - file.startTime) / 1000]),
    ),
  );
  await new Promise((resolve) => (heldPort ? heldPort.close(resolve) : resolve()));
  const ok = await step(
    'Browser tests',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
      E2E_PORT: e2ePort,
    },
    playwrightFailures,
  );
  if (!ok) failures.push('browser tests');
  results.push(readCounts('test-results/e2e.json', (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]));
  slowest.push(
    ...slowestFiles('Browser', 'test-results/e2e.json', (r) => {
      const files = [];
      const walk = (suite, file) => {
        for (const spec of suite.specs ?? [])
          for (const each of spec.tests)
            for (const result of each.results) files.push([file ?? suite.file, result.duration / 1000]);
        for (const inner of suite.suites ?? []) walk(inner, file ?? suite.file);
      };
      r.suites.forEach((suite) => walk(suite));
      return files;
    }),
  );
}

const passed = results.reduce((sum, [p]) => sum + p, 0);
const failed =
  results.reduce((sum, [, f]) => sum + f, 0) + (failures.length && !results.some(([, f]) => f) ? failures.length : 0);
console.log(`\n━━ Time per step ━━\n${timings.join('\n')}`);
if (slowest.length) console.log(`\n━━ Slowest test files (seconds of test time) ━━\n${slowest.join('\n')}`);
if (leftovers.length) console.log(`\n━━ Left running after a step ━━\n${leftovers.join('\n\n')}`);
if (reruns.length) console.log(`\n━━ Run again after vitest's worker pool failed ━━\n${reruns.join('\n\n')}`);
if (reports.length) console.log(`\n━━ What failed ━━\n${reports.join('\n\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

/** A server listening on a port the system picked on 127.0.0.1, keeping it from anything else until closed. */
function holdFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [0, 0];
  }
}

/** The machine's CPU time so far, in clock ticks: [busy, idle, stolen by the host]. */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return [user + nice + system + irq + softirq, idle + iowait, steal];
  } catch {
    return undefined; // not Linux
  }
}

/** How the machine's CPUs spent a step: busy, idle, and stolen by the host (a noisy neighbour). */
function cpuShares(before, after) {
  if (!before || !after) return '';
  const [busy, idle, steal] = after.map((ticks, i) => ticks - before[i]);
  const total = busy + idle + steal || 1;
  const share = (ticks) => `${Math.round((ticks / total) * 100)}%`;
  return ` (CPU busy ${share(busy)}, idle ${share(idle)}, stolen ${share(steal)})`;
}

/** The processes still running in this folder (their working directory in it), other than this one and those that started it. */
function leftRunning() {
  const here = process.cwd();
  const found = [];
  const ours = new Set();
  let pids = [];
  try {
    for (
      let pid = process.pid;
      pid > 1;
      pid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1])
    )
      ours.add(String(pid));
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && !ours.has(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cwd !== here && !cwd.startsWith(`${here}/`)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      found.push(`  ${pid} ${command.slice(0, 160)}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** The `count` files of a runner's JSON report that took the most test time, one line each. */
function slowestFiles(kind, file, durations, count = 12) {
  let rows;
  try {
    rows = durations(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
  const sums = new Map();
  for (const [name, seconds] of rows) sums.set(name, (sums.get(name) ?? 0) + seconds);
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, seconds]) => `${kind}: ${Math.round(seconds)} s ${name.replace(`${process.cwd()}/`, '')}`);
}
