import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../src/server/http/staticFiles';

describe('cacheControlFor', () => {
  it('caches hashed build assets for a year, immutable', () => {
    expect(cacheControlFor('/_astro/index.B1x2.css')).toBe('public, max-age=31536000, immutable');
  });

  it('makes pages revalidate on every visit', () => {
    expect(cacheControlFor('/en/about')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/sitemap.xml')).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps other public files for a day', () => {
    expect(cacheControlFor('/og/en.png')).toBe('public, max-age=86400');
  });
});
