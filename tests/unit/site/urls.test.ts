import { describe, expect, it } from 'vitest';
import { keptQuery } from '../../../src/routing/keptQuery';
import {
  casePath,
  formPath,
  localizedPath,
  prefixedPath,
  switchLanguagePath,
} from '../../../src/routing/localizedPath';
import { languageRedirectTarget, trailingSlashTarget } from '../../../src/server/http/redirects';
import { requestUrl } from '../../../src/server/http/requestUrl';
import { alternates, pageLanguagePaths } from '../../../src/seo/alternates';

describe('localizedPath', () => {
  it('puts every page under its language prefix', () => {
    expect(localizedPath('en', 'home')).toBe('/en');
    expect(localizedPath('ru', 'solutions')).toBe('/ru/solutions');
    expect(localizedPath('fr', 'home', 'demo')).toBe('/fr#demo');
  });
});

describe('formPath', () => {
  it('links to a form in its section of its page, with only the values given preselected', () => {
    expect(formPath('fr', 'demo')).toBe('/fr#demo');
    expect(formPath('ru', 'callback')).toBe('/ru/contact/callback#callback');
    expect(formPath('es', 'contact', { subject: 'project' })).toBe('/es/contact?subject=project#contact-form');
    expect(formPath('pt', 'meeting', { office: 'moscow', package: '' })).toBe(
      '/pt/contact/meeting?office=moscow#meeting',
    );
  });
});

describe('prefixedPath and casePath', () => {
  it('put a path under a language prefix, the root as the bare prefix', () => {
    expect(prefixedPath('fr')).toBe('/fr');
    expect(prefixedPath('fr', '/')).toBe('/fr');
    expect(prefixedPath('fr', '/about')).toBe('/fr/about');
    expect(casePath('ru', 'retail bot/2')).toBe('/ru/cases/retail%20bot%2F2');
  });
});

describe('keptQuery', () => {
  it('keeps the query of a page for its links, without the _action a form post adds', () => {
    expect(keptQuery('')).toBe('');
    expect(keptQuery('?_action=demo')).toBe('');
    expect(keptQuery('?utm_source=mail&_action=contact&x=1')).toBe('?utm_source=mail&x=1');
  });
});

describe('switchLanguagePath', () => {
  it('keeps the page and the query under the new prefix', () => {
    expect(switchLanguagePath('/en/cases?utm_source=mail&x=1', 'pt')).toBe('/pt/cases?utm_source=mail&x=1');
  });

  it('adds a prefix to an unprefixed path', () => {
    expect(switchLanguagePath('/about', 'es')).toBe('/es/about');
    expect(switchLanguagePath('/', 'id')).toBe('/id');
  });
});

describe('languageRedirectTarget', () => {
  const target = (path: string, cookie?: string) => languageRedirectTarget(new URL(path, 'http://site.test'), cookie);

  it('sends an unprefixed page to English, keeping the query', () => {
    expect(target('/about?ref=ad&x=%20y')).toBe('/en/about?ref=ad&x=%20y');
    expect(target('/')).toBe('/en');
    expect(target('/?q=1')).toBe('/en?q=1');
  });

  it('honours the remembered language from the cookie', () => {
    expect(target('/contact', 'lang=ru')).toBe('/ru/contact');
  });

  it('ignores a remembered value that is not one of the six languages', () => {
    expect(target('/contact', 'lang=<script>')).toBe('/en/contact');
  });

  it('leaves prefixed and unknown paths alone', () => {
    expect(target('/en/about')).toBeUndefined();
    expect(target('/nope')).toBeUndefined();
  });
});

describe('alternates', () => {
  it('lists all six languages plus x-default on the English page, as absolute URLs', () => {
    const links = alternates(pageLanguagePaths('about'), new URL('https://agents.test'));
    expect(links.map((l) => l.hreflang)).toEqual(['en', 'ru', 'id', 'es', 'fr', 'pt', 'x-default']);
    expect(links.at(-1)?.href).toBe('https://agents.test/en/about');
  });

  it('lists only the languages a page exists in, and no x-default without English', () => {
    const site = new URL('https://agents.test');
    expect(alternates({ ru: '/ru/cases/a', fr: '/fr/cases/a' }, site).map((l) => l.hreflang)).toEqual(['ru', 'fr']);
    expect(alternates({ en: '/en/cases/a', pt: '/pt/cases/a' }, site).map((l) => l.hreflang)).toEqual([
      'en',
      'pt',
      'x-default',
    ]);
  });
});

describe('trailingSlashTarget', () => {
  it('drops a trailing slash and keeps the query', () => {
    expect(trailingSlashTarget(new URL('http://site.test/en/about/?a=1'))).toBe('/en/about?a=1');
  });

  it('leaves the root and clean paths alone', () => {
    expect(trailingSlashTarget(new URL('http://site.test/'))).toBeUndefined();
    expect(trailingSlashTarget(new URL('http://site.test/en/about'))).toBeUndefined();
  });
});

describe('redirects built from raw request paths', () => {
  // Paths as a client that does not normalise them sends them; a browser would turn `//host` into another site.
  it.each([
    '/.//evil.example/',
    '/%2e//evil.example/',
    '/x/..//evil.example/path/',
    '//evil.example/',
    '/\\evil.example/',
    '///evil.example//',
  ])('stay on the site for %s', (raw) => {
    const target = trailingSlashTarget(requestUrl({ url: raw }))!;
    expect(target).toMatch(/^\/(?!\/)/);
    expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
  });

  it('read a target starting with // as a path, the way Astro does', () => {
    expect(requestUrl({ url: '//evil.example/en/contact?x=1' }).pathname).toBe('//evil.example/en/contact');
    expect(requestUrl({ url: '//evil.example/en/contact?x=1' }).search).toBe('?x=1');
  });
});
