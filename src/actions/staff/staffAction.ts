/**
 * The shape of every staff action, in one declaration: the permission it needs, the whole Zod
 * schema of what it accepts, who of those holding the permission may make it (`authorize`), the
 * change (`run`) and the audit row it leaves (`audit`). The staff actions' guard (`./guard.ts`)
 * reads the permission off the declaration and refuses anyone without it before the input is
 * read; the rest runs here, the change and its audit row in one transaction.
 */
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type * as z from 'zod/v4/core';
import * as zm from 'zod/mini';
import { audit as writeAudit, type AuditEntry } from '../../server/staff/audit.ts';
import type { Acting } from '../../server/staff/member.ts';
import type { Permission } from '../../server/staff/permissions.ts';

/** Every staff action's name starts with this: the group `staff` of `src/actions/index.ts`. */
export const STAFF_ACTIONS = 'staff.';

/** A text field of a staff form; absent or empty, ''. (Astro reads an empty field as null, so a default would not apply.) */
export const textField = zm.pipe(
  zm.nullish(zm.string()),
  zm.transform((value) => value ?? ''),
);

/** What an action's audit row says; who acted and from where the declaration adds. */
type AuditRow = Omit<AuditEntry, 'actor' | 'ip' | 'at'>;

interface StaffActionDeclaration<Input extends z.$ZodType, Result, Output> {
  /** Who may call it at all (`permissions.ts`), checked by the guard before the input is read. */
  permission: Permission;
  /** Everything the action accepts, with its rules: `run` gets it parsed and typed. */
  input: Input;
  /** A finer check on the typed input and the member (an editor's languages): the refusal to answer with, or nothing to go on. */
  authorize?: (input: z.output<Input>, acting: Acting) => NoInfer<Output> | undefined;
  /**
   * Makes the change for `acting.member`; with `audit` declared, `acting.db` is the transaction
   * its audit row is written in. `context` for what only the request has (cookies).
   */
  run: (input: z.output<Input>, acting: Acting, context: ActionAPIContext) => Promise<Result>;
  /** The audit rows of what `run` did (none: it changed nothing), written in its transaction. */
  audit?: (result: Result, input: z.output<Input>) => AuditRow | readonly AuditRow[] | undefined;
  /** What follows the commit (a mail, this instance's caches) and the answer; without it, `run`'s result. */
  committed?: (result: Result, input: z.output<Input>, acting: Acting) => Output | Promise<Output>;
}

/**
 * A staff action taking a form (posted with or without JavaScript). `Astro.locals.staff` is set by
 * the staff actions' guard only for a signed-in member holding `permission`, posting from this site.
 */
export function staffAction<Input extends z.$ZodType, Result, Output = Result>(
  declaration: StaffActionDeclaration<Input, Result, Output>,
) {
  const { permission, input, authorize, run, audit, committed } = declaration;
  const perform = async (parsed: z.output<Input>, acting: Acting, context = {} as ActionAPIContext) => {
    const refused = authorize?.(parsed, acting);
    if (refused !== undefined) return refused;
    const result = audit
      ? await acting.db.transaction(async (tx) => {
          const done = await run(parsed, { ...acting, db: tx }, context);
          const actor = { id: acting.member.user.id, email: acting.member.user.email };
          for (const row of [audit(done, parsed) ?? []].flat()) await writeAudit(tx, { ...row, actor, ip: acting.ip });
          return done;
        })
      : await run(parsed, acting, context);
    return committed ? committed(result, parsed, acting) : (result as unknown as Output);
  };
  // The permission stays readable on the action for the guard; `perform` runs it for a caller outside Astro (a test, a bulk change).
  return Object.assign(
    defineAction({
      accept: 'form',
      input: input as z.$ZodType,
      handler: async (parsed, context) => {
        const member = context.locals.staff;
        // Only the guard lets an action run, and only for a member; nothing else calls this.
        if (!member) throw new ActionError({ code: 'FORBIDDEN' });
        const { app } = context.locals;
        const acting: Acting = {
          member,
          ip: context.clientAddress,
          headers: context.request.headers,
          app,
          db: await app.db(),
        };
        // Astro has parsed the form with `input` before this runs.
        return perform(parsed as z.output<Input>, acting, context);
      },
    }),
    { permission, perform },
  );
}
