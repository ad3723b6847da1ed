/**
 * The one runner of every operator command (`scripts/{name}.ts` calls `runCommandLine`): reads
 * the command line, then has the work done where the store is. On the embedded store with the
 * server running, the server runs it (`channel.ts`); otherwise, or on PostgreSQL, this process
 * opens the store. Either way the output is the same: the same lines, the same output file
 * (written here, complete or not at all: to `FILE.partial`, renamed when the command succeeds)
 * and the same exit status. Bad input (a command line, a file, settings or a DATA_DIR that
 * will not do) is one line on standard error, status 2, nothing changed; never a stack trace.
 */
import { createWriteStream, openSync, readdirSync, renameSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import type { DatabaseHandle } from '../db/client.ts';
import { parseEnv, type Env } from '../env.ts';
import { askRunningServer, serverRunsOn } from './askServer.ts';
import { CommandError, type AnyCommand, type CommandOutput, type StoreNeed } from './command.ts';

/** How long a command waits, the store being in use, for the server holding it to answer. */
const SERVER_START_WAIT_MS = 5_000;

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0]!;

/** Standard input, whole. */
async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

/** Runs `command` as its script was started; sets the exit status. */
export async function runCommandLine(command: AnyCommand, argv = process.argv.slice(2)): Promise<void> {
  // An error thrown out of reach (inside a library's stream) still ends in one line, not a stack trace.
  process.on('uncaughtException', (error) => {
    process.stderr.write(`npm run ${command.name} failed: ${firstLine(error) || (error as Error).name}\n`);
    process.exit(1);
  });
  try {
    process.exitCode = await commandLine(command, argv);
  } catch (error) {
    // Whatever went wrong, the operator gets one line, never a stack trace.
    process.stderr.write(`npm run ${command.name} failed: ${firstLine(error)}\n`);
    process.exitCode = 1;
  }
}

async function commandLine(command: AnyCommand, argv: string[]): Promise<number> {
  const refuse = (problem: string, usage = false) => {
    process.stderr.write(`${problem}\n${usage ? `\n${command.usage}\n` : ''}`);
    return 2;
  };
  let parsed: Awaited<ReturnType<AnyCommand['parse']>>;
  try {
    parsed = await command.parse(argv, { cwd: process.cwd(), stdin: readStdin });
  } catch (error) {
    return refuse(firstLine(error), true); // parseArgs: an unknown option, a missing value
  }
  if ('help' in parsed) return (process.stdout.write(`${command.usage}\n`), 0);
  if ('problem' in parsed) return refuse(parsed.problem, parsed.usage);
  const { request } = parsed;
  let settings: Env;
  try {
    settings = parseEnv(process.env);
  } catch (error) {
    return refuse(String((error as Error).message));
  }
  const need = command.store(request, settings);
  if (typeof need === 'object') return refuse(need.refuse);
  if (need !== 'none' && !settings.DATABASE_URL) {
    const problem = notAStore(settings.DATA_DIR, need);
    if (problem) return refuse(problem);
  }

  const target = command.outputFile?.(request) as string | undefined;
  const partial = target && `${target}.partial`;
  let file: WriteStream | undefined;
  if (partial) {
    try {
      file = createWriteStream(partial, { fd: openSync(partial, 'w') });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'ENOENT' ? 'its folder does not exist' : code === 'EACCES' ? 'permission denied' : firstLine(error);
      return refuse(`Cannot write ${target}: ${why}.`);
    }
  }
  const output: CommandOutput = { stdout: process.stdout, stderr: process.stderr, file };
  let status: number;
  try {
    status = await execute(command, request, settings, need, output);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    process.stderr.write(`${error.message}\n`);
    status = error.status;
  } finally {
    if (file) await new Promise<void>((done) => (file.closed ? done() : file.end(() => done())));
  }
  if (partial) {
    if (status === 0) renameSync(partial, target!);
    else rmSync(partial, { force: true });
  }
  return status;
}

/** Why DATA_DIR holds no store `need` can use; undefined when it does (or may be created there). */
function notAStore(dataDir: string, need: StoreNeed): string | undefined {
  const dir = resolve(dataDir);
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) return `DATA_DIR ${dataDir} is not a folder.`;
    entries = readdirSync(dir);
  } catch {
    entries = [];
  }
  if (need === 'alone' || entries.includes('pglite')) return undefined;
  if (need === 'existing') return `No embedded store in ${dataDir}/ (no pglite folder in it): check DATA_DIR.`;
  return entries.length
    ? `${dataDir}/ is not a store of this site (no pglite folder in it): check DATA_DIR.`
    : undefined;
}

/** Runs `request` where the store is: here, or in the server holding the embedded store. */
async function execute(
  command: AnyCommand,
  request: unknown,
  settings: Env,
  need: StoreNeed,
  output: CommandOutput,
): Promise<number> {
  if (need === 'none' || settings.DATABASE_URL) return runHere(command, request, settings, need, output);
  if (need === 'alone') {
    if (await serverRunsOn(settings.DATA_DIR))
      throw new CommandError(
        `The server is running on ${settings.DATA_DIR}/: stop it first, then run this again. Nothing was changed.`,
        2,
      );
    return runHere(command, request, settings, need, output);
  }
  for (let waited = 0; ; waited += 250) {
    const answered = await askRunningServer(settings.DATA_DIR, command, request, output);
    if (answered !== undefined) return answered;
    try {
      return await runHere(command, request, settings, need, output);
    } catch (error) {
      // A server that has just started holds the store a moment before it listens: ask it again.
      if ((error as Error).name !== 'StoreInUseError') throw error;
      if (waited >= SERVER_START_WAIT_MS) throw new CommandError(firstLine(error), 2);
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

/** Runs `request` in this process, on the store it opens (when it needs one). */
async function runHere(
  command: AnyCommand,
  request: unknown,
  settings: Env,
  need: StoreNeed,
  output: CommandOutput,
): Promise<number> {
  const context = { settings, output, staffAuth: () => Promise.reject(new Error('no store')) };
  if (need === 'none' || need === 'alone')
    return runGuarded(() =>
      command.run(request, {
        ...context,
        store: () => {
          throw new Error('This command opens no store.');
        },
      }),
    );
  let handle: DatabaseHandle;
  try {
    // Loaded only here: a refused command line, or a command the running server answers, never loads the store's code.
    const { openDatabase } = await import('../db/client.ts');
    handle = await openDatabase(settings);
  } catch (error) {
    if ((error as Error).name === 'StoreInUseError') throw error;
    throw new CommandError(
      settings.DATABASE_URL
        ? `Cannot open the store at DATABASE_URL: ${firstLine(error)}`
        : `Cannot open the store in ${settings.DATA_DIR}/: ${firstLine(error)}`,
      2,
    );
  }
  try {
    return await runGuarded(() =>
      command.run(request, {
        ...context,
        store: () => handle,
        staffAuth: async () => (await import('../staff/auth.ts')).openStaffAuth(handle.db, settings),
      }),
    );
  } finally {
    await handle.close();
  }
}

/** A store in use is bad input for this command: one line, status 2. */
async function runGuarded(run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if ((error as Error).name === 'StoreInUseError') throw new CommandError(firstLine(error), 2);
    throw error;
  }
}
