/**
 * The embedded store (PGlite) may be opened by one process at a time: two writing its files
 * at once would corrupt it. A process that opens it leaves its pid in `DATA_DIR/store.pid`
 * until it closes it; another finds the file and refuses, unless that process is gone (killed).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The store is open in another process that is still running. */
class StoreInUseError extends Error {
  override name = 'StoreInUseError';
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(
      `The embedded store in ${dir} is open in process ${pid} (the server?); stop it first. If no such process runs, delete ${join(dir, 'store.pid')}.`,
    );
    this.pid = pid;
  }
}

const lockFile = (dir: string) => join(dir, 'store.pid');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another running process that has the store in `dir` open, if any. */
function storeHolder(dir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile(dir), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/** Marks the store in `dir` as open in this process; throws StoreInUseError if another running process has it. */
export function claimStore(dir: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile(dir), `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = storeHolder(dir);
      if (holder) throw new StoreInUseError(dir, holder);
      if (Number(readFileSync(lockFile(dir), 'utf8').trim()) === process.pid) return; // already ours
      rmSync(lockFile(dir), { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not mark ${dir} as in use`);
}

/** Clears this process's mark on the store in `dir`. */
export function releaseStore(dir: string): void {
  try {
    if (Number(readFileSync(lockFile(dir), 'utf8').trim()) === process.pid) rmSync(lockFile(dir), { force: true });
  } catch {
    // no mark, nothing to clear
  }
}
