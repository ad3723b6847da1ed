/**
 * The social images document: its editor (a card per page with the published title, a file to
 * upload, a crop, a box back to the language's card), the form read back, refusals put at the
 * page's file field, and the head tags a page gets from it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Seo } from '../../../src/components/head/Seo';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import {
  seedSocialImages,
  socialImageOf,
  socialImagesSchema,
  type SocialImagesDocument,
} from '../../../src/content/socialImages';
import { catalogs, format, staffCatalogs } from '../../../src/i18n';
import type { DocumentEditing } from '../../../src/server/documents/contentScreens';
import { dataOf, fieldErrors, fieldsOf } from '../../../src/server/documents/documentForm';
import { checkDocument } from '../../../src/server/documents/check';
import { codeDocuments } from '../../../src/content/shown';
import { codePackageNames } from '../../../src/data/packages';

const actions = {
  save: '?_action=staff.content.save',
  publish: '?_action=staff.content.publish',
  schedule: '?_action=staff.content.schedule',
  cancel: '?_action=staff.content.cancel',
  restore: '?_action=staff.content.restore',
};
const editing = (data: unknown): DocumentEditing => ({
  state: undefined,
  data,
  versions: [{ version: 1, action: 'seeded', memberId: null, createdAt: new Date('2026-11-01T10:00:00Z') }],
  source: undefined,
  names: {},
});
const HASH = '0123456789abcdef';
const withAbout: SocialImagesDocument = { images: { ...seedSocialImages().images, about: `social:${HASH}` } };
const t = staffCatalogs.ru.content;

/** The `<fieldset>` of one page in the editor's markup. */
const groupOf = (html: string, path: string) =>
  html.slice(
    html.indexOf(`<legend>${path}</legend>`),
    html.indexOf('</fieldset>', html.indexOf(`<legend>${path}</legend>`)),
  );

describe('the social images editor', () => {
  const render = (data: unknown, outcome?: Parameters<typeof DocumentEditor>[0]['outcome']) =>
    renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        document={{ key: 'socialImages', lang: 'ru', segment: 'ru' }}
        editing={editing(data)}
        outcome={outcome}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
        cards={catalogs.ru.meta}
      />,
    );

  it('posts its files as a multipart form and shows each page’s card, in the member’s language', () => {
    const html = render(withAbout);
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain(t.socialImages.hint);
    const about = groupOf(html, '/ru/about');
    expect(about).toContain(`src="/media/social/${HASH}.jpg"`);
    expect(about).toContain(format(t.socialImages.cardAlt, { path: '/ru/about' }));
    expect(about).toContain(`${catalogs.ru.meta.about.title} | Agentica`);
    expect(about).toContain('agentica.example');
    expect(about).toContain(`name="image.about" value="social:${HASH}"`);
    expect(about).toContain('type="file"');
    expect(about).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(about).toContain(t.socialImages.crops.attention);
    expect(about).toContain(t.socialImages.reset);
    // A page without its own picture shows the language's card and has no box to go back to it.
    const contact = groupOf(html, '/ru/contact');
    expect(contact).toContain('src="/og/ru.png"');
    expect(contact).toContain(t.socialImages.languageCard);
    expect(contact).not.toContain(t.socialImages.reset);
  });

  it('names a refused file at its page’s field and keeps the pictures stored before it', () => {
    const typed = { ...fieldsOf('socialImages', withAbout), 'crop.contact': 'top' };
    const html = render(withAbout, { errors: { 'file.contact': 'image.not-an-image' }, typed, status: 422 });
    const contact = groupOf(html, '/ru/contact');
    expect(contact).toContain(t.errors['image.not-an-image']);
    expect(contact).toContain('aria-invalid="true"');
    expect(contact).toMatch(/<option value="top" selected="">/);
    expect(groupOf(html, '/ru/about')).toContain(`value="social:${HASH}"`);
    expect(html).toContain(t.refused);
  });
});

describe('the social images form read back', () => {
  it('keeps each page’s picture, and a ticked box goes back to the language’s card', () => {
    const fields = {
      ...fieldsOf('socialImages', { images: { ...withAbout.images, home: `social:${'f'.repeat(16)}` } }),
      'reset.home': 'on',
    };
    expect(socialImagesSchema.parse(dataOf('socialImages', fields)).images).toMatchObject({
      about: `social:${HASH}`,
      home: '',
      contact: '',
    });
  });

  it('refuses a picture that is no upload’s name, at the page’s file field', () => {
    const fields = {
      ...fieldsOf('socialImages', seedSocialImages()),
      'image.cases': 'https://elsewhere.example/picture.jpg',
    };
    const checked = checkDocument('socialImages', dataOf('socialImages', fields));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(fieldErrors('socialImages', fields, checked.issues)).toEqual({ 'file.cases': 'image.invalid' });
  });
});

describe('a page’s shared picture', () => {
  const documents = (images: SocialImagesDocument) => ({ get: () => images });
  const origin = new URL('https://agentica.example');

  it('is the upload an editor gave the page, as a JPEG of 1200x630', () => {
    const image = socialImageOf(documents(withAbout), 'about', 'ru');
    const head = renderToStaticMarkup(
      <Seo shown={codeDocuments} lang="ru" title="О нас" description="D" origin={origin} image={image} />,
    );
    expect(head).toContain(`<meta property="og:image" content="https://agentica.example/media/social/${HASH}.jpg"/>`);
    expect(head).toContain('<meta property="og:image:type" content="image/jpeg"/>');
    expect(head).toContain(
      '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>',
    );
    expect(head).toContain(`<meta name="twitter:image" content="https://agentica.example/media/social/${HASH}.jpg"/>`);
  });

  it('is the language’s card for every other page', () => {
    expect(socialImageOf(documents(withAbout), 'contact', 'ru')).toEqual({ path: '/og/ru.png', type: 'image/png' });
    const head = renderToStaticMarkup(
      <Seo shown={codeDocuments} lang="fr" title="T" description="D" origin={origin} />,
    );
    expect(head).toContain('<meta property="og:image" content="https://agentica.example/og/fr.png"/>');
    expect(head).toContain('<meta property="og:image:type" content="image/png"/>');
  });
});
