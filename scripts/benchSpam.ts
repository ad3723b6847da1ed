/**
 * `npm run bench:spam`: the spam rules on a generated corpus (`tests/fixtures/spamCorpus.ts`: people
 * with the form token of a page rendered for them, on a simulated clock; bots, among them the
 * token's forgers and replayers): per kind of sender, how many sends were stored as spam (bots
 * caught, people caught) and which reasons counted most, then the
 * confusion table (bots and people, caught and let through). `SPAM_SEED`, `SPAM_BOTS` and
 * `SPAM_PEOPLE` change the corpus (default seed 20261126, 2,000 bots, 1,000 people).
 */
import { performance } from 'node:perf_hooks';
import { catchRates, generateCorpus, runCorpus, senderKinds } from '../tests/fixtures/spamCorpus.ts';

const seed = Number(process.env.SPAM_SEED ?? 20261126);
const bots = Number(process.env.SPAM_BOTS ?? 2000);
const people = Number(process.env.SPAM_PEOPLE ?? 1000);

const started = performance.now();
const confusion = await runCorpus(generateCorpus({ seed, bots, people }));
const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(2)}%` : '—');

console.log(
  `Corpus: seed ${seed}, ${bots} bot sends, ${people} sends by people (${Math.round(performance.now() - started)} ms)\n`,
);
console.log('| sender | sends | stored as spam | share | most frequent reasons |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const kind of senderKinds) {
  const row = confusion[kind];
  const reasons = Object.entries(row.reasons)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
  console.log(`| ${kind} | ${row.sends} | ${row.spam} | ${percent(row.spam, row.sends)} | ${reasons} |`);
}
const rates = catchRates(confusion);
console.log('\n| | stored as spam | stored as a lead |');
console.log('| --- | ---: | ---: |');
console.log(`| bots | ${rates.botsCaught} | ${rates.bots - rates.botsCaught} |`);
console.log(`| people | ${rates.peopleFlagged} | ${rates.people - rates.peopleFlagged} |`);
console.log(
  `\nBots caught: ${percent(rates.botsCaught, rates.bots)} (target 99%); people stored as spam: ${rates.peopleFlagged} (target 0)`,
);
process.exitCode = rates.botsCaught / rates.bots >= 0.99 && rates.peopleFlagged === 0 ? 0 : 1;
