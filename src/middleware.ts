import { defineMiddleware } from 'astro:middleware';

/**
 * Runs for on-demand routes only (prerendered pages are files). Language routing is manual:
 * the first path segment decides, unprefixed paths are redirected by `scripts/serve.ts`.
 */
export const onRequest = defineMiddleware((_context, next) => next());
