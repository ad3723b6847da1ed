/**
 * How a cover's variants are encoded, for the shipped covers (at build time) and uploaded
 * ones (at upload) alike. Settings chosen for smooth gradients without banding. sharp writes
 * no metadata unless told to: no EXIF, no GPS, no XMP, colours converted to sRGB.
 */
import sharp from 'sharp';
import { coverHeightFor, type CoverFormat } from '../../data/caseCovers.ts';

/** Changes whenever `encodeCoverVariant` would write other bytes for the same source. */
export const COVER_ENCODING_VERSION = 'v1';

export const coverMimeTypes: Record<CoverFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** One variant of a 16:9 cover source, `width` wide, in `format`. */
export async function encodeCoverVariant(source: Buffer, width: number, format: CoverFormat): Promise<Buffer> {
  const resized = sharp(source).resize({ width, height: coverHeightFor(width), fit: 'cover' });
  if (format === 'avif') return resized.avif({ quality: 55, effort: 4, chromaSubsampling: '4:4:4' }).toBuffer();
  if (format === 'webp') return resized.webp({ quality: 80, effort: 5, smartSubsample: true }).toBuffer();
  return resized.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

/** Changes whenever `encodeCoverPlaceholder` would write other bytes for the same source. */
export const COVER_PLACEHOLDER_VERSION = 'p1';

/**
 * A cover's placeholder, drawn in the page itself so that its first paint shows the cover: 400
 * pixels wide in AVIF at a low quality, 1.2 to 2 KB (1.6 to 2.7 KB as a data URL). Soft, but real
 * content, and it counts as the page's largest paint. Chromium counts an image at most at its own
 * size: one narrower than a phone's cover (about 390 CSS pixels) would count as less than the
 * heading. And it asks for 0.05 bits per pixel shown; this carries about 0.1 on a phone. The
 * sharp variants paint over it when they arrive.
 */
export async function encodeCoverPlaceholder(source: Buffer): Promise<Buffer> {
  const width = 400;
  return sharp(source)
    .resize({ width, height: coverHeightFor(width), fit: 'cover' })
    .avif({ quality: 20, effort: 9 })
    .toBuffer();
}

/** A placeholder as the `src` of an image: a data URL, which the pages' policy allows for images. */
export const placeholderUrl = (bytes: Buffer): string =>
  `data:${coverMimeTypes.avif};base64,${bytes.toString('base64')}`;
