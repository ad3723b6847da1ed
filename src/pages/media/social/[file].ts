/**
 * Uploaded social images (`og:image` of a page an editor gave one), read from the media
 * storage: `/media/social/{hash}.jpg`, 1200x630. Named by content, so kept for a year.
 */
import type { APIRoute } from 'astro';
import { mediaResponse } from '../../../server/media/mediaResponse';
import { storedSocialImage } from '../../../server/media/socialImages';

export const prerender = false;

const imageName = /^[0-9a-f]{16}\.jpg$/;

export const GET: APIRoute = async ({ params, request, locals }) => {
  const name = params.file ?? '';
  return mediaResponse(locals.app, imageName.test(name) ? storedSocialImage(name) : undefined, request, name);
};
