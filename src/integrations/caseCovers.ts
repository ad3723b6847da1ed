import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { cachePolicy } from '../server/http/cachePolicy.ts';
import {
  COVER_ENCODING_VERSION,
  COVER_PLACEHOLDER_VERSION,
  coverMimeTypes as mimeTypes,
  encodeCoverPlaceholder,
  encodeCoverVariant as encode,
  usablePlaceholder,
} from '../server/media/coverEncoding.ts';
import {
  coverDirectory,
  coverFormats,
  coverNames,
  coverWidths,
  coverVariantPath,
  isCoverName,
  primaryCoverWidth,
  stableCoverPath,
  type CoverFormat,
  type CoverName,
} from '../data/caseCovers.ts';

const sources = new URL('../assets/cases/', import.meta.url);
const cacheDir = new URL('../../node_modules/.cache/case-covers/', import.meta.url);

/** The content fingerprint in a cover's variant names: its source and how it is encoded. */
export function coverFingerprint(source: Buffer): string {
  return createHash('sha256').update(source).update(COVER_ENCODING_VERSION).digest('hex').slice(0, 10);
}

/** What `make` encodes of `source`, from the cache when the source has not changed since the last build. */
async function cached(name: CoverName, source: Buffer, kind: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = fileURLToPath(new URL(`${name}-${coverFingerprint(source)}-${kind}`, cacheDir));
  if (existsSync(file)) return readFile(file);
  const output = await make();
  await mkdir(fileURLToPath(cacheDir), { recursive: true });
  await writeFile(file, output).catch(() => {});
  return output;
}

/** One variant of a shipped cover. */
const variant = (name: CoverName, source: Buffer, width: number, format: CoverFormat): Promise<Buffer> =>
  cached(name, source, `${width}.${format}`, () => encode(source, width, format));

/** Every shipped cover's fingerprint, by name. */
async function fingerprints(): Promise<Record<CoverName, string>> {
  const entries = await Promise.all(
    coverNames.map(async (name) => [name, coverFingerprint(await readSource(name))] as const),
  );
  return Object.fromEntries(entries) as Record<CoverName, string>;
}

/** Every shipped cover's placeholder (see `encodeCoverPlaceholder`) as a data URL, by name; none for one too plain to count. */
async function placeholders(): Promise<Partial<Record<CoverName, string>>> {
  const entries = await Promise.all(
    coverNames.map(async (name) => {
      const source = await readSource(name);
      return [
        name,
        usablePlaceholder(
          await cached(name, source, `placeholder-${COVER_PLACEHOLDER_VERSION}.avif`, () =>
            encodeCoverPlaceholder(source),
          ),
        ),
      ];
    }),
  );
  return Object.fromEntries(entries.filter(([, url]) => url)) as Partial<Record<CoverName, string>>;
}

/** The modules made from the shipped covers' sources at build time, by id. */
const modules: Record<string, () => Promise<Partial<Record<CoverName, string>>>> = {
  'virtual:case-cover-fingerprints': fingerprints,
  'virtual:case-cover-placeholders': placeholders,
};

/**
 * Gives pages the shipped covers' fingerprints (`import fingerprints from
 * 'virtual:case-cover-fingerprints'`) and placeholders (`virtual:case-cover-placeholders`, for
 * the server's pages only: a staff island that shows covers needs no placeholder), computed
 * from the sources at build time. Also used by the unit tests' Vite.
 */
export function coverFingerprintsPlugin(): Plugin {
  return {
    name: 'case-cover-fingerprints',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    async load(id) {
      const make = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      if (!make) return undefined;
      for (const name of coverNames) this.addWatchFile(fileURLToPath(new URL(`${name}.jpg`, sources)));
      return `export default ${JSON.stringify(await make())};`;
    },
  };
}

async function readSource(name: CoverName): Promise<Buffer> {
  const path = fileURLToPath(new URL(`${name}.jpg`, sources));
  if (!existsSync(path)) throw new Error(`Missing cover source src/assets/cases/${name}.jpg (run npm run case-covers)`);
  return readFile(path);
}

/**
 * Writes every case cover in every width and format (AVIF, WebP, JPEG) into the client build at
 * `/images/cases/`, named by content, plus the stable JPEG the cases API links; so on-demand
 * pages link plain static files and the server never resizes an image. The dev server makes
 * the same files on request.
 */
export function caseCovers(): AstroIntegration {
  return {
    name: 'case-covers',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [coverFingerprintsPlugin()] } });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const match = /^\/images\/cases\/([a-z0-9-]+)-(\d+)(?:\.[0-9a-f]{10})?\.(avif|webp|jpg)$/.exec(
            req.url?.split('?')[0] ?? '',
          );
          const width = Number(match?.[2]);
          if (!match || !isCoverName(match[1]) || !(coverWidths as readonly number[]).includes(width)) return next();
          try {
            const format = match[3] as CoverFormat;
            const body = await variant(match[1], await readSource(match[1]), width, format);
            res.writeHead(200, { 'Content-Type': mimeTypes[format], 'Cache-Control': cachePolicy.drawnCover });
            res.end(body);
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await mkdir(join(root, coverDirectory), { recursive: true });
        let bytes = 0;
        let count = 0;
        const write = async (path: string, output: Buffer) => {
          await writeFile(join(root, path), output);
          bytes += output.length;
          count++;
        };
        for (const name of coverNames) {
          const source = await readSource(name);
          const fingerprint = coverFingerprint(source);
          await Promise.all(
            coverWidths.flatMap((width) =>
              coverFormats.map(async (format) =>
                write(coverVariantPath(name, width, format, fingerprint), await variant(name, source, width, format)),
              ),
            ),
          );
          await write(stableCoverPath(name), await variant(name, source, primaryCoverWidth, 'jpg'));
        }
        logger.info(`wrote ${count} cover variants (${Math.round(bytes / 1024)} KB) to ${coverDirectory}/`);
      },
    },
  };
}
