/**
 * The archive's changes as the cases screens post them: archive (with where its address then
 * leads), restore from the archive, and delete for good (admins only, by its permission, once
 * the slug is typed again), none by a member limited to some languages (403, by their actions). Each says what came of it; the page answers a change done with a 303.
 */
import type { Acting } from '../staff/member.ts';
import {
  archiveCase,
  deleteArchivedCase,
  unarchiveCase,
  type LifecycleRefusal,
  type LifecycleResult,
} from './archive.ts';
import { committed, editorOf } from './changes.ts';

/** What came of an archive, restore or delete. */
export interface ArchiveOutcome {
  done?: 'archived' | 'unarchived' | 'deleted';
  id?: number;
  /** The slug of the case changed (a deleted case's, to say which one is gone). */
  slug?: string;
  refusal?: LifecycleRefusal;
  status?: 403 | 404 | 409 | 422;
}

const statusOf: Record<LifecycleRefusal, ArchiveOutcome['status']> = {
  'not-found': 404,
  'not-archived': 409,
  'already-archived': 409,
  'bad-target': 422,
  'confirm-mismatch': 422,
};

const outcomeOf = (result: LifecycleResult, done: NonNullable<ArchiveOutcome['done']>): ArchiveOutcome =>
  result.ok
    ? { done, id: result.id, slug: result.slug }
    : { refusal: result.refusal, status: statusOf[result.refusal] };

/** The archive form's target: `list` (or nothing) for the cases list, else a case's id. */
function archiveTarget(value: string): number | undefined | 'invalid' {
  if (value === '' || value === 'list') return undefined;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'invalid';
}

/** Archives case `case`: off the public site, its address answering 301 with `target`. */
export const archive = async (input: { case: number; target: string }, acting: Acting): Promise<ArchiveOutcome> => {
  const target = archiveTarget(input.target);
  if (target === 'invalid') return { refusal: 'bad-target', status: 422 };
  return outcomeOf(await committed(acting, archiveCase(acting.db, input.case, target, editorOf(acting))), 'archived');
};

/** Brings archived case `case` back as it was. */
export const unarchive = async (input: { case: number }, acting: Acting): Promise<ArchiveOutcome> => {
  return outcomeOf(await committed(acting, unarchiveCase(acting.db, input.case, editorOf(acting))), 'unarchived');
};

/** Deletes archived case `case` for good once `confirm` repeats its slug (the action lets only admins in). */
export const destroy = async (input: { case: number; confirm: string }, acting: Acting): Promise<ArchiveOutcome> => {
  return outcomeOf(
    await committed(acting, deleteArchivedCase(acting.db, input.case, input.confirm, editorOf(acting))),
    'deleted',
  );
};
