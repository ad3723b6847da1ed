import { describe, expect, it } from 'vitest';
import { catchRates, generateCorpus, runCorpus } from '../../fixtures/spamCorpus';
import { FORM_TOKEN_MAX_USES } from '../../../src/server/leads/intake/spam/formToken';

describe('the spam rules on a generated corpus', () => {
  it('is the same corpus for the same seed', () => {
    expect(generateCorpus({ seed: 7, bots: 50, people: 50 })).toEqual(
      generateCorpus({ seed: 7, bots: 50, people: 50 }),
    );
    expect(generateCorpus({ seed: 7, bots: 50, people: 50 })).not.toEqual(
      generateCorpus({ seed: 8, bots: 50, people: 50 }),
    );
  });

  it('catch at least 99% of the bot sends and not one person', async () => {
    const confusion = await runCorpus(generateCorpus({ bots: 2000, people: 1000 }));
    const rates = catchRates(confusion);
    expect(rates.bots).toBe(2000);
    expect(rates.botsCaught / rates.bots).toBeGreaterThanOrEqual(0.99);
    expect(rates.peopleFlagged).toBe(0);
    // Every kind of bot is in it and caught, replays by the proof itself.
    expect(confusion['bot replaying a proof'].reasons.proofReplayed).toBe(confusion['bot replaying a proof'].sends - 1);
    expect(confusion['bot with JavaScript'].reasons.proofInvalid).toBeGreaterThan(0);
    expect(confusion['person typing'].reasons.proofValid).toBeGreaterThan(0);
    // The form token's forgers, each caught by the token alone; a token's first uses pass as people's.
    const sends = (kind: keyof typeof confusion) => confusion[kind].sends;
    expect(confusion['bot without a form token'].reasons.noToken).toBe(sends('bot without a form token'));
    for (const kind of ['bot with a made-up token', 'bot with a re-signed token'] as const)
      expect([kind, confusion[kind].reasons.tokenForged]).toEqual([kind, sends(kind)]);
    for (const kind of ['bot with an expired token', 'bot replaying a token'] as const)
      expect([kind, confusion[kind].reasons.tokenReplayed]).toEqual([kind, sends(kind) - FORM_TOKEN_MAX_USES]);
    expect(confusion['bot with an expired token'].reasons.tokenExpired).toBe(FORM_TOKEN_MAX_USES);
    expect(confusion['person without JavaScript'].reasons).toEqual({});
  }, 120_000);
});
