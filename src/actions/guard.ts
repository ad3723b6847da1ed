/**
 * What the lead actions need around them, as middleware: a body that cannot be read is
 * answered 400 like any refused send, and a refusal for the rate limit says when to retry.
 */
import { defineMiddleware } from 'astro:middleware';
import { ActionError, getActionContext } from 'astro:actions';
import { cachePolicy } from '../server/http/cachePolicy';

/** Whether a posted body parses as the type it declares; Astro answers other types itself (415). */
async function readable(request: Request): Promise<boolean> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded')
      await request.clone().formData();
    else if (type === 'application/json') {
      const text = await request.clone().text();
      if (text) JSON.parse(text);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A malformed body (broken JSON, a multipart cut short) would otherwise fail inside Astro as
 * a 404 or 500 page. It gets 400 instead: an action error in JSON for the browser's script,
 * the page with the form's message for a post without JavaScript. A 429 (too many sends) and a
 * 503 (the store's queue is full) carry Retry-After.
 */
export const guardActions = defineMiddleware(async (context, next) => {
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action && !(await readable(context.request))) {
    const refused = serializeActionResult({
      data: undefined,
      error: new ActionError({ code: 'BAD_REQUEST', message: 'The request body could not be read.' }),
    });
    if (action.calledFrom === 'rpc' && refused.type === 'error') {
      return new Response(refused.body, {
        status: refused.status,
        headers: { 'Content-Type': refused.contentType, 'Cache-Control': cachePolicy.never },
      });
    }
    setActionResult(action.name, refused);
    // The page goes on with an empty form body in place of the broken one: the React renderer
    // reads a posted form's body again and would fail the whole page on it.
    const headers = new Headers(context.request.headers);
    headers.set('content-type', 'application/x-www-form-urlencoded');
    headers.delete('content-length');
    return next(new Request(context.request.url, { method: 'POST', headers, body: '' }));
  }
  const response = await next();
  const retryAfter = context.locals.retryAfterSeconds;
  if ((response.status === 429 || response.status === 503) && retryAfter)
    response.headers.set('Retry-After', String(retryAfter));
  return response;
});
