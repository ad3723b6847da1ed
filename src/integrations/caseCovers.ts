import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import {
  coverDirectory,
  coverFormats,
  coverHeightFor,
  coverNames,
  coverWidths,
  isCoverName,
  type CoverFormat,
  type CoverName,
} from '../data/caseCovers';

const sources = new URL('../assets/cases/', import.meta.url);
const cacheDir = new URL('../../node_modules/.cache/case-covers/', import.meta.url);

const mimeTypes: Record<CoverFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Encodes one variant of a cover source. Settings chosen for smooth gradients without banding. */
async function encode(source: Buffer, width: number, format: CoverFormat): Promise<Buffer> {
  const resized = sharp(source).resize({ width, height: coverHeightFor(width), fit: 'cover' });
  if (format === 'avif') return resized.avif({ quality: 55, effort: 4, chromaSubsampling: '4:4:4' }).toBuffer();
  if (format === 'webp') return resized.webp({ quality: 80, effort: 5, smartSubsample: true }).toBuffer();
  return resized.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

/** One variant, from the cache when its source has not changed since the last build. */
async function variant(name: CoverName, source: Buffer, width: number, format: CoverFormat): Promise<Buffer> {
  const key = createHash('sha256').update(source).update(`${width}.${format}.v1`).digest('hex').slice(0, 16);
  const cached = fileURLToPath(new URL(`${name}-${key}.${format}`, cacheDir));
  if (existsSync(cached)) return readFile(cached);
  const output = await encode(source, width, format);
  await mkdir(fileURLToPath(cacheDir), { recursive: true });
  await writeFile(cached, output).catch(() => {});
  return output;
}

async function readSource(name: CoverName): Promise<Buffer> {
  const path = fileURLToPath(new URL(`${name}.jpg`, sources));
  if (!existsSync(path)) throw new Error(`Missing cover source src/assets/cases/${name}.jpg (run npm run case-covers)`);
  return readFile(path);
}

/**
 * Writes every case cover in every width and format (AVIF, WebP, JPEG) into the client build at
 * `/images/cases/`, so on-demand pages link plain static files and the server never resizes
 * an image. The dev server makes the same files on request.
 */
export function caseCovers(): AstroIntegration {
  return {
    name: 'case-covers',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const match = /^\/images\/cases\/([a-z0-9-]+)-(\d+)\.(avif|webp|jpg)$/.exec(req.url?.split('?')[0] ?? '');
          const width = Number(match?.[2]);
          if (!match || !isCoverName(match[1]) || !(coverWidths as readonly number[]).includes(width)) return next();
          try {
            const format = match[3] as CoverFormat;
            const body = await variant(match[1], await readSource(match[1]), width, format);
            res.writeHead(200, { 'Content-Type': mimeTypes[format], 'Cache-Control': 'no-cache' });
            res.end(body);
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = join(fileURLToPath(dir), coverDirectory);
        await mkdir(target, { recursive: true });
        let bytes = 0;
        let count = 0;
        for (const name of coverNames) {
          const source = await readSource(name);
          await Promise.all(
            coverWidths.flatMap((width) =>
              coverFormats.map(async (format) => {
                const output = await variant(name, source, width, format);
                await writeFile(join(target, `${name}-${width}.${format}`), output);
                bytes += output.length;
                count++;
              }),
            ),
          );
        }
        logger.info(`wrote ${count} cover variants (${Math.round(bytes / 1024)} KB) to ${coverDirectory}/`);
      },
    },
  };
}
