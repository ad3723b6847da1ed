import type { APIRoute } from 'astro';

/** Lets every crawler in, except to the staff area, and points it at the sitemap on the configured origin. */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
