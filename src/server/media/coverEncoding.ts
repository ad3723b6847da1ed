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

/** The widest a cover is shown on a phone, in CSS pixels: the placeholder must count there. */
const PHONE_COVER_WIDTH = 480;

/**
 * The fewest bytes a placeholder needs to count as a phone's largest paint: Chromium passes over
 * an image that carries under 0.05 bits per pixel it is shown on (a "low-entropy" image, such as
 * a blurred or even-toned one), and a cover is shown up to 480 CSS pixels wide on a phone.
 */
export const PLACEHOLDER_MIN_BYTES = Math.ceil((PHONE_COVER_WIDTH * coverHeightFor(PHONE_COVER_WIDTH) * 0.05) / 8);

/**
 * A cover's placeholder, drawn in the page itself so that its first paint shows the cover: 400
 * pixels wide in AVIF at a low quality, 1.2 to 2 KB (1.6 to 2.7 KB as a data URL). Soft, but real
 * content, and it counts as the page's largest paint. Chromium counts an image at most at its own
 * size: one narrower than a phone's cover (about 390 CSS pixels) would count as less than the
 * heading. And it asks for 0.05 bits per pixel shown (`PLACEHOLDER_MIN_BYTES`): a photo carries
 * 0.1 to 0.2 on a phone, but an even-toned picture comes out too plain at any quality (300 bytes
 * at 20 as at 80), and is not drawn (`usablePlaceholder`). The sharp variants paint over it when
 * they arrive.
 */
export async function encodeCoverPlaceholder(source: Buffer): Promise<Buffer> {
  const width = 400;
  return sharp(source)
    .resize({ width, height: coverHeightFor(width), fit: 'cover' })
    .avif({ quality: 20, effort: 9 })
    .toBuffer();
}

/**
 * A placeholder as the `src` of an image (a data URL, which the pages' policy allows for images),
 * or undefined when it carries too little to count as the largest paint: such a page fetches its
 * cover first instead, as the image its visitors wait for.
 */
export const usablePlaceholder = (bytes: Buffer): string | undefined =>
  bytes.length >= PLACEHOLDER_MIN_BYTES ? `data:${coverMimeTypes.avif};base64,${bytes.toString('base64')}` : undefined;
