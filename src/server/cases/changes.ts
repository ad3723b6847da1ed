/**
 * The cases screens' changes, made by an editor: publish, unpublish, move, reorder, restore (a
 * save is in `editorSave.ts`, an import in `importForm.ts`). Each takes the form's input and the
 * acting member and says what came of it (`CaseOutcome`); its action refuses them (403) to a member
 * limited to some languages (`caseLanguages.ts`); the change, its version, its audit row
 * and the instances' notice are written in one transaction (`caseWrites.ts`).
 */
import type { Acting } from '../staff/member.ts';
import type { EditRefusal, Editor } from './caseWrites.ts';
import { moveCase, reorderCases, setPublished } from './editor.ts';
import type { CaseFormError, CaseFormValues } from './editorForm.ts';
import type { ImportPlan } from './importCases.ts';
import { restoreVersion } from './versions.ts';

/** Why an import's file was refused: a key of the staff catalog's `cases.import`, or a problem of its content. */
export type ImportProblem =
  | { kind: 'empty' }
  | { kind: 'tooLarge' }
  | { kind: 'invalidJson'; message: string }
  | { kind: 'content'; message: string };

/** What came of one cases form: the page answers a change with a 303 to where it announces it, else shows the outcome. */
export interface CaseOutcome {
  /** The change made. */
  done?: 'saved' | 'published' | 'unpublished' | 'moved' | 'reordered' | 'restored' | 'imported';
  /** The case it was made to (a new case's id too). */
  id?: number;
  /** A save refused: the form as typed, and every error found in it. */
  form?: { values: CaseFormValues; errors: CaseFormError[] };
  /** Why the change was refused. */
  refusal?: EditRefusal;
  /** An import: the JSON as given, what it would change (checked) or changed (applied), or why it was refused. */
  json?: string;
  plan?: ImportPlan;
  problems?: ImportProblem[];
  /** The answer's status when not 200: a refusal. */
  status?: 403 | 404 | 409 | 422;
}

/** Who makes a change, as the cases' versions and audit rows name them. */
export const editorOf = ({ member, ip }: Acting): Editor => ({ id: member.user.id, email: member.user.email, ip });

/**
 * `change`'s result once committed, after this app's cached cases are dropped: the editor's
 * next page reads the change at once (the other instances drop theirs on the store's notice).
 */
export async function committed<T>(acting: Acting, change: Promise<T>): Promise<T> {
  const result = await change;
  acting.app.dropCachedCases();
  return result;
}

/** The outcome of a change to a case refused for `refusal`, answered with `status`. */
export const refusedBy = (refusal: EditRefusal, status: CaseOutcome['status']): CaseOutcome => ({ refusal, status });

/** Publishes case `case` (it shows in the languages it has text for). */
export const publish = async (input: { case: number }, acting: Acting): Promise<CaseOutcome> => {
  const result = await committed(acting, setPublished(acting.db, input.case, true, editorOf(acting)));
  return result.ok ? { done: 'published', id: input.case } : refusedBy(result.refusal, 404);
};

/** Takes case `case` off the public site. */
export const unpublish = async (input: { case: number }, acting: Acting): Promise<CaseOutcome> => {
  const result = await committed(acting, setPublished(acting.db, input.case, false, editorOf(acting)));
  return result.ok ? { done: 'unpublished', id: input.case } : refusedBy(result.refusal, 404);
};

/** Moves case `case` one place up or down the public order; a case at the end, or gone, stays where it is. */
export const move = async (input: { case: number; direction: 'up' | 'down' }, acting: Acting): Promise<CaseOutcome> => {
  await committed(acting, moveCase(acting.db, input.case, input.direction, editorOf(acting)));
  return { done: 'moved' };
};

/** Puts the cases in the order given (the drag and drop's); cases not named keep their place after them. */
export const reorder = async (input: { order: number[] }, acting: Acting): Promise<CaseOutcome> => {
  await committed(acting, reorderCases(acting.db, input.order, editorOf(acting)));
  return { done: 'reordered' };
};

/** Saves an earlier version of case `case` as its newest; refused (409) when its slug is another case's now. */
export const restore = async (input: { case: number; version: number }, acting: Acting): Promise<CaseOutcome> => {
  const result = await committed(acting, restoreVersion(acting.db, input.case, input.version, editorOf(acting)));
  return result.ok ? { done: 'restored', id: input.case } : refusedBy(result.refusal, 409);
};
