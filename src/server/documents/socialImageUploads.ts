/**
 * The social images editor's files: each picked file (`file.{page}`, as the server put it
 * aside) is checked, cropped as the editor chose (`crop.{page}`) and stored with its audit row
 * before the form is read, and its name takes the place of the page's image (`image.{page}`).
 * A refused file is named at its field; the ones stored before it stay in the form, so nothing
 * chosen is lost.
 */
import type { Lang } from '../../i18n/languages.ts';
import { indexedPages } from '../../routing/pages.ts';
import { postedFile, TOO_LARGE } from '../http/uploads.ts';
import { cropPosition } from '../../content/socialImages.ts';
import { prepareSocialImage, storeSocialImage } from '../media/socialImages.ts';
import { mediaStorage } from '../media/storage.ts';
import { audited } from '../staff/audit.ts';
import type { Acting } from '../staff/member.ts';
import type { DocumentFields } from '../../content/kinds/define.ts';

/**
 * Stores the files picked in `fields` (for the pages of `lang`) and names them in the form,
 * which it changes in place; the refusals by field (`file.{page}`: `image.{reason}`), if any.
 */
export async function takeSocialImages(
  fields: DocumentFields,
  lang: Lang,
  acting: Acting,
): Promise<DocumentFields | undefined> {
  const errors: DocumentFields = {};
  for (const page of indexedPages) {
    const field = `file.${page}`;
    const file = postedFile(fields[field]);
    delete fields[field];
    if (!file) continue;
    if (file === TOO_LARGE) {
      errors[field] = 'image.too-large';
      continue;
    }
    const image = await acting.app.coverWork(() => prepareSocialImage(file, cropPosition(fields[`crop.${page}`])));
    if (!image.ok) {
      errors[field] = `image.${image.reason}`;
      continue;
    }
    const { member, ip } = acting;
    await audited(acting.db, (tx) => storeSocialImage(image, mediaStorage(acting.app.settings, tx)), {
      actor: { id: member.user.id, email: member.user.email },
      action: 'social-image-upload',
      target: image.name,
      details: { page, lang, bytes: String(file.bytes) },
      ip,
    });
    fields[`image.${page}`] = image.name;
    delete fields[`reset.${page}`];
  }
  return Object.keys(errors).length ? errors : undefined;
}
