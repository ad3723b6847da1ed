import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { leads, staffUser } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { leadCsvColumns } from '../../../src/server/leads/inbox/csvRows';
import { exportInboxView, exportLeadsCsv, parseSince } from '../../../src/server/leads/inbox/export';
import { inboxQuery, parseInboxFilter } from '../../../src/server/leads/inbox/filter';
import { listLeads } from '../../../src/server/leads/inbox/queries';
import { defaultReplyPromise } from '../../../src/server/leads/routing/replyPromise';
import { addNote, assign, setStatus } from '../../../src/server/leads/inbox/pipeline';
import { saveLead } from '../../../src/server/leads/intake/store';
import { staffActing } from '../../support/integration/acting';
import { migratedDataDir, testStores } from '../../support/integration/stores';
import { parseCsv, sampleLead } from '../../support/integration/leadsPeers';

const run = promisify(execFile);
const header = [
  'id',
  'created_at',
  'kind',
  'lang',
  'page',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'subject',
  'package',
  'office',
  'preferred_time',
  'preferred_date',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'status',
  'assignee',
  'notes',
  'last_note',
];
const noChannels = parseEnv({});

/** Stores a lead as if it had been sent at `createdAt`. */
async function leadAt(db: Database, createdAt: string, overrides: Parameters<typeof sampleLead>[0] = {}) {
  const { id } = await saveLead(sampleLead(overrides), { db, settings: noChannels });
  await db
    .update(leads)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(leads.id, id));
  return id;
}

describe.each(testStores)('the lead export on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => (handle = await store.open()));
  afterEach(() => handle.cleanup());

  it('writes a header and one row per lead since the date, oldest first, every column filled', async () => {
    await leadAt(handle.db, '2025-12-31T23:59:59Z', { name: 'Too Early' });
    const first = await leadAt(handle.db, '2026-01-01T00:00:00Z');
    const second = await leadAt(handle.db, '2026-02-10T08:30:00Z', {
      kind: 'callback',
      name: 'Иван "Ваня" Петров',
      email: undefined,
      company: undefined,
      message: 'Line one, with a comma\nLine two',
      details: { preferredTime: 'after 15:00' },
      utm: {},
    });

    const { csv, count } = await exportLeadsCsv(parseSince('2026-01-01'), handle.db);
    expect(count).toBe(2);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(header);
    expect(leadCsvColumns).toEqual(header);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      String(first),
      '2026-01-01T00:00:00.000Z',
      'demo',
      'fr',
      '/fr/',
      'Jane Doe',
      'jane.doe@client.example',
      "'+33 1 00 00 00 00",
      'Doe Industries',
      sampleLead().message,
      'Customer service agent',
      'growth',
      'moscow',
      '10:00-12:00',
      '2026-03-02',
      'newsletter',
      'email',
      'spring',
      'ai agents',
      'hero',
      'new',
      '',
      '0',
      '',
    ]);
    expect(rows[2]).toEqual([
      String(second),
      '2026-02-10T08:30:00.000Z',
      'callback',
      'fr',
      '/fr/',
      'Иван "Ваня" Петров',
      '',
      "'+33 1 00 00 00 00",
      '',
      'Line one, with a comma\nLine two',
      '',
      '',
      '',
      'after 15:00',
      '',
      '',
      '',
      '',
      '',
      '',
      'new',
      '',
      '0',
      '',
    ]);

    expect((await exportLeadsCsv(parseSince('2026-02-01'), handle.db)).count).toBe(1);
    const empty = await exportLeadsCsv(parseSince('2027-01-01'), handle.db);
    expect(parseCsv(empty.csv)).toEqual([header]);
  });

  it("starts with the UTF-8 byte order mark, keeps Cyrillic intact, and holds each lead's status, assignee and notes", async () => {
    const id = await leadAt(handle.db, '2026-04-01T09:00:00Z', { name: 'Анна Сергеевна Ёлкина' });
    const untouched = await leadAt(handle.db, '2026-04-02T09:00:00Z', { name: 'Untouched' });
    await handle.db
      .insert(staffUser)
      .values({ id: 'sales-1', name: 'Саша', email: 'sasha@staff.example', role: 'sales' });
    const actor = { id: 'sales-1' };
    await setStatus(handle.db, id, 'qualified', actor);
    await assign(handle.db, id, 'sales-1', actor);
    await addNote(handle.db, id, 'Позвонить в понедельник', actor);
    await addNote(handle.db, id, '=Called back, sent the offer', actor);

    const bytes = Buffer.from((await exportLeadsCsv(parseSince('2026-04-01'), handle.db)).csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8'));
    expect(rows[0]).toEqual(header);
    const cells = (lead: number) =>
      Object.fromEntries(header.map((column, index) => [column, rows.find((row) => row[0] === String(lead))![index]]));
    expect(cells(id)).toMatchObject({
      name: 'Анна Сергеевна Ёлкина',
      status: 'qualified',
      assignee: 'sasha@staff.example',
      notes: '2',
      last_note: "'=Called back, sent the offer",
    });
    expect(cells(untouched)).toMatchObject({
      name: 'Untouched',
      status: 'new',
      assignee: '',
      notes: '0',
      last_note: '',
    });
  });

  it('defuses values a spreadsheet would run as formulas', async () => {
    await leadAt(handle.db, '2026-03-01T00:00:00Z', {
      name: '=HYPERLINK("http://evil.example","Click")',
      company: '+cmd|calc',
      message: '-2+3',
      email: '@SUM(A1:A2)',
      details: { subject: '\t=1+1', office: 'Moscow = main' },
      utm: { source: '=1', campaign: 'spring-2026' },
    });
    const [, row] = parseCsv((await exportLeadsCsv(parseSince('2026-01-01'), handle.db)).csv);
    const cell = (column: string) => row![header.indexOf(column)];
    expect(cell('name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell('company')).toBe("'+cmd|calc");
    expect(cell('message')).toBe("'-2+3");
    expect(cell('email')).toBe("'@SUM(A1:A2)");
    expect(cell('subject')).toBe("'\t=1+1");
    expect(cell('office')).toBe('Moscow = main');
    expect(cell('utm_source')).toBe("'=1");
    expect(cell('utm_campaign')).toBe('spring-2026');
  });

  it('shows the bidi controls and invisible characters hidden in a value, then still defuses a formula behind them', async () => {
    await leadAt(handle.db, '2026-03-01T00:00:00Z', {
      name: 'Anna\u202Egpj.exe',
      company: '\u2066ООО Ромашка\u2069',
      message: '\u200B=1+1',
      details: { subject: 'Plain subject' },
    });
    const [, row] = parseCsv((await exportLeadsCsv(parseSince('2026-01-01'), handle.db)).csv);
    const cell = (column: string) => row![header.indexOf(column)];
    expect(cell('name')).toBe('Anna[U+202E]gpj.exe');
    expect(cell('company')).toBe('[U+2066]ООО Ромашка[U+2069]');
    expect(cell('message')).toBe('[U+200B]=1+1');
    expect(cell('subject')).toBe('Plain subject');
    expect(row!.join('')).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('downloads a view with a search word whole: the same leads, in the same order, as the inbox shows it', async () => {
    const actor = { id: 'sales-1' };
    // The export names each lead's assignee: a member whose name and email the search must not read.
    await handle.db
      .insert(staffUser)
      .values({ id: 'sales-1', name: 'Acme Sasha', email: 'acme@staff.example', role: 'sales' });
    const view = 'q=acme&status=won&kind=contact&lang=ru';
    const ids: number[] = [];
    for (const [at, overrides] of [
      ['2026-05-01T09:00:00Z', { name: 'Anna Acme' }],
      ['2026-05-02T09:00:00Z', { name: 'Boris', company: 'ACME Ltd' }],
      ['2026-05-03T09:00:00Z', { name: 'Vera', email: 'vera@acme.example' }],
      ['2026-05-04T09:00:00Z', { name: 'Not in the view', company: 'Other' }],
      ['2026-05-05T09:00:00Z', { name: 'Acme, still new' }],
      ['2026-05-06T09:00:00Z', { name: 'Acme in English', lang: 'en' as const }],
    ] as const) {
      const id = await leadAt(handle.db, at, { kind: 'contact', lang: 'ru', company: undefined, ...overrides });
      if (!overrides.name.startsWith('Acme,')) await setStatus(handle.db, id, 'won', actor);
      await assign(handle.db, id, 'sales-1', actor);
      ids.push(id);
    }
    const acting = staffActing(handle, 'sales-1', 'sales');
    const response = await exportInboxView(`?${view}`, acting, defaultReplyPromise);
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(header);
    const shown = await listLeads(
      handle.db,
      inboxQuery(parseInboxFilter(new URLSearchParams(view)).filter, defaultReplyPromise, new Date()),
    );
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(shown.leads.map((lead) => lead.id));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([ids[2], ids[1], ids[0]]);
    expect(rows.slice(1).map((row) => row[header.indexOf('assignee')])).toEqual(Array(3).fill('acme@staff.example'));
  });
});

describe('the --since value', () => {
  it('accepts a date or an ISO date-time and refuses anything else with a clear message', () => {
    expect(parseSince('2026-01-01').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseSince('2026-01-01T09:00:00+03:00').toISOString()).toBe('2026-01-01T06:00:00.000Z');
    for (const bad of ['2026-02-30', '01/02/2026', 'yesterday', '2026-1-1'])
      expect(() => parseSince(bad)).toThrow(/--since needs a date like 2026-01-01/);
    expect(() => parseSince(undefined)).toThrow(/--since is required/);
  });
});

describe('npm run leads -- export', () => {
  let dir: string;
  beforeEach(async () => void (dir = await migratedDataDir('leads-cli-')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['scripts/leads.ts', 'export', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });

  it('exports the leads of a PGlite store to stdout or a file', async () => {
    const store = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    const id = await leadAt(store.db, '2026-01-15T12:00:00Z', { company: '=cmd' });
    await leadAt(store.db, '2025-06-01T12:00:00Z');
    await store.close();

    const { stdout } = await cli('--since', '2026-01-01');
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual(header);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([String(id), '2026-01-15T12:00:00.000Z', 'demo']);
    expect(rows[1]![header.indexOf('company')]).toBe("'=cmd");

    const out = join(dir, 'leads.csv');
    const written = await cli('--since', '2026-01-01', '--out', out);
    expect(readFileSync(out, 'utf8')).toBe(stdout);
    expect(written.stderr).toContain('Exported 1 lead since 2026-01-01');
  });

  it('refuses a bad --since with a clear message and status 2', async () => {
    const failure = await cli('--since', 'last week').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--since needs a date like 2026-01-01');
    expect(failure?.stderr).toContain('Usage: npm run leads -- export');
  });
});

describe('npm run leads -- webhook-secret', () => {
  it('prints a new secret that the settings accept as LEADS_WEBHOOK_SECRET, with no store', async () => {
    const made = async () =>
      (
        await run(process.execPath, ['scripts/leads.ts', 'webhook-secret'], {
          cwd: process.cwd(),
          env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none' },
        })
      ).stdout.trim();
    const [first, second] = [await made(), await made()];
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
    expect(parseEnv({ LEADS_WEBHOOK_SECRET: `${second} ${first}` }).LEADS_WEBHOOK_SECRET).toEqual([second, first]);
  });
});
