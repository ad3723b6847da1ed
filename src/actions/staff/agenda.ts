/**
 * The meetings agenda's actions: a member's own calendar feed, made (or given a new address) and
 * ended. Each acts on the member who posts it and takes no member, so no one can touch another's feed.
 */
import * as z from 'zod/mini';
import { feedAudit, revokeFeed, rotateFeed } from '../../server/meetings/feed.ts';
import { staffAction } from './staffAction.ts';

export const agenda = {
  /** A new feed address, shown once; the earlier one stops working. */
  rotateFeed: staffAction({ permission: 'meetings.view', input: z.object({}), run: rotateFeed, audit: feedAudit }),
  /** Ends the feed: its address stops working. */
  revokeFeed: staffAction({ permission: 'meetings.view', input: z.object({}), run: revokeFeed, audit: feedAudit }),
};
