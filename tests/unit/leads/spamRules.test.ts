import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages';
import { networkOf } from '../../../src/server/leads/intake/spam/network';
import { spamPhrases } from '../../../src/server/leads/intake/spam/phrases';
import {
  countLinks,
  isRepetitive,
  judgeSend,
  phrasesIn,
  SPAM_THRESHOLD,
  type SendSignals,
} from '../../../src/server/leads/intake/spam/rules';

const now = 1_800_000_000_000;
/** A form token's verdict for a page rendered `ago` ms before the send. */
const renderedAgo = (ago: number): SendSignals['token'] => ({ state: 'valid', renderedAt: now - ago });

/** A person's send: its page rendered a minute ago, no proof (no script), a plain message. */
const person = (changes: Partial<SendSignals> = {}): SendSignals => ({
  website: '',
  token: renderedAgo(60_000),
  now,
  minFillMs: 3000,
  proof: 'missing',
  networkBusy: false,
  lang: 'en',
  names: ['Ada Lovelace', 'Analytical Engines'],
  texts: ['Support agent', 'We would like an agent that answers support email. Our site: https://engines.example'],
  ...changes,
});

describe('the spam rules', () => {
  it('let a person through: no script, one link, a minute spent', () => {
    expect(judgeSend(person())).toEqual({ score: 0, reasons: [], spam: false });
  });

  it('catch each trap no person falls into on its own', () => {
    expect(judgeSend(person({ website: 'https://spam.example' })).reasons).toEqual(['honeypot']);
    expect(judgeSend(person({ token: renderedAgo(2999) })).reasons).toEqual(['tooFast']);
    expect(judgeSend(person({ token: renderedAgo(3000) })).reasons).toEqual([]);
    expect(judgeSend(person({ token: { state: 'missing' } })).reasons).toEqual(['noToken']);
    expect(judgeSend(person({ token: { state: 'forged' } })).reasons).toEqual(['tokenForged']);
    expect(judgeSend(person({ token: { state: 'replayed' } })).reasons).toEqual(['tokenReplayed']);
    expect(judgeSend(person({ proof: 'invalid' })).reasons).toEqual(['proofInvalid']);
    expect(judgeSend(person({ proof: 'replayed' })).reasons).toEqual(['proofReplayed']);
    for (const changes of [
      { website: 'x' },
      { token: renderedAgo(100) },
      { token: { state: 'missing' as const } },
      { token: { state: 'forged' as const } },
      { token: { state: 'replayed' as const } },
      { proof: 'invalid' as const },
      { proof: 'replayed' as const },
    ]) {
      expect(judgeSend(person(changes)).spam).toBe(true);
    }
  });

  it('turn the form token rules off with a minimum of 0, and take a render time in the future for too fast', () => {
    for (const state of ['missing', 'forged', 'replayed', 'expired'] as const)
      expect(judgeSend(person({ minFillMs: 0, token: { state } })).spam).toBe(false);
    expect(judgeSend(person({ minFillMs: 0, token: renderedAgo(0) })).spam).toBe(false);
    expect(judgeSend(person({ token: renderedAgo(-60_000) })).reasons).toEqual(['tooFast']);
  });

  it('let a person back at a day-old tab through, unless another sign comes with the expired token', () => {
    const expired = { token: { state: 'expired' as const } };
    expect(judgeSend(person(expired))).toEqual({ score: 3, reasons: ['tokenExpired'], spam: false });
    expect(judgeSend(person({ ...expired, proof: 'pending' })).spam).toBe(false);
    expect(judgeSend(person({ ...expired, proof: 'valid' })).spam).toBe(false);
    expect(judgeSend(person({ ...expired, networkBusy: true })).spam).toBe(true);
    expect(judgeSend(person({ ...expired, texts: ['Hi', 'See https://a.example and https://b.example'] })).spam).toBe(
      true,
    );
  });

  it('forgive a quick sender whose proof of work is right, not one whose proof is unfinished', () => {
    expect(judgeSend(person({ token: renderedAgo(2000), proof: 'valid' }))).toEqual({
      score: 3,
      reasons: ['tooFast', 'proofValid'],
      spam: false,
    });
    expect(judgeSend(person({ token: renderedAgo(2000), proof: 'pending' })).spam).toBe(true);
    expect(judgeSend(person({ website: 'https://spam.example', proof: 'valid' }))).toEqual({
      score: 5,
      reasons: ['honeypot', 'proofValid'],
      spam: true,
    });
    expect(judgeSend(person({ proof: 'pending' })).spam).toBe(false);
    expect(judgeSend(person({ proof: 'expired' })).spam).toBe(false);
  });

  it('count softer signs only together', () => {
    const twoLinks = person({ texts: ['Hi', 'See https://a.example and https://b.example'] });
    expect(judgeSend(twoLinks)).toMatchObject({ reasons: ['twoLinks'], spam: false });
    expect(judgeSend(person({ networkBusy: true }))).toMatchObject({ reasons: ['networkBusy'], spam: false });
    expect(judgeSend(person({ texts: ['Hi', 'We offer SEO services.'] }))).toMatchObject({
      reasons: ['phrase'],
      spam: false,
    });
    expect(judgeSend({ ...twoLinks, networkBusy: true }).spam).toBe(true);
    const stuffed = person({ texts: ['Hi', 'https://a.example https://b.example https://c.example'] });
    expect(judgeSend(stuffed).reasons).toEqual(['manyLinks']);
    expect(judgeSend({ ...stuffed, networkBusy: true }).spam).toBe(true);
  });

  it('flag a link in a name or a company, and link markup', () => {
    expect(judgeSend(person({ names: ['Best offer https://casino.example', ''] })).reasons).toContain('linkInName');
    expect(judgeSend(person({ texts: ['Hi', '<a href="https://x.example">cheap</a>'] })).reasons).toContain('markup');
    expect(judgeSend(person({ texts: ['Hi', '[url=https://x.example]cheap[/url]'] })).reasons).toContain('markup');
  });

  it('reach spam at the threshold, not below', () => {
    expect(SPAM_THRESHOLD).toBe(5);
    expect(judgeSend(person({ texts: ['Hi', 'https://a.example https://b.example'], proof: 'pending' })).score).toBe(3);
    expect(
      judgeSend(person({ texts: ['Hi', 'online casino and sports betting here'], proof: 'pending' })),
    ).toMatchObject({ score: 5, spam: true });
  });
});

describe('links, repetition and phrases', () => {
  it('counts an address with its scheme once, www. in it included', () => {
    expect(countLinks('https://www.example.com/page and www.other.example and http://x.example')).toBe(3);
    expect(countLinks('name@company.com, 3.5 hours, v2.0')).toBe(0);
  });

  it('finds a line said three times, or a long text of few words', () => {
    expect(isRepetitive('Buy now, best price\nBuy now, best price\nBuy now, best price')).toBe(true);
    expect(isRepetitive(Array(25).fill('cheap pills').join(' '))).toBe(true);
    expect(
      isRepetitive(
        'We have a call centre of twelve people and want an agent to take the routine questions, with a handover to a person when it cannot help.',
      ),
    ).toBe(false);
    expect(isRepetitive('Thanks!\nThanks!\nThanks!')).toBe(false);
  });

  it('matches the page language and English, whatever the case and spacing', () => {
    expect(phrasesIn('Лучшее ОНЛАЙН   казино и Online Casino', 'ru')).toEqual(['онлайн казино', 'online casino']);
    expect(phrasesIn('judi online terpercaya', 'en')).toEqual([]);
    expect(phrasesIn('Situs SLOT gacor', 'id')).toEqual(['slot gacor', 'situs slot']);
  });

  it('keeps each language list lowercase, trimmed, without repeats, and clear of what clients write', () => {
    for (const lang of languages) {
      const list = spamPhrases[lang];
      expect(list.length).toBeGreaterThan(3);
      for (const phrase of list) expect(phrase).toBe(phrase.trim().toLowerCase().normalize('NFKC'));
      expect(new Set(list).size).toBe(list.length);
    }
    const earnest = [
      'We need an AI agent for customer support',
      'Integration with amoCRM and 1C',
      'Quote for the Growth package',
      'Can your agent speak Spanish?',
    ];
    for (const text of earnest) for (const lang of languages) expect(phrasesIn(text, lang)).toEqual([]);
  });
});

describe('the network of an address', () => {
  it('is the /24 of IPv4 and the /48 of IPv6', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2::5')).toBe('2001:0db8:0001::/48');
    expect(networkOf('2001:db8:1:ffff:1:2:3:4')).toBe('2001:0db8:0001::/48');
    expect(networkOf('::1')).toBe('0000:0000:0000::/48');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
