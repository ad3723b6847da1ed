/**
 * The picture a page shows when it is shared (Open Graph and X cards), per page and language:
 * an editor uploads a photo, the server crops it to 1200x630 (`server/media/socialImages.ts`)
 * and the page's `og:image` names it. A page without one shows the language's card the build
 * draws (`/og/{lang}.png`), as the site always had it: that is the seed.
 */
import { z } from 'zod';
import type { Lang } from '../i18n/languages.ts';
import { indexedPages, type PageId } from '../routing/pages.ts';

/** Where the crop to 1200x630 keeps the picture: picked beside the file ('attention': where sharp finds the most detail). */
export const cropPositions = ['centre', 'top', 'bottom', 'attention'] as const;

export type CropPosition = (typeof cropPositions)[number];

/** A crop as posted, or the centre. */
export function cropPosition(value: string | undefined): CropPosition {
  return (cropPositions as readonly string[]).includes(value ?? '') ? (value as CropPosition) : 'centre';
}

/** An uploaded social image as a document names it: `social:` and the content hash of its file. */
const uploadedImage = /^social:([0-9a-f]{16})$/;

/** The size every social image is cropped to: what Facebook, LinkedIn, X and messengers show best. */
export const socialImageSize = { width: 1200, height: 630 } as const;

const imageName = z.union([z.literal(''), z.string().regex(uploadedImage, { error: 'image.invalid' })]);

export const socialImagesSchema = z.strictObject({
  /** Per page, an uploaded image's name, or '' for the language's card. */
  images: z.strictObject(
    Object.fromEntries(indexedPages.map((page) => [page, imageName])) as Record<PageId, typeof imageName>,
  ),
});

export type SocialImagesDocument = z.infer<typeof socialImagesSchema>;

/** Every page shows the language's card. */
export function seedSocialImages(): SocialImagesDocument {
  return { images: Object.fromEntries(indexedPages.map((page) => [page, ''])) as Record<PageId, string> };
}

/** The file an uploaded image is stored and served under (`{hash}.jpg`), from its name in a document. */
export function socialImageFile(name: string): string | undefined {
  const hash = uploadedImage.exec(name)?.[1];
  return hash && `${hash}.jpg`;
}

/** The name a document gives the image stored under `hash`. */
export function socialImageName(hash: string): string {
  return `social:${hash}`;
}

/** Where the media route serves an uploaded social image. */
export const socialImageDirectory = '/media/social';

/** A page's shared picture: its site path and type. */
export interface SocialImage {
  path: string;
  type: 'image/png' | 'image/jpeg';
}

/** The language's card the build draws, shown by every page without an image of its own. */
export function defaultSocialImage(lang: Lang): SocialImage {
  return { path: `/og/${lang}.png`, type: 'image/png' };
}

/** The published (or, in a staff preview, drafted) documents, as far as social images need them. */
export interface SocialImagesReader {
  get(key: 'socialImages', lang: Lang): SocialImagesDocument;
}

/** The picture `page` shows when shared in `lang`: the editor's upload, else the language's card. */
export function socialImageOf(documents: SocialImagesReader, page: PageId, lang: Lang): SocialImage {
  const file = socialImageFile(documents.get('socialImages', lang).images[page] ?? '');
  return file ? { path: `${socialImageDirectory}/${file}`, type: 'image/jpeg' } : defaultSocialImage(lang);
}
