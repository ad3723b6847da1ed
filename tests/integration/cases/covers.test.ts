/** Uploaded covers: decoded, cleaned of metadata, written in every width and format, on both storages. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverFormats, coverWidths, coverHeightFor, coverUrl, resolveCover } from '../../../src/data/caseCovers';
import { MAX_COVER_BYTES } from '../../../src/server/http/requestLimits';
import {
  coverFileName,
  coverPlaceholderName,
  ingestCover,
  prepareCover,
  storeCover,
  type PreparedCover,
} from '../../../src/server/media/covers';
import { encodeCoverPlaceholder, PLACEHOLDER_MIN_BYTES } from '../../../src/server/media/coverEncoding';
import { placeholderBeingFilled, uploadedPlaceholder } from '../../../src/server/media/coverPlaceholders';
import type { MediaStorage } from '../../../src/server/media/storage';
import { mediaStorages } from '../../support/integration/mediaStorages';
import { jpegWithGps } from '../../fixtures/images';

/** The 4 MB photo, encoded once for both storages: its variants do not depend on where they are kept. */
let prepared: Promise<{ original: Buffer; cover: PreparedCover }> | undefined;
const preparedPhoto = () =>
  (prepared ??= jpegWithGps().then(async (original) => ({ original, cover: await prepareCover(original) })));

describe.each(mediaStorages())('an uploaded cover, stored as $name', (kind) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await kind.open());
  });
  afterAll(async () => close());

  it('is written in every width and format, upright, 16:9, with no EXIF, GPS or XMP left', async () => {
    const { original, cover } = await preparedPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(cover.ok).toBe(true);
    if (!cover.ok) return;
    await storeCover(cover, storage);
    expect(cover.coverImage).toMatch(/^upload:[0-9a-f]{16}$/);
    for (const width of coverWidths) {
      for (const format of coverFormats) {
        const file = await storage.get(coverFileName(cover.hash, width, format));
        expect(file, `${width} ${format}`).toBeDefined();
        const meta = await sharp(file!.bytes).metadata();
        expect(
          meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpg' : meta.format,
          `${width} ${format}`,
        ).toBe(format);
        expect([meta.width, meta.height]).toEqual([width, coverHeightFor(width)]);
        expect(meta.exif, `${width} ${format}`).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(file!.bytes.includes(Buffer.from('Test Camera'))).toBe(false);
      }
    }
    // And its placeholder, which case pages draw under it: small, 16:9, as clean.
    const placeholder = (await storage.get(coverPlaceholderName(cover.hash)))!;
    expect(placeholder.contentType).toBe('image/avif');
    expect(placeholder.bytes.length).toBeLessThan(3000);
    const meta = await sharp(placeholder.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['heif', 400, coverHeightFor(400), undefined]);
    // Stored again: the same files, kept as they were.
    const before = await storage.get(coverFileName(cover.hash, 800, 'webp'));
    await storeCover(cover, storage);
    expect(await storage.get(coverFileName(cover.hash, 800, 'webp'))).toEqual(before);
  });

  it('refuses a renamed text file, another image format, an empty file and one over 10 MB', async () => {
    expect(await ingestCover(Buffer.from('Just some text pretending to be a JPEG.\n'), storage)).toEqual({
      ok: false,
      reason: 'not-an-image',
    });
    const gif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await ingestCover(gif, storage)).toEqual({ ok: false, reason: 'unsupported-format' });
    expect(await ingestCover(new Uint8Array(), storage)).toEqual({ ok: false, reason: 'empty' });
    expect(await ingestCover(new Uint8Array(MAX_COVER_BYTES + 1), storage)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('of an upload stored before placeholders, gets its placeholder written once a page asks for it', async () => {
    const { cover } = await preparedPhoto();
    if (!cover.ok) throw new Error('the photo was refused');
    // An older upload: its variants, under a hash of its own, and no placeholder.
    const older = 'fedcba9876543210';
    const jpeg = cover.variants.find(({ name }) => name === coverFileName(cover.hash, 800, 'jpg'))!;
    await storage.put(coverFileName(older, 800, 'jpg'), { bytes: jpeg.bytes, contentType: jpeg.contentType });
    // Its page goes without this time, and the placeholder is written meanwhile.
    expect(await uploadedPlaceholder(storage, older)).toBeUndefined();
    const filling = placeholderBeingFilled(older);
    expect(filling).toBeDefined();
    await filling;
    const url = await uploadedPlaceholder(storage, older);
    expect(url).toMatch(/^data:image\/avif;base64,/);
    const meta = await sharp(Buffer.from(url!.slice(url!.indexOf(',') + 1), 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 400, coverHeightFor(400)]);
    expect(placeholderBeingFilled(older)).toBeUndefined();
  });

  it('too plain to count as a largest paint is not drawn, nor written again', async () => {
    const plain = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a9cc6' } })
      .png()
      .toBuffer();
    const bytes = await encodeCoverPlaceholder(plain);
    expect(bytes.length).toBeLessThan(PLACEHOLDER_MIN_BYTES);
    const hash = 'aaaabbbbccccdddd';
    await storage.put(coverPlaceholderName(hash), { bytes, contentType: 'image/avif' });
    expect(await uploadedPlaceholder(storage, hash)).toBeUndefined();
    expect(placeholderBeingFilled(hash)).toBeUndefined();
  });

  it('answers nothing for an unknown or malformed name', async () => {
    expect(await storage.get('0123456789abcdef-800.jpg')).toBeUndefined();
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
  });
});

describe('an uploaded cover’s formats', () => {
  it('takes PNG and WebP too, each named by its content', async () => {
    const image = sharp({ create: { width: 640, height: 480, channels: 4, background: '#22aa66' } });
    const png = await prepareCover(await image.clone().png().toBuffer());
    const webp = await prepareCover(await image.clone().webp().toBuffer());
    expect(png.ok && webp.ok).toBe(true);
    if (png.ok && webp.ok) expect(png.coverImage).not.toBe(webp.coverImage);
  });
});

describe('a case whose cover is an upload', () => {
  it('resolves to the uploaded variants, and the API gets the 1200 px JPEG', () => {
    expect(resolveCover('upload:0123456789abcdef')).toEqual({ kind: 'uploaded', hash: '0123456789abcdef' });
    expect(coverUrl('upload:0123456789abcdef', 'https://example.com')).toBe(
      'https://example.com/media/covers/0123456789abcdef-1200.jpg',
    );
    expect(resolveCover('upload:not-a-hash')).toEqual({ kind: 'shipped', name: 'fallback' });
  });
});
