/**
 * Uploaded case covers, read from the media storage (so any instance serves any upload):
 * `/media/covers/{hash}-{width}.{format}`. Named by content, so kept for a year.
 */
import type { APIRoute } from 'astro';
import { cachePolicy } from '../../../server/http/cachePolicy';
import { mediaStorage } from '../../../server/media/storage';

export const prerender = false;

const variantName = /^[0-9a-f]{16}-\d{3,4}\.(?:avif|webp|jpg)$/;

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cachePolicy.never } });

export const GET: APIRoute = async ({ params, request, locals }) => {
  const name = params.file ?? '';
  if (!variantName.test(name)) return notFound();
  const file = await mediaStorage(locals.app.settings, await locals.app.db()).get(name);
  if (!file) return notFound();
  const headers = { 'Cache-Control': cachePolicy.hashedFile, ETag: `"${name}"` };
  if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), { headers: { ...headers, 'Content-Type': file.contentType, 'Content-Length': String(file.bytes.byteLength) } });
};
