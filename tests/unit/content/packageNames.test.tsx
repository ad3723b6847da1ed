/**
 * The packages' brand names are part of the price table editors publish: one name per package for
 * every language, refused at its field when empty, too long or shared with another package; a
 * price table stored before names were editable keeps the code's names.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeLabel } from '../../../src/components/staff/content/changeLabel';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import { SHARED } from '../../../src/content/documents';
import { packagesSchema, seedPackages } from '../../../src/content/packages';
import { staffCatalogs } from '../../../src/i18n';
import type { DocumentEditing } from '../../../src/server/documents/contentScreens';
import { comparable } from '../../../src/server/documents/compareVersions';
import { dataOf, fieldErrors, fieldsOf } from '../../../src/server/documents/documentForm';
import { diffFields } from '../../../src/server/documents/fieldDiff';
import type { ContentOutcome } from '../../../src/server/documents/staffDocuments';
import { codePackageNames } from '../../../src/data/packages';

const actions = { save: '?s', publish: '?p', schedule: '?sc', cancel: '?c', restore: '?r' };
const editing: DocumentEditing = { state: undefined, data: seedPackages(), versions: [], source: undefined, names: {} };

/** The refusal codes of `data` by path, as the store reports them. */
const refusals = (data: unknown) => {
  const result = packagesSchema.safeParse(data);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

/** The seeded price table without its names, as stored before names were editable. */
const storedWithoutNames = () => ({ items: seedPackages().items.map(({ name: _name, ...rest }) => rest) });

describe('the packages’ names', () => {
  it('are seeded from the code, and a price table stored without them reads with the code’s names', () => {
    expect(seedPackages().items.map(({ id, name }) => [id, name])).toEqual([
      ['start', 'Start'],
      ['growth', 'Growth'],
      ['scale', 'Scale'],
    ]);
    expect(packagesSchema.parse(storedWithoutNames())).toEqual(seedPackages());
  });

  it('refuses an empty name, a name over 40 characters, and two packages of one name at both their fields', () => {
    const seed = seedPackages();
    const named = (growth: string, scale = 'Scale') => ({
      items: seed.items.map((item) => ({
        ...item,
        name: item.id === 'growth' ? growth : item.id === 'scale' ? scale : item.name,
      })),
    });
    expect(refusals(named('  '))).toEqual({ 'items.1.name': 'text.required' });
    expect(refusals(named('G'.repeat(41)))).toEqual({ 'items.1.name': 'text.long' });
    expect(refusals(named('Growth', 'growth'))).toEqual({
      'items.1.name': 'packages.names',
      'items.2.name': 'packages.names',
    });
    expect(packagesSchema.parse(named(' Growth Pro ')).items[1]!.name).toBe('Growth Pro');
    const fields = { ...fieldsOf('packages', seed), 'name.scale': 'START' };
    expect(fieldErrors('packages', fields, [{ path: 'items.2.name', code: 'packages.names' }])).toEqual({
      'name.scale': 'packages.names',
    });
  });

  it('are a field of each package in the editor, read back from the posted form', () => {
    const fields = fieldsOf('packages', storedWithoutNames());
    expect(fields['name.growth']).toBe('Growth');
    expect(
      (
        dataOf('packages', { ...fields, 'name.growth': 'Growth Pro' }) as { items: { id: string; name: string }[] }
      ).items.map(({ id, name }) => [id, name]),
    ).toEqual([
      ['start', 'Start'],
      ['growth', 'Growth Pro'],
      ['scale', 'Scale'],
    ]);
  });

  it('shows a refused name at its field in the member’s language, with what was typed kept', () => {
    const typed = { ...fieldsOf('packages', seedPackages()), 'name.scale': 'growth' };
    const outcome: ContentOutcome = { errors: { 'name.scale': 'packages.names' }, typed, status: 422 };
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        document={{ key: 'packages', lang: SHARED, segment: 'all' }}
        editing={editing}
        outcome={outcome}
        timeZone="UTC"
        actions={actions}
        origin="https://agentica.example"
      />,
    );
    const input = html.slice(html.lastIndexOf('<', html.indexOf('id="content-name-scale"')));
    const tag = input.slice(0, input.indexOf('>'));
    expect(tag).toContain('name="name.scale"');
    expect(tag).toContain('value="growth"');
    expect(tag).toContain('aria-invalid="true"');
    expect(html).toContain(`<label for="content-name-scale">${staffCatalogs.ru.content.packageName}</label>`);
    expect(html).toMatch(
      new RegExp(`<p id="content-name-scale-error"[^>]*>${staffCatalogs.ru.content.errors['packages.names']}</p>`),
    );
  });

  it('compare as a change of name only, and a version stored without names as the code’s names', () => {
    const renamed = {
      items: seedPackages().items.map((item) => (item.id === 'growth' ? { ...item, name: 'Growth Pro' } : item)),
    };
    expect(
      diffFields(comparable('packages', storedWithoutNames()), comparable('packages', seedPackages())).changes,
    ).toEqual([]);
    expect(diffFields(comparable('packages', storedWithoutNames()), comparable('packages', renamed)).changes).toEqual([
      { path: ['growth', 'name'], from: 'Growth', to: 'Growth Pro' },
    ]);
    expect(changeLabel('en', 'packages', ['growth', 'name'], codePackageNames)).toBe('Growth: name');
    expect(changeLabel('ru', 'packages', ['growth', 'name'], codePackageNames)).toBe('Growth: название');
  });
});
