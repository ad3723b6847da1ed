/** Server log lines. Untrusted values are JSON-quoted so they cannot forge lines or inject markup. */
const MAX_LOGGED_PATH = 300;

/** Records an attempted path that no page answers. */
export function logNotFound(pathname: string): void {
  const path = pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname;
  console.warn(`[404] ${JSON.stringify(path)}`);
}
