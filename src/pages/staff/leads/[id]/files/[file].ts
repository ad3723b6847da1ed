import type { APIRoute } from 'astro';
import { messageFileResponse } from '../../../../../server/leads/inbox/messageFile';
import { leadIdOf } from '../../../../../server/leads/inbox/screens';

export const prerender = false;

/**
 * A file of one of the lead's messages, downloaded (the staff guard has checked `leads.read`);
 * a file of another lead's message, or none, is a 404. Both ids are read as the lead page reads its own.
 */
export const GET: APIRoute = async ({ params, locals }) =>
  messageFileResponse(locals.app, leadIdOf(params.id), leadIdOf(params.file));
