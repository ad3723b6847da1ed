/** Every case in the import format, as `npm run cases -- export` writes it: a download for editors. */
import type { APIRoute } from 'astro';
import { casesExport } from '../../../server/cases/screens';
import { cachePolicy } from '../../../server/http/cachePolicy';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  return new Response(await casesExport(locals.app), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="cases.json"',
      'Cache-Control': cachePolicy.never,
    },
  });
};
