/**
 * Time spent on a form, without waiting for it: a test that prepares a server's embedded store
 * keeps the form token key in it before the server starts (`keepFormTokenKey`), then replaces a
 * page's token with one the page would have carried had it been rendered some time before
 * (`backdate`), signed with that same key, as a visitor who took their time sends it.
 */
import type { Page } from '@playwright/test';
import { openDatabase } from '../../../src/server/db/client';
import { formTokenKey, issueFormToken } from '../../../src/server/leads/intake/spam/formToken';
import { migratedDataDir } from './embeddedStore';

/** The form token key of the store in `dataDir` (made migrated first), generated and kept there now; the server started on it signs with it. */
export async function keepFormTokenKey(dataDir: string): Promise<string> {
  const store = await openDatabase({ DATA_DIR: migratedDataDir(dataDir), DATABASE_URL: undefined });
  try {
    return await formTokenKey(store.db);
  } finally {
    await store.close();
  }
}

/** A token for a page rendered `ago` ms before now. */
export const renderedAgo = (key: string, ago: number): string => issueFormToken(key, Date.now() - ago);

/** Makes the form inside `section` carry the token of its page rendered two minutes ago, as if filled in at leisure. */
export async function backdate(page: Page, section: string, key: string): Promise<void> {
  await page
    .locator(`#${section} input[name="formToken"]`)
    .evaluate((input: HTMLInputElement, token) => (input.value = token), renderedAgo(key, 120_000));
}
