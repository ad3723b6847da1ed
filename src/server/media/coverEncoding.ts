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
