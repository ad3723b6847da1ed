/** The two media storages an upload test runs on: files under a fresh DATA_DIR, and a fresh PostgreSQL store's table. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStorage, postgresStorage, type MediaStorage } from '../../../src/server/media/storage';
import { testStores } from './stores';

export function mediaStorages(): {
  name: string;
  open(): Promise<{ storage: MediaStorage; close(): Promise<void> }>;
}[] {
  return [
    {
      name: 'files under DATA_DIR',
      async open() {
        const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
        return {
          storage: fileStorage(join(dir, 'media')),
          close: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
    {
      name: 'PostgreSQL',
      async open() {
        const handle = await testStores.find((store) => store.name === 'PostgreSQL')!.open();
        return { storage: postgresStorage(handle.db), close: () => handle.cleanup() };
      },
    },
  ];
}
