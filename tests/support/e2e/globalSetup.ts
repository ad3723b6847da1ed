/** Before the browser tests: the migrated, empty embedded store their servers start from (`embeddedStore.ts`). */
import { rmSync } from 'node:fs';
import { openDatabase } from '../../../src/server/db/client';
import { EMBEDDED_TEMPLATE } from './embeddedStore';

export default async function globalSetup(): Promise<void> {
  rmSync(EMBEDDED_TEMPLATE, { recursive: true, force: true });
  await (await openDatabase({ DATA_DIR: EMBEDDED_TEMPLATE, DATABASE_URL: undefined })).close();
}
