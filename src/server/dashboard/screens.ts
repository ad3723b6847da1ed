/** What the dashboard shows: the period the URL asks for, and the leads, spam, outbox and reply figures over it. */
import type { SiteApp } from '../app.ts';
import { sentChannels } from '../leads/notify/channels.ts';
import { replyPromiseOf } from '../leads/routing/replyPromise.ts';
import { dashboard, dashboardPeriods, type DashboardPeriod } from './queries.ts';

/** A send's channel and why it failed, as the outbox health words them. */
export type { DeliveryFailure, OutboxChannel } from '../db/schema.ts';

/**
 * The dashboard over the last `?days=` days (7, 30 or 90; else 90) up to `now`, for the channels and
 * reply promise the settings name.
 */
export async function dashboardScreen(app: Pick<SiteApp, 'db' | 'settings'>, query: URLSearchParams, now: Date) {
  const asked = Number(query.get('days'));
  const days: DashboardPeriod = dashboardPeriods.find((period) => period === asked) ?? 90;
  const data = await dashboard(await app.db(), days, now, sentChannels(app.settings), replyPromiseOf(app.settings));
  return { days, data };
}
