import { STATUS_CODES, type ServerResponse } from 'node:http';

/**
 * Makes every response's status line carry the standard reason phrase for its code: Astro
 * sends "404 OK" for a not-found page and "415 AstroActionError" for a failed action.
 */
export function useStandardStatusText(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    this.statusMessage = STATUS_CODES[statusCode] ?? '';
    const args = typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...args);
  } as ServerResponse['writeHead'];
}
