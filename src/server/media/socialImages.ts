/**
 * Uploaded social images: decoded with sharp (a file that only claims to be an image is
 * refused), turned upright, cropped to 1200x630 where the editor chose (the centre, the top, the
 * bottom, or where sharp finds the most detail) and written as one JPEG without any metadata
 * (EXIF, GPS, XMP). Named by the content hash of the upload and the crop, so its address never
 * changes.
 */
import sharp from 'sharp';
import { socialImageName, socialImageSize, type CropPosition } from '../../content/socialImages.ts';
import { MAX_SOCIAL_IMAGE_BYTES } from '../http/requestLimits.ts';
import type { MediaStorage } from './storage.ts';
import { digestOf, inspectUpload, type ImageRefusal } from './uploadedImage.ts';

/** Changes whenever the same upload and crop would be written as other bytes. */
const SOCIAL_ENCODING_VERSION = 'v1';

/** The name a social image's file is stored under in the media storage. */
export function storedSocialImage(file: string): string {
  return `social-${file}`;
}

/** An upload checked and cropped, ready to store; or why it was refused. */
export type PreparedSocialImage =
  { ok: true; name: string; file: string; bytes: Buffer } | { ok: false; reason: ImageRefusal };

/** Checks and crops an uploaded social image, storing nothing: its `name` (`social:{hash}`) is what the document holds. */
export async function prepareSocialImage(
  upload: Uint8Array | { path: string; bytes: number },
  position: CropPosition,
): Promise<PreparedSocialImage> {
  const image = await inspectUpload(upload, MAX_SOCIAL_IMAGE_BYTES);
  if (!image.ok) return image;
  let bytes: Buffer;
  try {
    bytes = await sharp(image.input)
      .rotate()
      .resize({
        ...socialImageSize,
        fit: 'cover',
        position: position === 'attention' ? sharp.strategy.attention : position,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true, progressive: true })
      .toBuffer();
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  const hash = await digestOf(image.input, `${SOCIAL_ENCODING_VERSION}:${position}`);
  return { ok: true, name: socialImageName(hash), file: storedSocialImage(`${hash}.jpg`), bytes };
}

/** Writes a prepared social image unless `storage` holds it already. */
export async function storeSocialImage(
  image: Extract<PreparedSocialImage, { ok: true }>,
  storage: MediaStorage,
): Promise<void> {
  if (!(await storage.get(image.file)))
    await storage.put(image.file, { bytes: image.bytes, contentType: 'image/jpeg' });
}
