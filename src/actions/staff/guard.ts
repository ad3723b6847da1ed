/**
 * The staff actions' guard, as middleware: a staff action runs only for a signed-in member
 * posting from this site, whichever way it is called: a form posted to a staff page with
 * `?_action=` (the staff guard has resolved the member already) or a post to `/_actions/staff.…`
 * (resolved here). Anything else is refused with 403 and runs nothing; so is a member without the
 * permission the action's declaration names (`staffAction`), here, the one place it is checked,
 * before the action reads its input.
 */
import { defineMiddleware } from 'astro:middleware';
import { ActionError, getActionContext, isActionError } from 'astro:actions';
import { cachePolicy } from '../../server/http/cachePolicy.ts';
import { refusal } from '../../server/staff/guard.ts';
import { sessionMember } from '../../server/staff/member.ts';
import { sameOrigin } from '../../server/staff/requestRules.ts';
import { mayCallStaffAction } from './declared.ts';
import { STAFF_ACTIONS } from './staffAction.ts';

export const guardStaffActions = defineMiddleware(async (context, next) => {
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (!action?.name.startsWith(STAFF_ACTIONS)) return next();
  const { request, url, locals } = context;
  locals.staff = sameOrigin(request, url.origin)
    ? (locals.staff ?? (await sessionMember(await locals.app.staffAuth(), request)).member)
    : undefined;

  // Checked before the action reads its input: a caller it refuses is told so, whatever they sent.
  const permitted = !!locals.staff && mayCallStaffAction(action.name, locals.staff.user.role);
  const result = permitted
    ? await action.handler()
    : { data: undefined, error: new ActionError({ code: 'FORBIDDEN' }) };
  const serialized = serializeActionResult(result);
  if (action.calledFrom === 'rpc') {
    const headers = {
      'Cache-Control': cachePolicy.never,
      ...(serialized.type === 'empty' ? {} : { 'Content-Type': serialized.contentType }),
    };
    return new Response(serialized.type === 'empty' ? null : serialized.body, { status: serialized.status, headers });
  }
  // A fault is the error page's, as anywhere in the staff area, not a result the page would show as nothing.
  if (isActionError(result.error) && result.error.code === 'INTERNAL_SERVER_ERROR') throw result.error;
  // Kept for the page (`Astro.getActionResult`), and so that Astro does not run the action again.
  setActionResult(action.name, serialized);
  if (isActionError(result.error) && result.error.code === 'FORBIDDEN') return refusal(locals, next, 403);
  return next();
});
