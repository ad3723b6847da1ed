/** The project's command lines as an operator runs them, for the tests of what they print and do. */
import { spawn } from 'node:child_process';

/** What a command line printed and how it ended. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/{script}` (what `npm run {name} -- ...args` runs) with only `env` and the PATH
 * set, `input` on its standard input; resolves when it has ended.
 */
export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string | undefined>,
  input = '',
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${script}`, ...args], { env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}
