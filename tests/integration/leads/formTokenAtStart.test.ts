/**
 * A page asked for while its server is still opening the store (it opens the store in the
 * background as it starts) still carries a signed form token: its form is a person's, not a
 * bot's, once the store is open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/env';
import { judgeFormToken } from '../../../src/server/leads/intake/spam/formToken';

const dir = mkdtempSync(join(tmpdir(), 'token-at-start-'));
const app = createApp(parseEnv({ DATA_DIR: dir }));
afterAll(async () => {
  await app.store.close();
  rmSync(dir, { recursive: true, force: true });
});

it('signs the form token of a page asked for while the store is still opening', async () => {
  const opening = app.store.openInBackground();
  // The store is not open yet: a request fails fast for it (StoreUnavailableError)...
  expect(app.store.opened()).toBeUndefined();
  await expect(app.store.database()).rejects.toThrow('The store is not open yet');
  // ...but the page's token waits for it, and verifies with the store's key.
  const token = await app.formToken();
  await opening;
  const unused = async () => 1;
  expect(await judgeFormToken(token, await app.formTokenKey(), Date.now(), unused)).toMatchObject({ state: 'valid' });
});
