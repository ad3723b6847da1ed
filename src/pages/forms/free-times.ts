/**
 * `GET /forms/free-times?lang=ru&type=intro`: the meeting the booking form offers in that language
 * now (that type, when offered),
 * its free times (`{ offer }`, null when none), for the form's script to show again after the
 * time a visitor chose was taken. Never cached: a time taken a moment ago must not be offered.
 */
import type { APIRoute } from 'astro';
import { asLang } from '../../i18n/languages';
import { cachePolicy } from '../../server/http/cachePolicy';
import { offeredMeeting } from '../../server/meetings/offer';

export const prerender = false;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cachePolicy.never },
  });

export const GET: APIRoute = async ({ locals, url }) => {
  const lang = asLang(url.searchParams.get('lang'));
  if (!lang) return json({ error: 'Unknown language' }, 400);
  const type = url.searchParams.get('type') ?? undefined;
  return json({ offer: (await offeredMeeting(locals.app, lang, type)) ?? null }, 200);
};
