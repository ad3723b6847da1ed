import { describe, expect, it } from 'vitest';
import {
  checkRedirect,
  isSiteRoute,
  normalizeFrom,
  normalizeTarget,
  redirectLocation,
  type RedirectRule,
} from '../../../src/server/redirects/rules';

const noCases = new Set<string>();

describe('a redirect’s address', () => {
  it('is a path of this site, without its trailing slash, percent-encoded as browsers send it', () => {
    expect(normalizeFrom('/en/offer')).toBe('/en/offer');
    expect(normalizeFrom(' /en/offer/ ')).toBe('/en/offer');
    expect(normalizeFrom('/ru/акция')).toBe('/ru/%D0%B0%D0%BA%D1%86%D0%B8%D1%8F');
  });

  it('refuses what a browser would never ask for as typed, and other sites', () => {
    for (const typed of [
      '',
      '/',
      'en/offer',
      '//evil.example/x',
      'https://example.com/x',
      '/a b',
      '/offer?x=1',
      '/offer#top',
      '/a/../b',
      '/a\\b',
      '/a\u0000b',
    ]) {
      expect(normalizeFrom(typed), typed).toBeUndefined();
    }
  });

  it('is refused where the site already answers: pages in every language, files, the staff area, the API, a case', () => {
    for (const path of [
      '/en',
      '/ru/solutions',
      '/about',
      '/pt/api-docs',
      '/sitemap.xml',
      '/robots.txt',
      '/staff',
      '/staff/leads',
      '/_actions/contact',
      '/functions/v1/get-cases-by-lang',
      '/healthz',
      '/en/cases/retail-ai',
    ]) {
      expect(isSiteRoute(path, new Set(['retail-ai'])), path).toBe(true);
    }
    for (const path of ['/en/offer', '/spring', '/en/cases/gone-case', '/staffroom'])
      expect(isSiteRoute(path, new Set(['retail-ai'])), path).toBe(false);
  });
});

describe('a redirect’s target', () => {
  it('is a path here or an http(s) address', () => {
    expect(normalizeTarget('/en/solutions?utm_source=mail')).toBe('/en/solutions?utm_source=mail');
    expect(normalizeTarget('https://example.com/a b'.replace(' ', ''))).toBe('https://example.com/ab');
    for (const typed of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'example.com',
      'ftp://example.com/',
      '/a b',
      '',
    ])
      expect(normalizeTarget(typed), typed).toBeUndefined();
  });
});

describe('checking a redirect against the others', () => {
  const rule = (fromPath: string, target: string): RedirectRule => ({ fromPath, target, status: 301 });

  it('accepts a new address and names it as the server will match it', () => {
    expect(checkRedirect({ from: '/spring/', target: '/en/solutions', status: 302 }, [], noCases)).toEqual({
      ok: true,
      rule: { fromPath: '/spring', target: '/en/solutions', status: 302 },
    });
  });

  it('refuses a loop through other redirects, and a redirect to itself', () => {
    const existing = [rule('/b', '/c'), rule('/c', '/a?x=1')];
    expect(checkRedirect({ from: '/a', target: '/b', status: 301 }, existing, noCases)).toEqual({
      ok: false,
      refusal: 'loop',
    });
    expect(checkRedirect({ from: '/a', target: '/a/', status: 301 }, [], noCases)).toEqual({
      ok: false,
      refusal: 'sameAddress',
    });
    // A chain that ends somewhere is fine, and so is replacing the redirect that closed a loop.
    expect(checkRedirect({ from: '/a', target: '/b', status: 301 }, [rule('/b', '/c')], noCases).ok).toBe(true);
    expect(checkRedirect({ from: '/c', target: '/en', status: 301 }, existing, noCases).ok).toBe(true);
  });

  it('says which field is wrong', () => {
    expect(checkRedirect({ from: '/en/contact', target: '/en', status: 301 }, [], noCases)).toEqual({
      ok: false,
      refusal: 'fromRoute',
    });
    expect(checkRedirect({ from: 'offer', target: '/en', status: 301 }, [], noCases)).toEqual({
      ok: false,
      refusal: 'fromInvalid',
    });
    expect(checkRedirect({ from: '/offer', target: 'javascript:alert(1)', status: 301 }, [], noCases)).toEqual({
      ok: false,
      refusal: 'targetInvalid',
    });
    expect(checkRedirect({ from: `/${'a'.repeat(600)}`, target: '/en', status: 301 }, [], noCases)).toEqual({
      ok: false,
      refusal: 'tooLong',
    });
  });
});

describe('where the visitor is sent', () => {
  it('keeps the visitor’s campaign tags when the target has no query of its own', () => {
    expect(redirectLocation({ target: '/en/solutions' }, '?utm_source=x')).toBe('/en/solutions?utm_source=x');
    expect(redirectLocation({ target: '/en/solutions#packages' }, '?utm_source=x')).toBe(
      '/en/solutions?utm_source=x#packages',
    );
    expect(redirectLocation({ target: '/en/solutions?utm_source=print' }, '?utm_source=x')).toBe(
      '/en/solutions?utm_source=print',
    );
    expect(redirectLocation({ target: 'https://example.com/' }, '')).toBe('https://example.com/');
  });
});
