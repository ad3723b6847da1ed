import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import { documentKinds, SHARED } from '../../../src/content/documents';
import { officesSchema, seedOffices } from '../../../src/content/offices';
import { site } from '../../../src/config/site';
import { staffCatalogs } from '../../../src/i18n';
import { dataOf, fieldErrors, fieldsOf } from '../../../src/server/documents/documentForm';
import { codePackageNames } from '../../../src/data/packages';

/** The refusal codes of `data` by path, as the store reports them. */
const refusals = (data: unknown) => {
  const result = officesSchema.safeParse(data);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const actions = {
  save: '?s',
  publish: '?p',
  schedule: '?sc',
  cancel: '?c',
  restore: '?r',
};

describe('the contacts and offices document', () => {
  it('is seeded with today’s contacts, the main office first', () => {
    const seed = seedOffices();
    expect(documentKinds.offices.scope).toBe('shared');
    expect(officesSchema.safeParse(seed).success).toBe(true);
    expect(seed.email).toBe(site.email);
    expect(seed.phone).toBe(site.phone);
    expect(seed.offices.map((office) => [office.id, office.phone, office.isMain])).toEqual([
      ['moscow', '+7 495 000-00-00', true],
      ['saintPetersburg', '+7 812 000-00-00', false],
      ['novosibirsk', '+7 383 000-00-00', false],
    ]);
  });

  it('refuses a phone that is no phone number, a bad email, a map link that is not https, and two main offices', () => {
    const seed = seedOffices();
    const [moscow, spb, nsk] = seed.offices as [
      (typeof seed.offices)[0],
      (typeof seed.offices)[0],
      (typeof seed.offices)[0],
    ];
    expect(
      refusals({
        ...seed,
        offices: [moscow, { ...spb, phone: 'call us' }, nsk],
      }),
    ).toEqual({ 'offices.1.phone': 'phone.invalid' });
    expect(refusals({ ...seed, phone: '12' })).toEqual({
      phone: 'phone.invalid',
    });
    expect(refusals({ ...seed, email: 'hello at agentica' })).toEqual({
      email: 'email.invalid',
    });
    expect(
      refusals({
        ...seed,
        offices: [{ ...moscow, mapUrl: 'http://maps.example/moscow' }, spb, nsk],
      }),
    ).toEqual({ 'offices.0.mapUrl': 'map.https' });
    expect(
      refusals({
        ...seed,
        offices: [{ ...moscow, mapUrl: 'maps.example/moscow' }, spb, nsk],
      }),
    ).toEqual({ 'offices.0.mapUrl': 'map.https' });
    expect(refusals({ ...seed, offices: [moscow, { ...spb, isMain: true }, nsk] })).toEqual({
      main: 'offices.oneMain',
    });
    expect(refusals({ ...seed, offices: [{ ...moscow, isMain: false }, spb, nsk] })).toEqual({
      main: 'offices.oneMain',
    });
    expect(
      refusals({
        ...seed,
        offices: [
          moscow,
          {
            ...spb,
            phone: '+7 (812) 123-45.67',
            mapUrl: 'https://maps.example/spb',
          },
          nsk,
        ],
      }),
    ).toEqual({});
  });

  it('reads the posted form back: the order the positions give, the main office chosen, an empty map link left out', () => {
    const fields = {
      ...fieldsOf('offices', seedOffices()),
      'position.novosibirsk': '1',
      'was.novosibirsk': '3',
      main: 'saintPetersburg',
      'map.saintPetersburg': ' https://maps.example/spb ',
    };
    const data = dataOf('offices', fields);
    expect(officesSchema.parse(data).offices).toEqual([
      { id: 'novosibirsk', phone: '+7 383 000-00-00', isMain: false },
      { id: 'moscow', phone: '+7 495 000-00-00', isMain: false },
      {
        id: 'saintPetersburg',
        phone: '+7 812 000-00-00',
        mapUrl: 'https://maps.example/spb',
        isMain: true,
      },
    ]);
    expect(fieldsOf('offices', officesSchema.parse(data))).toMatchObject({
      'position.saintPetersburg': '3',
      'map.saintPetersburg': 'https://maps.example/spb',
      main: 'saintPetersburg',
    });
  });

  it('shows a refusal at its field, in the member’s language, with what was typed kept', () => {
    const typed = {
      ...fieldsOf('offices', seedOffices()),
      'phone.saintPetersburg': 'call us',
      'map.moscow': 'http://maps.example',
    };
    const result = officesSchema.safeParse(dataOf('offices', typed));
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          code: issue.message,
        }));
    const errors = fieldErrors('offices', typed, issues);
    expect(errors).toEqual({
      'phone.saintPetersburg': 'phone.invalid',
      'map.moscow': 'map.https',
    });
    const html = renderToStaticMarkup(
      <DocumentEditor
        packages={codePackageNames}
        lang="ru"
        origin="https://agentica.example"
        document={{ key: 'offices', lang: SHARED, segment: 'all' }}
        editing={{
          state: undefined,
          data: seedOffices(),
          versions: [],
          source: undefined,
          names: {},
        }}
        outcome={{ errors, typed, status: 422 }}
        timeZone="UTC"
        actions={actions}
      />,
    );
    expect(html).toContain(`<p id="content-phone-saintPetersburg-error" class="`);
    expect(html).toContain(staffCatalogs.ru.content.errors['phone.invalid']);
    expect(html).toContain(staffCatalogs.ru.content.errors['map.https']);
    expect(html).toMatch(
      /id="content-phone-saintPetersburg"[^>]*value="call us"|value="call us"[^>]*id="content-phone-saintPetersburg"/,
    );
    expect(html).toContain('Санкт-Петербург');
  });
});
