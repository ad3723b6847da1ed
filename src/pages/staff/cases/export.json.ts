/** Every case in the import format, as `npm run cases -- export` writes it: a download for editors. */
import type { APIRoute } from 'astro';
import { exportCases } from '../../../server/cases/repository';
import { cachePolicy } from '../../../server/http/cachePolicy';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  const db = await locals.app.db();
  return new Response(`${JSON.stringify(await exportCases(db), null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="cases.json"',
      'Cache-Control': cachePolicy.never,
    },
  });
};
