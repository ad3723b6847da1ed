/**
 * Uploaded case covers, read from the media storage (so any instance serves any upload):
 * `/media/covers/{hash}-{width}.{format}`. Named by content, so kept for a year.
 */
import type { APIRoute } from 'astro';
import { mediaResponse } from '../../../server/media/mediaResponse';

export const prerender = false;

const variantName = /^[0-9a-f]{16}-\d{3,4}\.(?:avif|webp|jpg)$/;

export const GET: APIRoute = async ({ params, request, locals }) => {
  const name = params.file ?? '';
  return mediaResponse(locals.app, variantName.test(name) ? name : undefined, request, name);
};
