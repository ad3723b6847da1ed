/**
 * The rule for migrations during a rolling update: a release only adds (expand); what the release
 * before still reads is dropped, renamed or narrowed by a later release, once no running version
 * reads it (contract). While the instances are restarted one at a time, the old version runs on
 * the new schema, so a migration must not take away what the old version reads.
 *
 * The schema the release before read is the previous migration's snapshot
 * (`drizzle/meta/NNNN_snapshot.json`, written by `drizzle-kit generate` from
 * `src/server/db/schema.ts`). Each migration's statements that take something away (DROP TABLE,
 * DROP COLUMN, RENAME, a column's TYPE changed, SET NOT NULL, a NOT NULL column without a default
 * added to a table the old version inserts into, DROP TYPE) are refused when their object is in
 * that snapshot. Checked by `tests/unit/operate/migrationRules.test.ts` as part of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A migration's entry in `meta/_journal.json`. */
interface JournalEntry {
  idx: number;
  tag: string;
}

/** What a snapshot holds that a statement may take away: tables (with their columns) and enums, by name. */
interface Snapshot {
  tables: Record<string, { name: string; columns: Record<string, unknown> }>;
  enums: Record<string, { name: string }>;
}

/** What a statement takes away: a table, a table's column or an enum type, and how. */
interface Removal {
  what: string;
  kind: 'table' | 'column' | 'enum';
  table: string;
  column?: string;
}

/** A name as drizzle writes it (`"public"."leads"`, `"leads"` or `leads`); its group is the bare name. */
const NAME = String.raw`(?:"?public"?\.)?"?([\w$]+)"?`;

/** The statement forms that take something away, and what each takes. */
const REMOVALS: { pattern: RegExp; removal: (match: RegExpMatchArray) => Removal }[] = [
  {
    pattern: new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?${NAME}`, 'i'),
    removal: (m) => ({ what: 'DROP TABLE', kind: 'table', table: m[1]! }),
  },
  {
    pattern: new RegExp(
      String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} DROP COLUMN (?:IF EXISTS )?${NAME}`,
      'i',
    ),
    removal: (m) => ({ what: 'DROP COLUMN', kind: 'column', table: m[1]!, column: m[2]! }),
  },
  {
    pattern: new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} RENAME (?:COLUMN )?${NAME} TO`, 'i'),
    removal: (m) => ({ what: 'RENAME COLUMN', kind: 'column', table: m[1]!, column: m[2]! }),
  },
  {
    pattern: new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} RENAME TO`, 'i'),
    removal: (m) => ({ what: 'RENAME TABLE', kind: 'table', table: m[1]! }),
  },
  {
    pattern: new RegExp(
      String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} ALTER COLUMN ${NAME} (?:SET DATA )?TYPE`,
      'i',
    ),
    removal: (m) => ({ what: 'ALTER COLUMN TYPE', kind: 'column', table: m[1]!, column: m[2]! }),
  },
  {
    pattern: new RegExp(
      String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} ALTER COLUMN ${NAME} SET NOT NULL`,
      'i',
    ),
    removal: (m) => ({ what: 'SET NOT NULL', kind: 'column', table: m[1]!, column: m[2]! }),
  },
  {
    // The old version's inserts do not name the new column: without a default they fail.
    pattern: new RegExp(
      String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} ADD COLUMN (?:IF NOT EXISTS )?${NAME}(?!.*\bDEFAULT\b).*\bNOT NULL\b`,
      'is',
    ),
    removal: (m) => ({ what: `ADD COLUMN ${m[2]} NOT NULL without a default to`, kind: 'table', table: m[1]! }),
  },
  {
    pattern: new RegExp(String.raw`^(?:DROP TYPE (?:IF EXISTS )?${NAME}|ALTER TYPE ${NAME} RENAME)`, 'i'),
    removal: (m) => ({ what: 'DROP or RENAME TYPE', kind: 'enum', table: (m[1] ?? m[2])! }),
  },
];

/** A migration's statements, comments and breakpoints removed. */
function statements(sql: string): string[] {
  return sql
    .replace(/--> statement-breakpoint/g, ';')
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Whether `snapshot` (the schema the release before read) holds what `removal` takes away. */
function stillRead(snapshot: Snapshot, removal: Removal): boolean {
  if (removal.kind === 'enum') return Object.values(snapshot.enums).some((type) => type.name === removal.table);
  const table = Object.values(snapshot.tables).find((each) => each.name === removal.table);
  if (!table) return false;
  return removal.kind === 'table' || Object.hasOwn(table.columns, removal.column!);
}

/**
 * Every statement of the migrations in `folder` (a `drizzle/` folder: SQL files, `meta/_journal.json`,
 * `meta/NNNN_snapshot.json`) that takes away what the release before still reads, one line each:
 * `0018_x.sql: DROP COLUMN leads.note, which 0017_snapshot.json still has`. Empty when every migration keeps the rule.
 */
export function migrationsBreakingTheRule(folder: string): string[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const refused: string[] = [];
  for (const entry of journal.entries) {
    if (entry.idx === 0) continue; // the first creates the schema: nothing ran before it
    const previous = `${String(entry.idx - 1).padStart(4, '0')}_snapshot.json`;
    const snapshot = JSON.parse(readFileSync(join(folder, 'meta', previous), 'utf8')) as Snapshot;
    for (const statement of statements(readFileSync(join(folder, `${entry.tag}.sql`), 'utf8')))
      for (const { pattern, removal } of REMOVALS) {
        const match = statement.match(pattern);
        if (!match) continue;
        const taken = removal(match);
        if (stillRead(snapshot, taken))
          refused.push(
            `${entry.tag}.sql: ${taken.what} ${taken.column ? `${taken.table}.${taken.column}` : taken.table}, which ${previous} still has`,
          );
        break;
      }
  }
  return refused;
}
