/** What the redirects screen shows: every redirect editors set. */
import type { SiteApp } from '../app.ts';
import { listRedirects, type StoredRedirect } from './store.ts';

/** Every stored redirect, as the screen lists them. */
export async function redirectsScreen(app: Pick<SiteApp, 'db'>): Promise<StoredRedirect[]> {
  return listRedirects(await app.db());
}
