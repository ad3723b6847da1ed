import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentEditor } from '../../src/components/staff/content/DocumentEditor';
import { SHARED } from '../../src/content/documents';
import { seedPackageCopy, seedPackages } from '../../src/content/packages';
import { seedCopy } from '../../src/content/pageCopy';
import { staffCatalogs } from '../../src/i18n';
import type { DocumentEditing } from '../../src/server/documents/contentScreens';
import { fieldsOf } from '../../src/server/documents/documentForm';
import type { ContentOutcome } from '../../src/server/documents/staffDocuments';
import { codePackageNames } from '../../src/data/packages';

const actions = {
  save: '?_action=staff.content.save',
  publish: '?_action=staff.content.publish',
  schedule: '?_action=staff.content.schedule',
  cancel: '?_action=staff.content.cancel',
  restore: '?_action=staff.content.restore',
};
const editing = (data: unknown, source?: unknown): DocumentEditing => ({
  state: undefined,
  data,
  versions: [{ version: 1, action: 'seeded', memberId: null, createdAt: new Date('2026-11-01T10:00:00Z') }],
  source,
  names: {},
});

/** The markup of one element: from the tag opening with `id` to its end. */
const element = (html: string, id: string) => {
  const start = html.lastIndexOf('<', html.indexOf(`id="${id}"`));
  return html.slice(start, html.indexOf('>', start) + 1);
};

describe('the content editor as the server sends it', () => {
  it('shows a refused price at its field, in the member’s language, with what was typed kept', () => {
    const typed = { ...fieldsOf('packages', seedPackages()), 'RUB.growth': '79000.5', 'USD.start': '12' };
    const outcome: ContentOutcome = { errors: { 'RUB.growth': 'price.whole' }, typed, status: 422 };
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        document={{ key: 'packages', lang: SHARED, segment: 'all' }}
        editing={editing(seedPackages())}
        outcome={outcome}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );
    const rub = element(html, 'content-RUB-growth');
    expect(rub).toContain('value="79000.5"');
    expect(rub).toContain('aria-invalid="true"');
    expect(rub).toContain('aria-describedby="content-RUB-growth-error"');
    expect(html).toMatch(
      new RegExp(`<p id="content-RUB-growth-error"[^>]*>${staffCatalogs.ru.content.errors['price.whole']}</p>`),
    );
    expect(element(html, 'content-USD-start')).toContain('value="12"');
    expect(element(html, 'content-USD-start')).not.toContain('aria-invalid');
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(staffCatalogs.ru.content.refused);
  });

  it('shows the English words beside another language’s, read-only and not posted', () => {
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="en"
        document={{ key: 'packageCopy', lang: 'id', segment: 'id' }}
        editing={editing(seedPackageCopy('id'), seedPackageCopy('en'))}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );
    const source = html.slice(html.lastIndexOf('<', html.indexOf('id="content-description-start-source"')));
    expect(source.slice(0, source.indexOf('>'))).toContain('readOnly=""');
    expect(source.slice(0, source.indexOf('>'))).not.toContain('name=');
    expect(source).toContain(`>${seedPackageCopy('en').start.description}</textarea>`);
    expect(element(html, 'content-description-start')).toContain('name="description.start"');
    expect(html).toContain(`>${seedPackageCopy('id').start.description}</textarea>`);
  });

  it('shows no source when editing English, and announces a publish politely', () => {
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="en"
        document={{ key: 'packageCopy', lang: 'en', segment: 'en' }}
        editing={editing(seedPackageCopy('en'))}
        outcome={{ done: 'published', version: 3 }}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );
    expect(html).not.toContain('-source"');
    expect(html).toContain(`<p role="status"`);
    expect(html).toContain('Published as version 3.');
  });

  it('builds a page copy form from the English shape: a field per text, the English under each, a refusal at its field with what was typed', () => {
    const typed = { ...fieldsOf('footerCopy', seedCopy('footerCopy', 'ru')), 'footer.rights': '© Агентика' };
    const outcome: ContentOutcome = { errors: { 'footer.rights': 'text.placeholders' }, typed, status: 422 };
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        document={{ key: 'footerCopy', lang: 'ru', segment: 'ru' }}
        editing={editing(seedCopy('footerCopy', 'ru'), seedCopy('footerCopy', 'en'))}
        outcome={outcome}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );
    const rights = element(html, 'content-footer-rights');
    expect(rights).toContain('name="footer.rights"');
    expect(rights).toContain('value="© Агентика"');
    expect(rights).toContain('aria-invalid="true"');
    expect(rights).toContain('lang="ru"');
    expect(html).toContain(`>${staffCatalogs.ru.content.errors['text.placeholders']}</p>`);
    const english = seedCopy('footerCopy', 'en') as { footer: { rights: string } };
    expect(html).toContain(`<span lang="en">${english.footer.rights}</span>`);
    expect(element(html, 'content-footer-tagline')).toContain(
      `value="${(seedCopy('footerCopy', 'ru') as { footer: { tagline: string } }).footer.tagline}"`,
    );
    expect(html.match(/name="footer\./g)).toHaveLength(Object.keys(typed).length);
    // The footer is on every page: each preview link says which page it opens.
    expect(html).toContain('<a href="/staff/content/preview/about/ru" lang="ru" hrefLang="ru">/ru/about</a>');
    expect(html).toContain('<a href="/staff/content/preview/home/ru" lang="ru" hrefLang="ru">/ru</a>');
  });
});
