/**
 * The shape of every staff action: its permission, its input and its handler, in one
 * declaration. The handler runs only for a member holding the permission; anyone else is
 * refused (FORBIDDEN: 403) before it runs, however the action was called.
 */
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type * as z from 'zod/v4/core';
import * as zm from 'zod/mini';
import type { Acting } from '../../server/staff/member.ts';
import { can, type Permission } from '../../server/staff/permissions.ts';

/** Every staff action's name starts with this: the group `staff` of `src/actions/index.ts`. */
export const STAFF_ACTIONS = 'staff.';

/** A text field of a staff form; absent or empty, ''. (Astro reads an empty field as null, so a default would not apply.) */
export const textField = zm.pipe(
  zm.nullish(zm.string()),
  zm.transform((value) => value ?? ''),
);

interface StaffActionDeclaration<Input extends z.$ZodType, Output> {
  permission: Permission;
  /** The form's fields and their rules. */
  input: Input;
  /** Does the change for `acting.member`; `context` for what only the request has (cookies). */
  handler: (input: z.output<Input>, acting: Acting, context: ActionAPIContext) => Promise<Output>;
}

/**
 * A staff action taking a form (posted with or without JavaScript). `Astro.locals.staff` is
 * set by the staff guards only for a signed-in member posting from this site
 * (`src/server/staff/guard.ts`, `./guard.ts`), so its absence refuses too.
 */
export function staffAction<Input extends z.$ZodType, Output>({
  permission,
  input,
  handler,
}: StaffActionDeclaration<Input, Output>) {
  // The permission stays readable on the action, for the staff actions' guard to check before
  // Astro reads the input (a caller without it is refused whatever they sent).
  return Object.assign(
    defineAction({
      accept: 'form',
      input: input as z.$ZodType,
      handler: async (parsed, context) => {
        const member = context.locals.staff;
        if (!member || !can(member.user.role, permission)) throw new ActionError({ code: 'FORBIDDEN' });
        const { app } = context.locals;
        // Astro has parsed the form with `input` before this runs.
        return handler(
          parsed as z.output<Input>,
          { member, ip: context.clientAddress, headers: context.request.headers, app, db: await app.db() },
          context,
        );
      },
    }),
    { permission },
  );
}
