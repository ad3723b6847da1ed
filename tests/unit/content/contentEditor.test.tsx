import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import { SHARED } from '../../../src/content/documents';
import { seedOffices } from '../../../src/content/offices';
import { seedPackageCopy, seedPackages } from '../../../src/content/packages';
import { seedCopy } from '../../../src/content/pageCopy';
import { format, staffCatalogs } from '../../../src/i18n';
import type { DocumentEditing } from '../../../src/server/documents/contentScreens';
import { fieldsOf } from '../../../src/server/documents/documentForm';
import type { ContentOutcome } from '../../../src/server/documents/staffDocuments';
import { codePackageNames } from '../../../src/data/packages';

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
  it.each(['en', 'ru'] as const)(
    'names each refused field in a summary that takes the focus, each linked to its field (%s)',
    (lang) => {
      const t = staffCatalogs[lang].content;
      const typed = { ...fieldsOf('packages', seedPackages()), 'RUB.growth': '79000.5', 'name.start': '' };
      const errors = { 'RUB.growth': 'price.whole', 'name.start': 'text.required', publishAt: 'schedule.past' };
      const html = renderToStaticMarkup(
        <DocumentEditor
          lang={lang}
          document={{ key: 'packages', lang: SHARED, segment: 'all' }}
          editing={editing(seedPackages())}
          outcome={{ errors, typed, status: 422 }}
          timeZone="Europe/Moscow"
          actions={actions}
          origin="https://agentica.example"
          packages={codePackageNames}
        />,
      );
      const summary = html.slice(
        html.indexOf('id="content-errors"'),
        html.indexOf('</div>', html.indexOf('id="content-errors"')),
      );
      expect(element(html, 'content-errors')).toMatch(/role="alert" tabindex="-1" autofocus=""/);
      expect(html.match(/autofocus=""/g)).toHaveLength(1);
      expect(summary).toContain(t.refused);
      const growth = format(t.compare.fields.price, { package: 'Growth', currency: 'RUB' });
      const start = format(t.compare.fields.name, { package: 'Start' });
      const when = format(t.publishAt, { zone: 'Europe/Moscow' });
      expect(summary).toContain(`<a href="#content-RUB-growth">${growth}: ${t.errors['price.whole']}</a>`);
      expect(summary).toContain(`<a href="#content-name-start">${start}: ${t.errors['text.required']}</a>`);
      expect(summary).toContain(`<a href="#content-publishAt">${when}: ${t.errors['schedule.past']}</a>`);
      // Each link leads to a control that is there.
      for (const [, id] of summary.matchAll(/href="#([^"]+)"/g)) expect(html).toContain(`id="${id}"`);
    },
  );

  it('links a refused main office to the first office’s choice, and names a page copy text as its field does', () => {
    const offices = renderToStaticMarkup(
      <DocumentEditor
        lang="en"
        document={{ key: 'offices', lang: SHARED, segment: 'all' }}
        editing={editing(seedOffices())}
        outcome={{
          errors: { main: 'offices.oneMain', 'map.novosibirsk': 'map.https' },
          typed: fieldsOf('offices', seedOffices()),
          status: 422,
        }}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
        packages={codePackageNames}
      />,
    );
    expect(offices).toContain(
      `<a href="#content-main-moscow">Main office: ${staffCatalogs.en.content.errors['offices.oneMain']}</a>`,
    );
    expect(offices).toContain(`<a href="#content-map-novosibirsk">Novosibirsk: Map link (https, optional): `);
    const copy = renderToStaticMarkup(
      <DocumentEditor
        lang="ru"
        document={{ key: 'footerCopy', lang: 'ru', segment: 'ru' }}
        editing={editing(seedCopy('footerCopy', 'ru'), seedCopy('footerCopy', 'en'))}
        outcome={{
          errors: { 'footer.rights': 'text.placeholders' },
          typed: fieldsOf('footerCopy', seedCopy('footerCopy', 'ru')),
          status: 422,
        }}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
        packages={codePackageNames}
      />,
    );
    expect(copy).toMatch(/<a href="#content-footer-rights">[^<]*› [^<]*: /);
  });
});
