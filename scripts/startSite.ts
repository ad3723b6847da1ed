/**
 * Starts the built site (`src/server/serve.ts`) as its own process, the way tests, the audit and
 * the benchmark need it: on a port of their choosing, with exactly the settings they name.
 * Every other server setting takes its default, whatever the shell exports, so a test server
 * never shares a store, a Redis counter or a mail server with anything by accident.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { envSchema } from '../src/server/env.ts';

/** Server settings as the environment carries them. */
export type SiteSettings = Record<string, string>;

/**
 * The environment of a site process: the caller's variables without any server setting,
 * then every server setting at its default (blank for the optional ones), then `settings`.
 * Complete on purpose, so it also works where the launcher merges in its own environment.
 */
export function siteEnvironment(settings: SiteSettings, inherited: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const names = Object.keys(envSchema.shape);
  const defaults = envSchema.parse({});
  const environment: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(inherited).filter(([name]) => !names.includes(name)),
  );
  for (const name of names) environment[name] = String(defaults[name as keyof typeof defaults] ?? '');
  return { ...environment, HOST: '127.0.0.1', ...settings };
}

/** A site process that has said it is listening. */
export interface StartedSite {
  origin: string;
  process: ChildProcess;
  /** What it wrote to standard output so far (its log), when started with `keepOutput`. */
  output(): string;
  /** Stops it (SIGTERM, or `signal`) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Resolves once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the site on `port` and resolves once that very process says it listens (not when
 * some server on the port answers). Rejects with the process's own error output if it exits
 * first, or after `timeoutMs`.
 */
export async function startSite(
  port: number,
  settings: SiteSettings = {},
  options: { timeoutMs?: number; showErrors?: boolean; keepOutput?: boolean; cwd?: string } = {},
): Promise<StartedSite> {
  // `cwd`: the project folder it runs from (its `drizzle/` migrations and its build), as a release folder would be.
  const child = spawn(process.execPath, ['src/server/serve.ts'], {
    cwd: options.cwd,
    env: siteEnvironment({ PORT: String(port), ...settings }),
    // The IPC channel carries the server's "ready", which does not depend on LOG_LEVEL.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Keep reading its output so the process never blocks on a full pipe.
  let output = '';
  if (options.keepOutput) child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  else child.stdout!.resume();
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk;
    if (options.showErrors) process.stderr.write(chunk);
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The site on port ${port} did not start within ${options.timeoutMs ?? 90_000} ms:\n${errors}`));
    }, options.timeoutMs ?? 90_000);
    child.on('message', (message) => {
      if (message !== 'ready') return;
      clearTimeout(timer);
      child.disconnect();
      resolve();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The site on port ${port} exited (${signal ?? code}) before it was ready:\n${errors}`));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, process: child, output: () => output, stop };
}
