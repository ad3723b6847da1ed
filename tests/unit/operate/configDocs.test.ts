import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedTable, settingRows, settingsTable } from '../../../scripts/config-docs.ts';

/** The table's rows by setting name. */
function rowsByName(table: string): Map<string, string> {
  const rows = table.split('\n').filter((line) => line.startsWith('| `'));
  return new Map(rows.map((row) => [/^\| `([A-Z0-9_]+)`/.exec(row)?.[1] ?? row, row]));
}

describe('the configuration page', () => {
  it('lists every setting of src/server/env.ts, with its default and what it does, and nothing else', () => {
    const documented = rowsByName(documentedTable());
    const declared = rowsByName(settingsTable());
    const problems = [
      ...[...declared.keys()].filter((name) => !documented.has(name)).map((name) => `${name}: missing from the page`),
      ...[...documented.keys()].filter((name) => !declared.has(name)).map((name) => `${name}: not a setting of env.ts`),
      ...[...declared].flatMap(([name, row]) =>
        documented.has(name) && documented.get(name) !== row
          ? [`${name}: the page says\n  ${documented.get(name)}\nenv.ts says\n  ${row}`]
          : [],
      ),
    ];
    expect(problems, 'run `npm run docs:config` to write the table again').toEqual([]);
    expect(documentedTable(), 'run `npm run docs:config`: the rows are in env.ts order').toBe(settingsTable());
  });

  it('refuses a setting whose comment does not say what it does', () => {
    const source = readFileSync('src/server/env.ts', 'utf8').replace('/** Port the server listens on. */', '');
    expect(() => settingRows(source)).toThrow(/PORT in src\/server\/env.ts has no comment/);
  });

  it("shows the schema's own default, else what the comment's @default says an unset setting means", () => {
    const rows = new Map(settingRows().map((row) => [row.name, row]));
    expect(rows.get('PORT')?.default).toBe('`4321`');
    expect(rows.get('TRUST_PROXY')?.default).toBe('`false`');
    expect(rows.get('DATABASE_URL')?.default).toBe('unset: the embedded store');
    expect(rows.get('PROXY_PURGE_URLS')?.default).toBe('unset');
  });
});
