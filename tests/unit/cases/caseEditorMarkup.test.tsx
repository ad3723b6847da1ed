import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaseEditor } from '../../../src/components/staff/cases/CaseEditor';
import { staffCatalogs } from '../../../src/i18n';
import { emptyValues, type CaseFormError } from '../../../src/server/cases/editorForm';

const t = staffCatalogs.en;
const values = emptyValues();
values.slug = 'port';
values.coverImage = 'upload:00000000000000aa';
values.translations.en = {
  ...values.translations.en,
  title: 'Port',
  summary: 'Berths',
  industry: 'Logistics',
  body: 'Story',
};
values.translations.ru = { ...values.translations.ru, title: 'Порт' };
const covers = [
  { value: '', usedBy: [] },
  { value: 'retail-analytics', usedBy: [] },
  { value: 'upload:00000000000000aa', usedBy: ['Port', 'Harbour'] },
];
const posts = {
  save: '?_action=staff.cases.save',
  publish: '?_action=staff.cases.publish',
  unpublish: '?_action=staff.cases.unpublish',
};
const editor = (props: { errors?: CaseFormError[]; savedSection?: 'common' | 'lang-ru'; translate?: 'ru' } = {}) =>
  renderToStaticMarkup(
    <CaseEditor
      t={t}
      lang="en"
      id={4}
      values={values}
      errors={props.errors ?? []}
      covers={covers}
      posts={posts}
      translate={props.translate}
      savedSection={props.savedSection}
      flash={props.savedSection ? { kind: 'success', message: t.cases.editor.saved } : undefined}
    />,
  );
/** The text a person reads: the markup without its tags and attributes. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('the case editor as the server sends it', () => {
  it('gives each part a Save button posting which part it closes', () => {
    const html = editor();
    for (const section of ['common', 'lang-en', 'lang-ru', 'lang-pt'])
      expect(html).toContain(`formAction="/staff/cases/4?_action=staff.cases.save&amp;section=${section}"`);
    expect(html).toContain(`aria-label="${t.cases.editor.save} (Russian)"`);
  });

  it('says the save beside the Save button pressed, focused, and not again at the top', () => {
    const html = editor({ savedSection: 'lang-ru' });
    const ru = html.slice(html.indexOf('id="lang-ru"'), html.indexOf('id="lang-id"'));
    expect(ru).toContain(`<p role="status" tabindex="-1" autofocus="" id="saved"`);
    expect(ru).toContain(`>${t.cases.editor.saved}</p>`);
    expect(html.match(/role="status"/g)).toHaveLength(1);
  });

  it('focuses the first field in error in the order of the page', () => {
    const html = editor({
      errors: [
        { field: 'industry', lang: 'ru', problem: 'required' },
        { field: 'summary', lang: 'ru', problem: 'required' },
      ],
    });
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(html).toMatch(/<textarea id="ru-summary"[^>]*autofocus=""/);
  });

  it('counts each language’s written fields and names the required ones missing', () => {
    const html = editor();
    expect(html).toContain('4 of 6 fields');
    expect(html).toContain('1 of 6 fields');
    expect(html).toContain(t.cases.editor.missingFields.replace('{fields}', 'Summary, Industry'));
    expect(html).toContain(t.cases.editor.languageLeftOut);
  });

  it('offers covers as named radio buttons, never showing the stored upload value', () => {
    const html = editor();
    expect(html.match(/type="radio" name="coverImage"/g)).toHaveLength(3);
    expect(html).toMatch(/<input type="radio" name="coverImage" checked="" value="upload:00000000000000aa"\/>/);
    expect(textOf(html)).toContain('Port, Harbour');
    expect(textOf(html)).toContain('Retail analytics');
    expect(textOf(html)).not.toContain('upload:');
  });

  it('shows the translator one language beside the English, which is text, not a field', () => {
    const html = editor({ translate: 'ru' });
    expect(html).toMatch(/<fieldset[^>]*id="common" hidden=""/);
    for (const other of ['en', 'id', 'es', 'fr', 'pt'])
      expect(html, other).toMatch(new RegExp(`<fieldset[^>]*id="lang-${other}" hidden=""`));
    expect(html).not.toMatch(/<fieldset[^>]*id="lang-ru" hidden=""/);
    const ru = html.slice(html.indexOf('id="lang-ru"'), html.indexOf('id="lang-id"'));
    expect(ru).toMatch(/<p class="[^"]*" lang="en">Port<\/p>/);
    expect(ru).not.toMatch(/name="en\./);
  });
});

describe('the case editor for a member limited to Indonesian', () => {
  const html = renderToStaticMarkup(
    <CaseEditor
      t={t}
      lang="en"
      id={4}
      values={values}
      errors={[]}
      covers={covers}
      posts={posts}
      onlyLanguages={['id']}
    />,
  );
  const part = (lang: string, next: string) =>
    html.slice(html.indexOf(`id="lang-${lang}"`), html.indexOf(`id="lang-${next}"`));

  it('says what is theirs to change, and offers no publishing', () => {
    expect(textOf(html)).toContain('You translate into Indonesian: only those languages are yours to change here.');
    expect(html).not.toContain(posts.publish);
    expect(html).not.toContain(posts.unpublish);
  });

  it('sends the shared fields as they are, hidden, with their own part disabled', () => {
    expect(html).toContain('<input type="hidden" name="slug" value="port"/>');
    expect(html).toContain('<input type="hidden" name="coverImage" value="upload:00000000000000aa"/>');
    expect(html).toMatch(/<fieldset [^>]*id="common" hidden="" disabled=""/);
  });

  it('keeps other languages read-only without a Save button, and Indonesian editable', () => {
    expect(part('ru', 'id')).toContain('<input id="ru-title" lang="ru" readOnly="" name="ru.title" value="Порт"/>');
    expect(part('ru', 'id')).not.toContain('section=lang-ru');
    expect(part('id', 'es')).not.toContain('readOnly');
    expect(part('id', 'es')).toContain('section=lang-id');
  });
});
