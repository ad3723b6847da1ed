/**
 * An uploaded file as the media routes answer it: read from the media storage (so any instance
 * serves any upload), kept for a year since its name is its content, revalidated with its name
 * as the ETag; 404 for a name that is not stored.
 */
import type { SiteApp } from '../app.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { mediaStorage } from './storage.ts';

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cachePolicy.never },
  });

/** The answer to `request` for the file `name` of the app's media storage; `etag` is the public name it is asked for by. */
export async function mediaResponse(
  app: Pick<SiteApp, 'settings' | 'db'>,
  name: string | undefined,
  request: Request,
  etag: string,
): Promise<Response> {
  const file = name === undefined ? undefined : await mediaStorage(app.settings, await app.db()).get(name);
  if (!file) return notFound();
  const headers = { 'Cache-Control': cachePolicy.hashedFile, ETag: `"${etag}"` };
  if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), {
    headers: { ...headers, 'Content-Type': file.contentType, 'Content-Length': String(file.bytes.byteLength) },
  });
}
