/**
 * Every operator command beside the built server running on the embedded store: the server runs
 * it over `DATA_DIR/control.sock`, and what the operator sees (standard output and error, the
 * files written, the exit status) is what the same command shows with the server stopped. The
 * channel is the server's user's alone (0600) and shrugs off garbage; a restore is refused
 * while the server runs; bad input to each command is one line and status 2, changing nothing.
 * One server start for the file. Needs the build (`npm test` builds before this suite).
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { seedCasesIfEmpty } from '../../../src/server/cases/seed';
import { controlSocket } from '../../../src/server/commands/channel';
import { openDatabase } from '../../../src/server/db/client';
import { saveLead } from '../../../src/server/leads/intake/store';
import { inviteStaff } from '../../../src/server/staff/accounts';
import { runScript, type CommandResult } from '../../support/integration/commandLine';
import { sampleLead } from '../../support/integration/leadsPeers';
import { migratedDataDir } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

let dir: string;
let server: StartedSite | undefined;
const settings = () => ({ DATA_DIR: dir, SITE_URL: 'https://site.example' });
const run = (script: string, args: string[], env: Record<string, string> = settings()) =>
  runScript(`${script}.ts`, args, env);

/** The commands compared, each with the files it writes (read after it ran). */
const outputs = (tag: string) => [
  { script: 'content', args: ['export'] },
  { script: 'content', args: ['export', join(dir, `content-${tag}.json`)], file: join(dir, `content-${tag}.json`) },
  { script: 'content', args: ['import', join(dir, `content-${tag}.json`), '--dry-run'] },
  { script: 'cases', args: ['export'] },
  { script: 'leads', args: ['export', '--since', '2020-01-01'] },
  {
    script: 'leads',
    args: ['export', '--since', '2020-01-01', '--out', join(dir, `leads-${tag}.csv`)],
    file: join(dir, `leads-${tag}.csv`),
  },
  { script: 'analytics', args: ['export', '--from', '2026-01-01', '--to', '2026-01-31'] },
  { script: 'staff', args: ['list'] },
  { script: 'staff', args: ['disable', 'nobody@example.com'] },
  { script: 'db', args: ['backup', join(dir, `backup-${tag}.tar.gz`)] },
];

/** What each command showed, its paths spelled alike whatever the tag. */
async function runAll(tag: string) {
  const shown: (CommandResult & { file?: string })[] = [];
  for (const { script, args, file } of outputs(tag)) {
    const result = await run(script, args);
    shown.push({
      ...result,
      stdout: result.stdout.replaceAll(tag, 'TAG'),
      stderr: result.stderr.replaceAll(tag, 'TAG'),
      ...(file ? { file: readFileSync(file, 'utf8') } : {}),
    });
  }
  return shown;
}

/** Expects bad input: status 2, the problem on one line (the usage may follow), no stack trace. */
function refused(result: CommandResult, line: RegExp | string) {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stdout).toBe('');
  const [first, ...rest] = result.stderr.split('\n');
  if (typeof line === 'string') expect(first).toContain(line);
  else expect(first).toMatch(line);
  expect(rest.join('\n')).toMatch(/^(\nUsage: [^]*)?\n?$/);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

// Each command starts a process and opens the store: on a busy 2-core machine a test takes minutes.
describe('the commands beside a running server on the embedded store', { timeout: 600_000 }, () => {
  let stopped: Awaited<ReturnType<typeof runAll>>;

  beforeAll(async () => {
    dir = await migratedDataDir('commands-beside-');
    const store = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    await seedCasesIfEmpty(store.db);
    for (let i = 0; i < 3; i++)
      await saveLead(sampleLead({ email: `lead${i}@beside.example` }), { db: store.db, settings: {} as never });
    await inviteStaff(store.db, { email: 'sam@example.com', role: 'sales' });
    await store.close();
    stopped = await runAll('stopped');
    server = await startSite(await freePort(), { ...settings(), FORM_MIN_FILL_MS: '0' });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answer as they do with the server stopped: the same output, files and status', async () => {
    expect(stopped.map((each) => each.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    const beside = await runAll('running');
    expect(beside).toEqual(stopped);
    expect(stopped.at(-1)!.stdout).toMatch(/\(3 leads, 3 cases, 0 media files\) to \S+backup-TAG\.tar\.gz\.\n$/);
    expect(statSync(join(dir, 'backup-running.tar.gz')).size).toBeGreaterThan(1000);
    // The backup the running server streamed is whole: it verifies, with what the store held.
    expect(await run('db', ['verify', join(dir, 'backup-running.tar.gz')])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('(3 leads, 3 cases, 0 media files)'),
    });

    // Changes made beside it are the server's: an invitation on its origin, seen by the next command.
    const invited = await run('staff', ['invite', 'ana@example.com', '--role', 'editor']);
    expect(invited).toMatchObject({ code: 0, stdout: expect.stringContaining('https://site.example/staff/invite/') });
    expect((await run('staff', ['list'])).stdout).toMatch(/^ana@example\.com\teditor\tinvited/m);
  });

  it('takes commands on a socket only its user may use, and shrugs off garbage and forged requests', async () => {
    expect(statSync(controlSocket(dir)).mode & 0o777).toBe(0o600);
    const closed = await new Promise<string>((done) => {
      let heard = '';
      const socket = net.connect(controlSocket(dir), () => socket.write('\x00\x01 not http at all\r\n\r\n'));
      socket.on('data', (chunk) => (heard += chunk));
      socket.on('close', () => done(heard));
      socket.on('error', () => {});
    });
    expect(closed).not.toContain('HTTP/1.1 200');
    const forged = await new Promise<number>((done, fail) => {
      const req = http.request({ socketPath: controlSocket(dir), method: 'POST', path: '/staff' }, (res) => {
        res.resume();
        done(res.statusCode!);
      });
      req.on('error', fail);
      req.end(JSON.stringify({ command: 'invite', email: 'x@example.com', role: 'root' }));
    });
    expect(forged).toBe(400);
    const list = await run('staff', ['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).not.toContain('x@example.com');
  });

  it('refuses a restore while the server runs, changing nothing', async () => {
    const before = await run('content', ['export']);
    refused(await run('db', ['restore', join(dir, 'backup-stopped.tar.gz')]), /stop it first/);
    expect(await run('content', ['export'])).toEqual(before);
  });

  it('answers bad input to every command with one line and status 2, changing nothing', async () => {
    const before = [await run('content', ['export']), await run('staff', ['list'])];
    writeFileSync(join(dir, 'not.json'), 'name,email\n');
    writeFileSync(join(dir, 'v2.json'), JSON.stringify({ format: 2, cases: [] }));
    const missing = join(dir, 'missing.json');
    for (const script of ['content', 'cases', 'leads', 'analytics', 'staff', 'db'])
      refused(await run(script, ['frobnicate']), 'Unknown command "frobnicate".');
    refused(await run('content', ['import', missing]), `No file ${missing}.`);
    refused(await run('cases', ['import', missing]), `No file ${missing}.`);
    refused(await run('db', ['restore', missing]), `No file ${missing}.`);
    refused(await run('content', ['import', join(dir, 'v2.json')]), 'format: must be 1');
    refused(await run('content', ['import', join(dir, 'not.json')]), 'is not JSON');
    refused(await run('cases', ['import', join(dir, 'not.json')]), 'is not JSON');
    refused(await run('cases', ['import', join(dir, 'v2.json')]), 'must hold a JSON array of cases');
    refused(await run('content', ['import', join(dir, 'v2.json'), '--force']), 'Unexpected argument "--force"');
    refused(await run('leads', ['export', '--since', '2026-01-01', '--force']), "Unknown option '--force'");
    refused(await run('analytics', ['export', '--from', '2026-02-01', '--to', '2026-01-01']), '--from and --to');
    refused(await run('staff', ['invite', 'x@example.com', '--role', 'root']), '--role must be one of');
    refused(await run('db', ['backup']), 'backup needs a file.');
    refused(await run('leads', ['export', '--since', '2026-01-01', '--out', join(dir, 'no', 'x.csv')]), 'Cannot write');
    // A DATA_DIR that is no store: a file, and a folder of other things.
    for (const [DATA_DIR, script, args] of [
      [join(dir, 'not.json'), 'content', ['export']],
      [join(dir, 'not.json'), 'staff', ['list']],
      [join(dir, 'not.json'), 'analytics', ['export', '--from', '2026-01-01', '--to', '2026-01-02']],
      [join(dir, 'pglite', 'base'), 'cases', ['export']],
      [join(dir, 'pglite', 'base'), 'leads', ['export', '--since', '2026-01-01']],
      [join(dir, 'pglite', 'base'), 'db', ['backup', join(dir, 'never.tar.gz')]],
    ] as const)
      refused(await run(script, [...args], { DATA_DIR }), /is not a (folder|store of this site)|No embedded store/);
    expect(() => statSync(join(dir, 'never.tar.gz'))).toThrow();
    expect([await run('content', ['export']), await run('staff', ['list'])]).toEqual(before);
  });
});
