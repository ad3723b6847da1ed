/** Server log lines. Untrusted values are JSON-quoted so they cannot forge lines or inject markup. */
const MAX_LOGGED_PATH = 300;

/** Records an attempted path that no page answers. */
export function logNotFound(pathname: string): void {
  const path = pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname;
  console.warn(`[404] ${JSON.stringify(path)}`);
}

/**
 * What went wrong, for the log, without the data involved: each error in the cause chain by
 * class and code (`DrizzleQueryError > DatabaseError 22021`, `Error ECONNREFUSED`). A failed
 * query's message repeats its parameters (what a visitor typed), so messages are left out,
 * except those of plain errors without a code, such as a lost connection.
 */
export function errorKind(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current && parts.length < 4; current = (current as Error).cause) {
    if (!(current instanceof Error)) {
      parts.push(typeof current);
      break;
    }
    // pg names its server errors `error`; their class says more.
    const name = current.constructor.name !== 'Error' ? current.constructor.name : current.name;
    const code = (current as Error & { code?: unknown }).code;
    if (code !== undefined) parts.push(`${name} ${String(code)}`);
    else if (name === 'Error') parts.push(`Error: ${current.message.replace(/\s+/g, ' ').slice(0, 120)}`);
    else parts.push(name);
  }
  return parts.join(' > ');
}
