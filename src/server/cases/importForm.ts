/**
 * The import screen's two steps: a JSON file in the export format (or the same pasted) is
 * checked as `npm run cases -- import` checks it and what it would change is shown; only the
 * second post applies it, in one transaction with a version per case, its audit row and the
 * instances' notice (`importCases.ts`).
 */
import { readFile } from 'node:fs/promises';
import { postedFile, TOO_LARGE } from '../http/uploads.ts';
import type { Acting } from '../staff/member.ts';
import { committed, editorOf, type CaseOutcome, type ImportProblem } from './changes.ts';
import { applyImport, planImport } from './importCases.ts';
import { parseCaseImport, type CaseImport } from './importFormat.ts';

/** The import form: a file picked, else the JSON pasted (the apply step sends back the JSON it was shown). */
export interface ImportInput {
  /** The file picked, as the server put it aside (`postedFile`). */
  file?: string | undefined;
  json: string;
}

/** The JSON given and the cases it holds, or why they are refused. */
async function readImport(
  input: ImportInput,
): Promise<{ json: string; cases?: CaseImport[]; problems?: ImportProblem[] }> {
  const file = postedFile(input.file);
  if (file === TOO_LARGE) return { json: input.json, problems: [{ kind: 'tooLarge' }] };
  const json = file ? await readFile(file.path, 'utf8') : input.json;
  if (!json.trim()) return { json, problems: [{ kind: 'empty' }] };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { json, problems: [{ kind: 'invalidJson', message: (error as Error).message }] };
  }
  const parsed = parseCaseImport(data);
  return parsed.ok
    ? { json, cases: parsed.cases }
    : { json, problems: parsed.errors.map((message) => ({ kind: 'content', message })) };
}

/** What the import would create, update and leave as it is; nothing is written. */
export const checkImport = async (input: ImportInput, acting: Acting): Promise<CaseOutcome> => {
  const { json, cases, problems } = await readImport(input);
  if (!cases) return { json, problems, status: 422 };
  return { json, plan: await planImport(acting.db, cases) };
};

/** Applies the import: every case it creates or changes, in one transaction. */
export const applyImportForm = async (input: ImportInput, acting: Acting): Promise<CaseOutcome> => {
  const { json, cases, problems } = await readImport(input);
  if (!cases) return { json, problems, status: 422 };
  return { done: 'imported', plan: await committed(acting, applyImport(acting.db, cases, editorOf(acting))) };
};
