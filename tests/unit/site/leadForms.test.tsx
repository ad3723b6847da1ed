/**
 * Each lead form is declared once (`src/forms/leadForms.ts`): the fields it draws, their order,
 * which are required, its error summary and the rules its schema checks all follow that one
 * declaration.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadFields, summaryFields } from '../../../src/components/forms/LeadFields';
import { SlotPicker } from '../../../src/components/forms/SlotPicker';
import { formCopy } from '../../../src/forms/copy';
import { schemaInput } from '../../../src/forms/formValues';
import { fieldLimits, leadForms, type FormKind } from '../../../src/forms/leadForms';
import { formSchemas } from '../../../src/forms/schemas';
import { seedOffices } from '../../../src/content/offices';
import { seedPackages } from '../../../src/content/packages';
import { contactPreset } from '../../../src/forms/presets';
import { catalogs, format } from '../../../src/i18n';
import { codeDocuments } from '../../../src/content/shown';
import { shownDocuments } from '../../../src/server/documents/copyScope';

const kinds = Object.keys(leadForms) as FormKind[];

/** An attribute of a tag as React writes it, or null. */
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;

/** Free times to offer, for the booking form. */
const offer = {
  typeId: 'intro',
  name: 'Знакомство',
  minutes: 30,
  timeZone: 'Europe/Moscow',
  starts: ['2026-12-01T07:00:00.000Z', '2026-12-01T07:30:00.000Z', '2026-12-02T07:00:00.000Z'],
};

/** Values a link chose: the fields a form shows only then (the contact form's package) are drawn. */
const chosen = { package: 'start' };

/**
 * The form's controls as the server draws them once its script runs: name, id, whether required,
 * maxlength and label; a group of radios once, labelled by its legend.
 */
function controls(kind: FormKind, values: Record<string, string> = chosen) {
  const html = renderToStaticMarkup(
    <LeadFields
      kind={kind}
      lang="ru"
      prefix={kind}
      copy={formCopy(codeDocuments, 'ru', kind, values)}
      values={values}
      errors={{}}
      offer={offer}
      picker={SlotPicker}
      enhanced
    />,
  );
  const seen = new Set<string | null>();
  const tags = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !seen.has(attribute(tag, 'name')) && seen.add(attribute(tag, 'name')));
  return tags.map((tag) => {
    const id = attribute(tag, 'id');
    const label =
      attribute(tag, 'type') === 'radio'
        ? (html.match(/<legend[^>]*>(.*?)<\/legend>/)?.[1] ?? '')
        : (html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`))?.[1] ?? '');
    return {
      name: attribute(tag, 'name'),
      id,
      // A select always holds a choice: it says it is required with aria-required (HTML allows `required` only with an empty first option).
      required: /\s(required=""|aria-required="true")/.test(tag),
      maxLength: attribute(tag, 'maxLength'),
      // The label's own text, without the required mark and its spoken word.
      label: label.replace(/<span[^>]*>.*?<\/span>/g, ''),
    };
  });
}

describe.each(kinds)('the %s form', (kind) => {
  const declared = Object.entries(leadForms[kind].fields);

  it('draws the declared fields in their order, required as declared, within their limits', () => {
    expect(controls(kind).map(({ name, id, required, maxLength }) => ({ name, id, required, maxLength }))).toEqual(
      declared.map(([name, need]) => ({
        name,
        id: `${kind}-${name}`,
        required: need === 'required',
        maxLength: name in fieldLimits ? String(fieldLimits[name as keyof typeof fieldLimits]) : null,
      })),
    );
  });

  it('lists the same fields, with the labels the visitor sees, in its error summary', () => {
    expect(summaryFields(formCopy(codeDocuments, 'ru', kind, chosen))).toEqual(
      controls(kind).map(({ name, label }) => ({ name, label })),
    );
  });

  it('carries the words of its own fields only, not those of the other forms', () => {
    expect(Object.keys(formCopy(codeDocuments, 'ru', kind, chosen).fields)).toEqual(declared.map(([name]) => name));
  });

  it('refuses exactly the declared required fields, and the consent, when the form is sent empty', () => {
    const result = formSchemas[kind].safeParse(schemaInput({}));
    expect(result.success).toBe(false);
    const refused = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    const required = declared.filter(([, need]) => need === 'required').map(([name]) => name);
    expect([...refused].sort()).toEqual([...required, 'consent'].sort());
  });
});

describe('the meeting form’s office choice', () => {
  it('lists the offices in the published order, under their published names, with the published main office chosen', () => {
    const seed = seedOffices();
    const reordered = {
      ...seed,
      offices: [...seed.offices].reverse().map((office) => ({ ...office, isMain: office.id === 'saintPetersburg' })),
    };
    const names = { ...catalogs.ru.contact.offices, novosibirsk: 'Новосибирск (Академгородок)' };
    const documents = {
      catalog: () => ({ ...catalogs.ru, contact: { ...catalogs.ru.contact, offices: names } }),
      get: () => reordered,
    } as unknown as Parameters<typeof shownDocuments>[0];
    const published = formCopy(shownDocuments(documents), 'ru', 'meeting');
    const html = renderToStaticMarkup(
      <LeadFields
        kind="meeting"
        lang="ru"
        prefix="meeting"
        copy={published}
        values={{}}
        errors={{}}
        enhanced={false}
      />,
    );
    const options = [...html.matchAll(/<option value="(\w+)"( selected="")?>([^<]*)<\/option>/g)].map(
      ([, value, selected, label]) => [value, label, !!selected],
    );
    expect(options).toEqual([
      ['novosibirsk', 'Новосибирск (Академгородок)', false],
      ['saintPetersburg', catalogs.ru.contact.offices.saintPetersburg, true],
      ['moscow', catalogs.ru.contact.offices.moscow, false],
    ]);
    // The code's documents (the browser, mail): the code's order, Moscow first and chosen.
    const office = formCopy(codeDocuments, 'ru', 'meeting').fields.office!;
    expect(office.options!.map(({ value }) => value)).toEqual(['moscow', 'saintPetersburg', 'novosibirsk']);
    expect(office.chosen).toBe('moscow');
  });
});

describe('the contact form’s package choice', () => {
  it('is drawn only when a link chose a package: the plain form is the shorter one, and its copy has no package words', () => {
    const plain = controls('contact', {});
    expect(plain.map(({ name }) => name)).toEqual(
      Object.keys(leadForms.contact.fields).filter((name) => name !== 'package'),
    );
    expect(formCopy(codeDocuments, 'ru', 'contact').fields.package).toBeUndefined();
    expect(controls('contact', { package: 'growth' }).map(({ name }) => name)).toContain('package');
  });

  it('lists the packages in the published order, under their published names, and presets the subject with that name', () => {
    const seed = seedPackages();
    const renamed = {
      items: [...seed.items].reverse().map((item) => (item.id === 'growth' ? { ...item, name: 'Growth Pro' } : item)),
    };
    const documents = {
      catalog: () => catalogs.ru,
      get: (key: string) => (key === 'packages' ? renamed : seedOffices()),
    } as unknown as Parameters<typeof shownDocuments>[0];
    const published = formCopy(shownDocuments(documents), 'ru', 'contact', { package: 'growth' });
    const html = renderToStaticMarkup(
      <LeadFields
        kind="contact"
        lang="ru"
        prefix="contact"
        copy={published}
        values={{ package: 'growth' }}
        errors={{}}
        enhanced={false}
      />,
    );
    const options = [...html.matchAll(/<option value="(\w*)"([^>]*)>([^<]*)<\/option>/g)].map(
      ([, value, attributes, label]) => [value, label, attributes!.includes('selected=""')],
    );
    expect(options).toEqual([
      ['', catalogs.ru.contact_form.package.none, false],
      ['scale', 'Scale', false],
      ['growth', 'Growth Pro', true],
      ['start', 'Start', false],
    ]);
    const preset = contactPreset(
      new URLSearchParams('package=growth'),
      catalogs.ru,
      shownDocuments(documents).packages,
    );
    expect(preset).toEqual({
      package: 'growth',
      subject: format(catalogs.ru.contact_form.subjects.package, { name: 'Growth Pro' }),
    });
    // The code's documents (the browser, mail): the code's names.
    expect(formCopy(codeDocuments, 'ru', 'contact', chosen).fields.package!.options).toEqual([
      { value: '', label: catalogs.ru.contact_form.package.none },
      { value: 'start', label: 'Start', translate: false },
      { value: 'growth', label: 'Growth', translate: false },
      { value: 'scale', label: 'Scale', translate: false },
    ]);
  });
});
