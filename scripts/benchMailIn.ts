/**
 * `npm run bench:mail-in`: how long a visitor's answer takes from the reply mailbox to the lead's
 * timeline. A real Dovecot (as the tests start it) and a fresh PostgreSQL database
 * (BENCH_DATABASE_URL, else one made beside the local server's `test` database); the mailbox
 * reader runs as the server runs it, its poll far off, so only IMAP IDLE brings mail in. Each of
 * MAIL_IN_ROUNDS answers (default 20) is delivered into the mailbox one at a time, and the time
 * from the delivery's end to the message being on the lead is taken; median and worst, target 2 s.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { leadMessages, leads } from '../src/server/db/schema.ts';
import { parseEnv } from '../src/server/env.ts';
import { startMailboxReader } from '../src/server/leads/mailIn/mailbox.ts';
import { startDovecot } from '../tests/support/dovecot.ts';
import { composed } from '../tests/support/mail.ts';

const rounds = Number(process.env.MAIL_IN_ROUNDS ?? 20);
const token = 'b'.repeat(32);

const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `mail_in_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const handle = await openDatabase({
  DATA_DIR: 'unused',
  DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href,
});
const dovecot = await startDovecot();
try {
  const [lead] = await handle.db
    .insert(leads)
    .values({
      kind: 'contact',
      lang: 'ru',
      page: '/ru/contact',
      name: 'Анна',
      email: 'anna@client.example',
      replyToken: token,
    })
    .returning({ id: leads.id });
  const settings = { ...parseEnv({ REPLY_DOMAIN: 'replies.agents.example' }), REPLY_IMAP_URL: dovecot.imapUrl };
  const reader = startMailboxReader({ db: handle.db, settings, pollMs: 600_000 });
  const taken = async () =>
    (await handle.db.select({ id: leadMessages.id }).from(leadMessages).where(eq(leadMessages.leadId, lead!.id)))
      .length;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const raw = await composed({
      from: 'anna@client.example',
      to: `reply+${token}@replies.agents.example`,
      subject: `Re: Ваша заявка ${round}`,
      text: `Ответ ${round}.`,
    });
    await dovecot.deliver(raw);
    const delivered = performance.now();
    while ((await taken()) <= round) await new Promise((resolve) => setTimeout(resolve, 10));
    times.push(performance.now() - delivered);
    // The next answer comes once the reader is idle again, as answers do.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await reader.stop();
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted.at(-1)!;
  console.log(`Answers taken from the mailbox to the timeline: ${rounds}`);
  console.log(
    `| median | worst | target |\n| ---: | ---: | ---: |\n| ${median.toFixed(0)} ms | ${worst.toFixed(0)} ms | 2000 ms |`,
  );
  process.exitCode = worst <= 2000 ? 0 : 1;
} finally {
  await dovecot.stop();
  await handle.close();
  await admin.query(`drop database ${name}`);
  await admin.end();
}
