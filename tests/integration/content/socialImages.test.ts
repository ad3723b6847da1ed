/**
 * Social images: an uploaded photo is turned upright, cropped to 1200x630 where the editor chose
 * and stored as a JPEG without metadata, on both storages; through the editor's handler a photo
 * for /ru/about is stored and published while a renamed text file for /ru/contact is refused at
 * its field with the photo kept; visitors then get the photo as /ru/about's `og:image`, served
 * from the media route, and every other page keeps its language's card. Needs the build.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSocialImages } from '../../../src/content/socialImages';
import { MAX_SOCIAL_IMAGE_BYTES } from '../../../src/server/http/requestLimits';
import { followDocuments } from '../../../src/server/documents/live';
import { fieldsOf } from '../../../src/server/documents/documentForm';
import { publishNow } from '../../../src/server/documents/staffDocuments';
import { prepareSocialImage, storeSocialImage } from '../../../src/server/media/socialImages';
import type { MediaStorage } from '../../../src/server/media/storage';
import { auditEntries } from '../../../src/server/staff/audit';
import { jpegWithGps } from '../../fixtures/images';
import { staffActing } from '../../support/integration/acting';
import { builtSiteEach } from '../../support/integration/builtSite';
import { mediaStorages } from '../../support/integration/mediaStorages';
import { testStores } from '../../support/integration/stores';

/** A tall picture, red above and blue below, to tell a crop kept at the top from one at the bottom. */
function redOverBlue(): Promise<Buffer> {
  const half = { width: 1000, height: 1000, channels: 3 as const };
  return sharp({ create: { ...half, height: 2000, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** The mean red and blue of a picture. */
async function redAndBlue(bytes: Buffer): Promise<{ red: number; blue: number }> {
  const { channels } = await sharp(bytes).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

describe.each(mediaStorages())('an uploaded social image, stored as $name', (kind) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await kind.open());
  });
  afterAll(async () => close());

  it('is a 1200x630 JPEG of a 4 MB photo, with no EXIF, GPS or XMP left, stored once', async () => {
    const photo = await jpegWithGps();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const image = await prepareSocialImage(photo, 'centre');
    expect(image.ok).toBe(true);
    if (!image.ok) return;
    expect(image.name).toMatch(/^social:[0-9a-f]{16}$/);
    await storeSocialImage(image, storage);
    const stored = await storage.get(image.file);
    expect(stored?.contentType).toBe('image/jpeg');
    const meta = await sharp(stored!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored!.bytes.includes(Buffer.from('Test Camera'))).toBe(false);
    // The same photo and crop: the same name.
    expect(await prepareSocialImage(photo, 'centre')).toMatchObject({ ok: true, name: image.name });
  });

  it('keeps the part the editor chose: the top of a tall picture, or its bottom, under different names', async () => {
    const tall = await redOverBlue();
    const top = await prepareSocialImage(tall, 'top');
    const bottom = await prepareSocialImage(tall, 'bottom');
    if (!top.ok || !bottom.ok) throw new Error('refused');
    expect(top.name).not.toBe(bottom.name);
    const [above, below] = await Promise.all([redAndBlue(top.bytes), redAndBlue(bottom.bytes)]);
    expect(above.red).toBeGreaterThan(200);
    expect(above.blue).toBeLessThan(50);
    expect(below.blue).toBeGreaterThan(200);
    expect(below.red).toBeLessThan(50);
  });

  it('refuses a renamed text file, another image format, an empty file and one over 10 MB', async () => {
    expect(await prepareSocialImage(Buffer.from('Just some text pretending to be a JPEG.\n'), 'centre')).toEqual({
      ok: false,
      reason: 'not-an-image',
    });
    const gif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await prepareSocialImage(gif, 'centre')).toEqual({ ok: false, reason: 'unsupported-format' });
    expect(await prepareSocialImage(new Uint8Array(), 'centre')).toEqual({ ok: false, reason: 'empty' });
    expect(await prepareSocialImage(new Uint8Array(MAX_SOCIAL_IMAGE_BYTES + 1), 'centre')).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });
});

/** A file as the server puts a posted one aside (`server/http/uploads.ts`), named as the form then names it. */
function spooled(bytes: Buffer): string {
  const directory = join(tmpdir(), 'site-uploads');
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  writeFileSync(join(directory, token), bytes);
  return `spooled:${token}`;
}

/** The `content` of a page's head meta tag; of an address, its path (the build names the site's origin). */
function metaContent(html: string, property: string): string | undefined {
  const content = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
  return content && URL.canParse(content) ? new URL(content).pathname : content;
}

describe.each(testStores)('a social image published on the site, on $name', (store) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'social-site-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const site = builtSiteEach(store, { DATA_DIR: dataDir });

  it('is /ru/about’s og:image once published; a refused file is named at its field and the photo kept; other pages keep their card', async () => {
    const unfollow = await followDocuments(site.app, site.handle, () => {});
    try {
      expect(metaContent(await (await fetch(`${site.origin}/ru/about`)).text(), 'og:image')).toBe('/og/ru.png');
      const acting = { ...staffActing(site.handle, 'staff-editor-1', 'editor'), app: site.app };
      const now = new Date('2031-05-06T07:08:09.000Z');
      const form = {
        key: 'socialImages',
        lang: 'ru',
        ...fieldsOf('socialImages', seedSocialImages()),
        'file.about': spooled(await jpegWithGps()),
        'crop.about': 'top',
        'file.contact': spooled(Buffer.from('not a picture')),
      };

      const refused = await publishNow(form, acting, now);
      expect(refused).toMatchObject({ errors: { 'file.contact': 'image.not-an-image' }, status: 422 });
      const kept = refused.typed!;
      expect(kept['image.about']).toMatch(/^social:[0-9a-f]{16}$/);
      expect(kept['image.contact']).toBe('');
      expect(kept['crop.about']).toBe('top');
      expect(
        Object.keys(kept).filter((field) => field.startsWith('file.')),
        'no spooled name is shown back',
      ).toEqual([]);

      expect(await publishNow({ key: 'socialImages', lang: 'ru', ...kept }, acting, now)).toEqual({
        done: 'published',
        version: 2,
      });
      const hash = kept['image.about']!.slice('social:'.length);
      const image = `/media/social/${hash}.jpg`;
      await expect
        .poll(async () => metaContent(await (await fetch(`${site.origin}/ru/about`)).text(), 'og:image'), {
          timeout: 10_000,
          interval: 50,
        })
        .toBe(image);
      const about = await (await fetch(`${site.origin}/ru/about`)).text();
      expect(metaContent(about, 'og:image:type')).toBe('image/jpeg');
      expect(metaContent(about, 'twitter:image')).toBe(image);

      const served = await fetch(site.origin + image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1200, 630, undefined]);
      expect(
        (await fetch(site.origin + image, { headers: { 'If-None-Match': served.headers.get('etag')! } })).status,
      ).toBe(304);
      expect((await fetch(`${site.origin}/media/social/${'0'.repeat(16)}.jpg`)).status).toBe(404);
      expect((await fetch(`${site.origin}/media/social/..%2Fsecret.jpg`)).status).toBe(404);

      expect(metaContent(await (await fetch(`${site.origin}/ru/contact`)).text(), 'og:image')).toBe('/og/ru.png');
      expect(metaContent(await (await fetch(`${site.origin}/en/about`)).text(), 'og:image')).toBe('/og/en.png');

      const uploads = await auditEntries(site.db, { action: 'social-image-upload' });
      expect(uploads.map((row) => [row.actorEmail, row.target, row.details])).toEqual([
        ['staff-editor-1@staff.example', kept['image.about'], expect.objectContaining({ page: 'about', lang: 'ru' })],
      ]);
    } finally {
      await unfollow();
    }
  });
});
