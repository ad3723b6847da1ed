import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromPath } from '../../i18n/detect.ts';
import { defaultLang } from '../../i18n/languages.ts';
import { catalogs } from '../../i18n/index.ts';
import { MAX_BODY_BYTES } from '../limits.ts';


/**
 * Refuses a request whose declared body is over the limit with 413 and a message in the
 * page's language; bodies without a declared length are capped by the adapter's limit.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > MAX_BODY_BYTES)) return false;
  const lang = langFromPath(new URL(req.url ?? '/', 'http://localhost').pathname) ?? defaultLang;
  const message = catalogs[lang].contact_form.errors.tooLarge;
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  res.writeHead(413, {
    'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  // The JSON body is also an Astro action error, so a form sent from the browser with the
  // actions client learns it was too large (code and status) instead of a bare failure.
  const json = { error: message, type: 'AstroActionError', code: 'CONTENT_TOO_LARGE', status: 413, message };
  res.end(wantsJson ? JSON.stringify(json) : `${message}\n`);
  req.resume();
  return true;
}
