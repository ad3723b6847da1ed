/**
 * Writes the table of every setting into docs/operate/configuration.md, between its two marker
 * comments, from the one declaration of the settings: `envSchema` in src/server/env.ts (each
 * setting's default) and the comment above each setting (what it does; its `@default` says what
 * an unset setting without a default means).
 *
 *   node scripts/config-docs.ts    (npm run docs:config)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import type { z } from 'zod';
import { envSchema } from '../src/server/env.ts';

const envFile = new URL('../src/server/env.ts', import.meta.url);
const docFile = new URL('../docs/operate/configuration.md', import.meta.url);

export const tableStart = '<!-- settings table: written by `npm run docs:config` from src/server/env.ts -->';
export const tableEnd = '<!-- end of settings table -->';

/** One setting as the table shows it. */
export interface SettingRow {
  name: string;
  default: string;
  does: string;
}

/** The comment above each setting of `envSchema`: its text and its `@default`, by name. */
function settingComments(source: string): Map<string, { text: string; unset?: string }> {
  const file = ts.createSourceFile('env.ts', source, ts.ScriptTarget.Latest, true);
  const comments = new Map<string, { text: string; unset?: string }>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && /^[A-Z][A-Z0-9_]*$/.test(node.name.text)) {
      const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
      const doc = docs.at(-1);
      const text = oneLine(ts.getTextOfJSDocComment(doc?.comment) ?? '');
      const unsetTag = doc?.tags?.find((tag) => tag.tagName.text === 'default');
      const unset = unsetTag ? oneLine(ts.getTextOfJSDocComment(unsetTag.comment) ?? '') : undefined;
      comments.set(node.name.text, { text, unset });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return comments;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The default the schema itself gives a setting, as the environment would spell it; undefined when it has none. */
function schemaDefault(schema: z.ZodType): string | undefined {
  const def = schema._zod.def as { type: string; defaultValue?: unknown; in?: z.ZodType };
  if (def.type === 'default') return String(def.defaultValue) || undefined;
  if (def.type === 'pipe' && def.in) return schemaDefault(def.in);
  return undefined;
}

/** Every setting of `envSchema`, in its order, with its default and what it does. */
export function settingRows(source = readFileSync(envFile, 'utf8')): SettingRow[] {
  const comments = settingComments(source);
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const comment = comments.get(name);
    if (!comment?.text) throw new Error(`${name} in src/server/env.ts has no comment saying what it does`);
    const fallback = schemaDefault(schema as z.ZodType);
    if (fallback !== undefined && comment.unset)
      throw new Error(`${name} has a default in its schema and a @default in its comment: keep one`);
    return {
      name,
      default: fallback === undefined ? (comment.unset ?? 'unset') : `\`${fallback}\``,
      does: comment.text,
    };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table as Markdown, one row per setting. */
export function settingsTable(rows: SettingRow[] = settingRows()): string {
  return [
    '| setting | default | what it does |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| \`${row.name}\` | ${cell(row.default)} | ${cell(row.does)} |`),
  ].join('\n');
}

/** The table the page holds now, between its markers. */
export function documentedTable(page = readFileSync(docFile, 'utf8')): string {
  const start = page.indexOf(tableStart);
  const end = page.indexOf(tableEnd);
  if (start < 0 || end < start)
    throw new Error(`docs/operate/configuration.md lacks the markers ${tableStart} ... ${tableEnd}`);
  return page.slice(start + tableStart.length, end).trim();
}

if (import.meta.main) {
  const page = readFileSync(docFile, 'utf8');
  documentedTable(page); // the markers are there
  const before = page.slice(0, page.indexOf(tableStart) + tableStart.length);
  const after = page.slice(page.indexOf(tableEnd));
  writeFileSync(docFile, `${before}\n\n${settingsTable()}\n\n${after}`);
  console.log(`docs/operate/configuration.md: ${settingRows().length} settings`);
}
