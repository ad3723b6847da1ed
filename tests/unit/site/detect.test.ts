import { describe, expect, it } from 'vitest';
import { langFromCookie, langFromPath, parseLang } from '../../../src/i18n/detect';

describe('parseLang', () => {
  it.each(['en', 'ru', 'id', 'es', 'fr', 'pt'])('accepts the supported code %s', (code) => {
    expect(parseLang(code)).toBe(code);
  });

  it('accepts a supported language with a region, case-insensitively', () => {
    expect(parseLang('pt-BR')).toBe('pt');
    expect(parseLang('FR')).toBe('fr');
  });

  it.each(['de', 'zh-CN', 'english', '', 'e', 'xx-yy'])('ignores the unsupported value %j', (value) => {
    expect(parseLang(value)).toBeUndefined();
  });

  it.each([
    '<script>alert(1)</script>',
    'en"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'en onload=alert(1)',
    'ru;document.cookie',
    'en\u0000',
  ])('drops the script-like value %j', (value) => {
    expect(parseLang(value)).toBeUndefined();
  });

  it('ignores missing values', () => {
    expect(parseLang(undefined)).toBeUndefined();
    expect(parseLang(null)).toBeUndefined();
  });
});

describe('langFromCookie', () => {
  it('reads the lang cookie among others', () => {
    expect(langFromCookie('theme=dark; lang=ru; other=1')).toBe('ru');
  });

  it('ignores a lang cookie holding anything but a supported code', () => {
    expect(langFromCookie('lang=%3Cscript%3E')).toBeUndefined();
    expect(langFromCookie('lang=de')).toBeUndefined();
    expect(langFromCookie('lang=%E0%A4%A')).toBeUndefined();
  });

  it('does not mistake a similarly named cookie for lang', () => {
    expect(langFromCookie('xlang=fr; language=es')).toBeUndefined();
  });
});

describe('langFromPath', () => {
  it('takes the language from the first path segment only', () => {
    expect(langFromPath('/id/about')).toBe('id');
    expect(langFromPath('/about/ru')).toBeUndefined();
    expect(langFromPath('/')).toBeUndefined();
  });
});
