/**
 * The rule for migrations during a rolling update (scripts/migrationRules.ts): the shipped
 * migrations keep it, and a migration that drops, renames or narrows what the release before
 * still reads is refused, one line naming it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsBreakingTheRule } from '../../../scripts/migrationRules';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A snapshot as drizzle-kit writes it, with the tables (and their columns) and enums named. */
const snapshot = (tables: Record<string, string[]>, enums: string[] = []) => ({
  tables: Object.fromEntries(
    Object.entries(tables).map(([name, columns]) => [
      `public.${name}`,
      { name, schema: '', columns: Object.fromEntries(columns.map((column) => [column, { name: column }])) },
    ]),
  ),
  enums: Object.fromEntries(enums.map((name) => [`public.${name}`, { name, schema: 'public', values: ['a'] }])),
});

/**
 * A `drizzle/` folder of two migrations: the first creates `before` (its snapshot), the second
 * runs `sql` and leaves `after`.
 */
function migrations(sql: string, before = snapshot({ leads: ['id', 'email', 'note'] }, ['status']), after = before) {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  folders.push(folder);
  mkdirSync(join(folder, 'meta'));
  const entries = ['0000_init', '0001_change'].map((tag, idx) => ({
    idx,
    version: '7',
    when: idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  writeFileSync(join(folder, 'meta', '0000_snapshot.json'), JSON.stringify(before));
  writeFileSync(join(folder, 'meta', '0001_snapshot.json'), JSON.stringify(after));
  writeFileSync(join(folder, '0000_init.sql'), 'CREATE TABLE "leads" ("id" serial PRIMARY KEY);');
  writeFileSync(join(folder, '0001_change.sql'), sql);
  return folder;
}

describe('migrations during a rolling update: expand, then contract', () => {
  it('every shipped migration keeps the rule', () => {
    expect(migrationsBreakingTheRule('drizzle')).toEqual([]);
  });

  it.each([
    ['DROP TABLE "leads" CASCADE;', '0001_change.sql: DROP TABLE leads, which 0000_snapshot.json still has'],
    [
      'ALTER TABLE "leads" DROP COLUMN "note";',
      '0001_change.sql: DROP COLUMN leads.note, which 0000_snapshot.json still has',
    ],
    [
      'ALTER TABLE "public"."leads" RENAME COLUMN "note" TO "remark";',
      '0001_change.sql: RENAME COLUMN leads.note, which 0000_snapshot.json still has',
    ],
    [
      'ALTER TABLE "leads" RENAME TO "enquiries";',
      '0001_change.sql: RENAME TABLE leads, which 0000_snapshot.json still has',
    ],
    [
      'ALTER TABLE "leads" ALTER COLUMN "email" SET DATA TYPE varchar(80);',
      '0001_change.sql: ALTER COLUMN TYPE leads.email, which 0000_snapshot.json still has',
    ],
    [
      'ALTER TABLE "leads" ALTER COLUMN "email" SET NOT NULL;',
      '0001_change.sql: SET NOT NULL leads.email, which 0000_snapshot.json still has',
    ],
    [
      'ALTER TABLE "leads" ADD COLUMN "source" text NOT NULL;',
      '0001_change.sql: ADD COLUMN source NOT NULL without a default to leads, which 0000_snapshot.json still has',
    ],
    ['DROP TYPE "public"."status";', '0001_change.sql: DROP or RENAME TYPE status, which 0000_snapshot.json still has'],
  ])('refuses %s while the release before still reads its object', (sql, line) => {
    expect(
      migrationsBreakingTheRule(migrations(`CREATE TABLE "other" ("id" serial);--> statement-breakpoint\n${sql}`)),
    ).toEqual([line]);
  });

  it('lets a release add, and drop what the release before no longer read', () => {
    const expand = [
      'CREATE TABLE "notes" ("id" serial PRIMARY KEY, "text" text NOT NULL);',
      'ALTER TABLE "leads" ADD COLUMN "source" text;',
      `ALTER TABLE "leads" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;`,
      'ALTER TABLE "leads" ALTER COLUMN "note" DROP NOT NULL;',
      'CREATE INDEX "leads_email" ON "leads" USING btree ("email");',
    ].join('--> statement-breakpoint\n');
    expect(migrationsBreakingTheRule(migrations(expand))).toEqual([]);
    // The contract: the release before had already stopped reading `note` (its snapshot has no such column).
    const contract = 'ALTER TABLE "leads" DROP COLUMN "note";';
    expect(migrationsBreakingTheRule(migrations(contract, snapshot({ leads: ['id', 'email'] })))).toEqual([]);
  });
});
