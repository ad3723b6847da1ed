/**
 * The leads inbox with 100,000 leads in the store: latency of the first page, a filtered page,
 * text searches and the counts per status (p50 / p95 over BENCH_INBOX_RUNS runs each), on
 * PGlite and, when BENCH_DATABASE_URL names a PostgreSQL server, on a fresh database created
 * there for the run and dropped after it. `npm run bench:inbox`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client.ts';
import { countsByStatus, listLeads } from '../src/server/leads/inbox/queries.ts';
import { languages } from '../src/i18n/languages.ts';
import { leadKinds } from '../src/forms/leadForms.ts';

const LEADS = Number(process.env.BENCH_INBOX_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 50);
const BATCH = 10_000;

/** Words (the site's languages, the lead kinds) as a PostgreSQL array, for spreading the leads over them. */
const textArray = (words: readonly string[]) => sql.raw(`array[${words.map((word) => `'${word}'`).join(',')}]`);
const languageArray = textArray(languages);
const kindArray = textArray(leadKinds);

/** Inserts `LEADS` varied leads, a year and a half of them, in a few multi-row statements. */
async function fill(db: Database): Promise<void> {
  for (let start = 1; start <= LEADS; start += BATCH) {
    const end = Math.min(start + BATCH - 1, LEADS);
    await db.execute(sql`
      insert into leads (kind, lang, page, name, email, phone, company, message, details, utm, status, assignee_id, created_at, updated_at)
      select
        (${kindArray})[1 + g % ${leadKinds.length}],
        (${languageArray})[1 + g % ${languages.length}],
        '/' || (${languageArray})[1 + g % ${languages.length}] || '/contact',
        (array['Anna','Boris','Carla','Dmitri','Elena','Farid','Gita','Hugo','Ines','Jonas','Kira','Luis','Maya','Nikolai','Olga','Pedro','Quinn','Rosa','Sergei','Tanya'])[1 + (g * 7) % 20]
          || ' ' || (array['Ivanova','Silva','Moreau','Santoso','Garcia','Petrov','Dubois','Lima','Wijaya','Lopez'])[1 + (g * 13) % 10],
        'client' || g || '@' || (array['mail.example','shop.example','bank.example','corp.example','studio.example'])[1 + g % 5],
        '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
        (array['Acme','Globex','Initech','Umbrella','Hooli','Vandelay','Stark','Wayne','Tyrell','Cyberdyne'])[1 + (g * 3) % 10] || ' ' || (g % 997),
        'We would like an agent for ' || (array['customer service','order tracking','recruiting','analytics','support in six languages'])[1 + g % 5]
          || '. Ticket ' || md5(g::text) || '. About ' || (g % 5000) || ' requests a month.',
        '{}'::jsonb,
        jsonb_build_object('source', (array['newsletter','google','linkedin'])[1 + g % 3]),
        (array['new','new','new','contacted','qualified','won','lost','spam'])[1 + (g * 5) % 8],
        case when g % 3 = 0 then null else 'staff-' || (g % 5) end,
        timestamptz '2026-01-01' + g * interval '5 minutes' + (g % 1000) * interval '1 microsecond',
        timestamptz '2026-01-01' + g * interval '5 minutes'
      from generate_series(${start}::int, ${end}::int) g`);
  }
  // The state the daily maintenance keeps (`vacuumStore`; autovacuum on a PostgreSQL server).
  await db.execute(sql`vacuum analyze leads`);
}

/** p50 and p95 of `RUNS` timed calls, after a few to warm up. */
async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

const cases: { name: string; run: (db: Database) => Promise<unknown> }[] = [
  { name: 'first page (50 newest, spam left out)', run: (db) => listLeads(db, {}) },
  { name: 'second page (keyset cursor)', run: async (db) => listLeads(db, {}, (await listLeads(db, {})).next) },
  { name: 'first page oldest first', run: (db) => listLeads(db, { sort: 'oldest' }) },
  { name: 'first page by status', run: (db) => listLeads(db, { sort: 'status' }) },
  {
    name: 'second page by status (keyset cursor)',
    run: async (db) => listLeads(db, { sort: 'status' }, (await listLeads(db, { sort: 'status' })).next),
  },
  {
    name: 'filtered page (status, kind, language, month)',
    run: (db) => listLeads(db, { status: 'new', kind: 'demo', lang: 'ru', from: '2026-03-01', to: '2026-03-31' }),
  },
  { name: 'filtered page (assignee)', run: (db) => listLeads(db, { assignee: 'staff-2' }) },
  { name: 'text search, common word ("globex")', run: (db) => listLeads(db, { q: 'globex' }) },
  { name: 'text search, rare text (one email)', run: (db) => listLeads(db, { q: 'client77777@' }) },
  { name: 'text search, no match', run: (db) => listLeads(db, { q: 'zzqx nothing' }) },
  { name: 'text search within a filter', run: (db) => listLeads(db, { q: 'globex', status: 'won', lang: 'en' }) },
  { name: 'counts per status (all leads)', run: (db) => countsByStatus(db, {}) },
  { name: 'counts per status (text search)', run: (db) => countsByStatus(db, { q: 'globex' }) },
];

/** Fills a store and measures every case on it. */
async function benchStore(label: string, handle: DatabaseHandle): Promise<Record<string, string | number>[]> {
  const started = performance.now();
  await fill(handle.db);
  console.log(
    `${label}: ${LEADS.toLocaleString('en')} leads inserted, vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const rows = [];
  for (const { name, run } of cases) {
    const { p50, p95 } = await measure(() => run(handle.db));
    rows.push({ store: label, query: name, 'p50 ms': p50, 'p95 ms': p95, 'under 150 ms': p95 < 150 ? 'yes' : 'NO' });
  }
  return rows;
}

/** Runs the bench on PGlite and, if `postgresUrl` is given, on a fresh database of that server. */
export async function benchInbox(postgresUrl?: string): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
  const lite = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
  try {
    rows.push(...(await benchStore('PGlite', lite)));
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (postgresUrl) {
    const name = `inbox_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const server = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: url.toString() });
      try {
        rows.push(...(await benchStore('PostgreSQL', server)));
      } finally {
        await server.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }
  console.log(`\nLeads inbox: ${LEADS.toLocaleString('en')} leads, ${RUNS} runs per query, one process`);
  console.table(rows);
}

if (import.meta.main) await benchInbox(process.env.BENCH_DATABASE_URL || undefined);
