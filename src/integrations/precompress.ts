import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { AstroIntegration } from 'astro';

const compressible = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes `.br` and `.gz` beside every text file of the client build, so the server never compresses per request. */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let count = 0;
        for (const file of await listFiles(root)) {
          if (!compressible.test(file)) continue;
          const content = await readFile(file);
          const br = await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gzipped = await gz(content, { level: 9 });
          // A twin is only worth serving when it is smaller than the file itself.
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
          count++;
        }
        logger.info(`compressed ${count} files (brotli, gzip)`);
      },
    },
  };
}

/** Every file under `dir`, at any depth. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
