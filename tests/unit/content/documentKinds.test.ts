/**
 * Every document kind as declared (`src/content/kinds/`): its seed fits its schema in each of its
 * languages, its form gives the seed back unchanged, and both staff catalogs name it.
 */
import { describe, expect, it } from 'vitest';
import { documentKeys, documentKinds, documentLanguages } from '../../../src/content/documents';
import { staffCatalogs } from '../../../src/i18n';

describe.each(documentKeys)('the document kind %s', (key) => {
  const kind = documentKinds[key];

  it('is listed under its own key', () => {
    expect(kind.key).toBe(key);
  });

  it('has a seed its schema takes, in each of its languages, that its form gives back unchanged', () => {
    for (const lang of documentLanguages(key)) {
      const seed = kind.seed(lang);
      expect(kind.schema.safeParse(seed).success, lang).toBe(true);
      expect(kind.schema.parse(kind.form.data(kind.form.fields(seed))), lang).toEqual(kind.schema.parse(seed));
    }
  });

  it('is named in both staff languages', () => {
    expect(staffCatalogs.en.content.documents[key]).toBeTruthy();
    expect(staffCatalogs.ru.content.documents[key]).toBeTruthy();
  });
});
