import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Seo } from '../../../src/components/head/Seo';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import { checkDocument } from '../../../src/server/documents/check';
import { indexingSchema, seedIndexing } from '../../../src/content/indexing';
import { format, staffCatalogs } from '../../../src/i18n';
import type { DocumentEditing } from '../../../src/server/documents/contentScreens';
import { dataOf, fieldsOf } from '../../../src/server/documents/documentForm';
import { pageLanguagePaths } from '../../../src/seo/alternates';
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

describe('the indexing document', () => {
  it('shows a box per page in the language, ticked for a page kept out, labelled in the member’s language', () => {
    const data = { noindex: { ...seedIndexing().noindex, presentation: true } };
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        document={{ key: 'indexing', lang: 'ru', segment: 'ru' }}
        editing={editing(data)}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );
    const box = (page: string) =>
      html.slice(
        html.lastIndexOf('<input', html.indexOf(`name="noindex.${page}"`)),
        html.indexOf('>', html.indexOf(`name="noindex.${page}"`)),
      );
    expect(box('presentation')).toContain('checked=""');
    expect(box('about')).not.toContain('checked');
    expect(html).toContain(format(staffCatalogs.ru.content.indexing.page, { path: '/ru/presentation' }));
    expect(html).toContain(staffCatalogs.ru.content.indexing.legend);
  });

  it('reads the posted boxes back: a ticked one kept out, an unposted one indexed, and the schema takes it', () => {
    const fields = { ...fieldsOf('indexing', seedIndexing()), 'noindex.privacy': 'on' };
    delete (fields as Record<string, string>)['noindex.home'];
    const data = dataOf('indexing', fields);
    expect(indexingSchema.parse(data).noindex).toMatchObject({ privacy: true, home: false, about: false });
    expect(checkDocument('indexing', { noindex: { ...seedIndexing().noindex, home: 'yes' } }).ok).toBe(false);
  });

  it('keeps a language version out of the head’s alternates and locales, and asks robots not to index a page kept out', () => {
    const origin = new URL('https://agentica.example');
    const english = renderToStaticMarkup(
      <Seo
        shown={codeDocuments}
        lang="en"
        title="T"
        description="D"
        paths={pageLanguagePaths('presentation')}
        unindexed={['ru']}
        origin={origin}
      />,
    );
    expect(english).not.toContain('hrefLang="ru"');
    expect(english).toContain('hrefLang="fr" href="https://agentica.example/fr/presentation"');
    expect(english).not.toContain('content="ru_RU"');
    expect(english).not.toContain('name="robots"');
    const russian = renderToStaticMarkup(
      <Seo
        shown={codeDocuments}
        lang="ru"
        title="T"
        description="D"
        paths={pageLanguagePaths('presentation')}
        unindexed={['ru']}
        origin={origin}
        noindex
      />,
    );
    expect(russian).toContain('<meta name="robots" content="noindex"/>');
    expect(russian).toContain('<link rel="canonical" href="https://agentica.example/ru/presentation"/>');
  });
});
