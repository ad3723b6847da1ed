import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentEditor } from '../../../src/components/staff/content/DocumentEditor';
import { seedCopy } from '../../../src/content/pageCopy';
import { format, staffCatalogs } from '../../../src/i18n';
import type { DocumentEditing } from '../../../src/server/documents/contentScreens';
import { fieldsOf } from '../../../src/server/documents/documentForm';
import { snippetDescription } from '../../../src/seo/snippet';
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
  source: seedCopy('seo', 'en'),
  names: {},
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The editor of the titles and descriptions in `documentLang`, for a member reading `lang`, with `typed` as refused or saved. */
function seoEditor(lang: 'en' | 'ru', documentLang: 'en' | 'ru', typed?: Record<string, string>) {
  const fields = { ...fieldsOf('seo', seedCopy('seo', documentLang)), ...typed };
  return renderToStaticMarkup(
    <DocumentEditor
      packages={codePackageNames}
      lang={lang}
      document={{ key: 'seo', lang: documentLang, segment: documentLang }}
      editing={editing(seedCopy('seo', documentLang))}
      outcome={typed ? { done: 'saved', typed: fields } : undefined}
      timeZone="UTC"
      actions={actions}
      origin="https://agentica.example"
    />,
  );
}

/** The length line the editor shows under a field. */
const countLine = (html: string, id: string) => {
  const at = html.indexOf(`data-for="${id}"`);
  const start = html.lastIndexOf('<p', at);
  return text(html.slice(start, html.indexOf('</p>', at)));
};

describe('the titles and descriptions editor', () => {
  it('counts a title with the company’s name the site adds, and a description as typed, without a warning inside the range', () => {
    const html = seoEditor('en', 'en', {
      'meta.about.title': 'About the team',
      'meta.about.description': 'd'.repeat(100),
    });
    const t = staffCatalogs.en.content.snippet;
    // "About the team | Agentica" is 25 characters.
    expect(countLine(html, 'content-meta-about-title')).toBe(
      `${format(t.titleCount, { company: 'Agentica', count: 25, min: 30, max: 60 })} ${t.title.short}`,
    );
    expect(countLine(html, 'content-meta-about-description')).toBe(format(t.count, { count: 100, min: 70, max: 160 }));
  });

  it('warns, in the member’s language, of a title too long and a description too short, and keeps them as typed', () => {
    const html = seoEditor('ru', 'ru', {
      'meta.contact.title': 'Свяжитесь с нами: команда автоматизации на базе искусственного интеллекта',
      'meta.contact.description': 'Пишите нам.',
    });
    const t = staffCatalogs.ru.content.snippet;
    expect(countLine(html, 'content-meta-contact-title')).toContain(t.title.long);
    expect(countLine(html, 'content-meta-contact-description')).toContain(t.description.short);
    expect(html).toContain('>Пишите нам.</textarea>');
    expect(html).not.toContain('aria-invalid');
  });

  it('previews each page as a search result: its title with the company’s name, its address in the language, the description cut near 160 characters', () => {
    const long = `${'word '.repeat(40)}end`;
    const html = seoEditor('en', 'ru', { 'meta.presentation.description': long });
    const figure = text(
      html.slice(
        html.indexOf('data-title-for="content-meta-presentation-title"'),
        html.indexOf('</figure>', html.indexOf('data-title-for="content-meta-presentation-title"')),
      ),
    );
    expect(figure).toContain('https://agentica.example/ru/presentation');
    expect(figure).toContain(
      `${(seedCopy('seo', 'ru').meta as { presentation: { title: string } }).presentation.title} | Agentica`,
    );
    // 159 characters hold 32 whole words; the 33rd would pass the limit.
    expect(figure).toContain(`${'word '.repeat(31)}word…`);
    expect(figure).not.toContain(`${'word '.repeat(32)}word`);
    expect(figure).not.toContain('end');
    expect(html).toContain('>https://agentica.example/ru</p>');
  });

  it('cuts a description only past the limit, at a word, and keeps a short one whole', () => {
    expect(snippetDescription('Short and whole.')).toBe('Short and whole.');
    const cut = snippetDescription(`${'abcd '.repeat(50)}`.trim());
    expect([...cut].length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/abcd…$/);
  });
});
