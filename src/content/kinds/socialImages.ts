/**
 * The picture each page shows when shared, per language (`socialImages`). Its form has a hidden
 * field per page naming its image (`image.about`), beside the file picked (`file.about`, stored
 * by the server before the form is read), the crop (`crop.about`) and a box to go back to the
 * language's card (`reset.about`).
 */
import { indexedPages, type PageId } from '../../routing/pages.ts';
import { seedSocialImages, socialImagesSchema, type SocialImagesDocument } from '../socialImages.ts';
import { defineDocumentKind } from './define.ts';

export const socialImagesKind = defineDocumentKind({
  key: 'socialImages',
  scope: 'language',
  schema: socialImagesSchema,
  seed: () => seedSocialImages(),
  pages: indexedPages,
  form: {
    editor: 'socialImages',
    files: true,
    fields(data) {
      const images = (data as Partial<SocialImagesDocument> | null)?.images;
      return Object.fromEntries(indexedPages.map((page) => [`image.${page}`, images?.[page] ?? '']));
    },
    data: (fields) => ({
      images: Object.fromEntries(
        indexedPages.map((page) => [page, fields[`reset.${page}`] ? '' : (fields[`image.${page}`] ?? '')]),
      ),
    }),
    // A page's image refused is its file field's.
    fieldOf: ([head, page]) =>
      head === 'images' && indexedPages.includes(page as PageId) ? `file.${page}` : undefined,
  },
});
