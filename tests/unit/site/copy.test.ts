import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n';
import { languages, type Lang } from '../../../src/i18n/languages';
import { offices } from '../../../src/data/offices';
import { seedCases, seedStories } from '../../../src/data/caseSeed';
import { formatPackagePrice } from '../../../src/format/price';
import { seedPackages } from '../../../src/content/packages';
import { copyOf } from '../../support/unit/copyText';

/** Wording a native-speaker review struck out, per language; strings match case-insensitively. */
const struck: Record<Lang, (string | RegExp)[]> = {
  en: [
    // Calques of Russian.
    'Order a call',
    'Write email',
    'Personal manager',
    'Extended analytics',
    'individual solution',
    'Sales increase',
    // It opens a page to read, not a video.
    'Watch presentation',
    // One spelling variety: US.
    /\b(?:analys(?:e|es|ed|ing)|specialised|\w+isation|judgement|behaviour|colour|centre|programme|set-up|CVs)\b/,
  ],
  ru: ['человеческое суждение', 'быстрее обработка', 'поднимаются вверх', 'посторонней рекламы'],
  id: ['dihapusbukukan', 'Manajer pribadi'],
  es: ['GDPR', 'califican', 'calificación'],
  fr: ['GDPR', 'notre prochaine réussite'],
  pt: ['Da ideia à receita'],
};

/** The entries of `lang`'s copy that contain `pattern`, as "where: text". */
function offending(lang: Lang, pattern: string | RegExp, skip: (text: string) => boolean = () => false): string[] {
  const regex =
    typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu') : pattern;
  return copyOf(lang)
    .filter(([, text]) => !skip(text) && regex.test(text))
    .map(([where, text]) => `${where}: ${text}`);
}

const isPhoneNumber = (text: string) => text.startsWith('+');

describe.each(languages)('the %s copy', (lang) => {
  it.each(struck[lang].map((pattern) => [String(pattern), pattern] as const))('never says %s', (_name, pattern) => {
    expect(offending(lang, pattern)).toEqual([]);
  });

  it('groups thousands with a no-break space where it groups them with a space', () => {
    expect(offending(lang, /\d \d{3}(?!\d)/u, isPhoneNumber)).toEqual([]);
  });

  it('names the time zone of the working hours and of the call-back time', () => {
    const t = catalogs[lang];
    expect(t.contact.info.weekdays).toContain('UTC+3');
    expect(t.contact_form.callback.time.label).toContain('UTC+3');
  });

  it('gives every office an address in this language, naming the city as the page does', () => {
    for (const office of offices) {
      const address = catalogs[lang].contact.offices.addresses[office.id];
      expect(address).toContain(catalogs[lang].contact.offices[office.id]);
      // Cyrillic on Russian pages, none anywhere else.
      if (lang === 'ru') expect(address).toMatch(/^[^A-Za-z]*\p{Script=Cyrillic}[^A-Za-z]*$/u);
      else expect(address).not.toMatch(/\p{Script=Cyrillic}/u);
    }
  });

  it('labels each case result with a phrase that stands on its own', () => {
    // A label read alone on the case page must not begin as the tail of "5x …" or "30% de …".
    const tails = /^(?:de|d’|du|des|of|em|en|à|по|на|di|dalam|быстрее|более|plus|más|mais|lebih)\s/iu;
    const labels = seedCases.map((seed) => seedStories[lang][seed.slug].results[0]!.label);
    expect(labels.filter((label) => tails.test(label))).toEqual([]);
  });

  it('keeps the header demo button short enough for its no-wrap pill', () => {
    // 17 characters is the French label, the longest that fits.
    expect(catalogs[lang].common.requestDemo.length).toBeLessThanOrEqual(17);
  });
});

describe('multipliers and signs', () => {
  it.each(['ru', 'fr', 'es'] as const)('%s writes a multiplier with ×, never a Latin or Cyrillic x', (lang) => {
    expect(offending(lang, /\d\s?[xXхХ](?![\p{L}\d])|(?<![\p{L}\d])[xXхХ]\s?\d/u)).toEqual([]);
    expect(catalogs[lang].hero.stats.efficiency.value).toBe('×3');
    expect(seedStories[lang][seedCases[0]!.slug].results[0]!.value).toBe('×5');
  });

  it.each(['fr', 'es'] as const)('%s puts a no-break space before every percent sign', (lang) => {
    expect(offending(lang, /(?<![\u00a0\u202f])%/u)).toEqual([]);
  });

  it('French puts a no-break space before a colon, semicolon, question or exclamation mark', () => {
    expect(offending('fr', / [:;?!]/u)).toEqual([]);
  });

  it('Russian gives "API" one gender: masculine', () => {
    expect(offending('ru', /\p{L}+(?:ое|ее)\s+API\b|\bAPI\s+\p{L}+(?:ое|ее)\b|\bAPI\b[^.]*,\s+которое\b/u)).toEqual([]);
  });

  it('English qualifies "three times" and "90%" wherever a sentence claims them', () => {
    const bare = (text: string) => /\b(?:three times|3x|90%)/i.test(text) && !/\b(?:up to|maximum)\b/i.test(text);
    const claims = copyOf('en').filter(([where, text]) => !where.endsWith('.value') && bare(text));
    expect(claims).toEqual([]);
  });
});

describe('package prices', () => {
  it('show dollars in English and roubles in Russian, as their readers write them', () => {
    const growth = { RUB: 79_000, USD: 2_999 };
    expect(formatPackagePrice('en', growth)).toBe('$2,999');
    expect(formatPackagePrice('ru', growth)).toBe('79\u00a0000\u00a0₽');
  });

  it.each(['id', 'es', 'fr', 'pt'] as const)('name the US dollar in %s, never a bare "$"', (lang) => {
    for (const { prices } of seedPackages().items) {
      expect(formatPackagePrice(lang, prices)).toMatch(/US\$|\$US/);
    }
  });
});
