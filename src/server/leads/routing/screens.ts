/** What the routing rules screen shows. */
import type { SiteApp } from '../../app.ts';
import { leadMembers } from '../../staff/accounts.ts';
import { listRules, routingMembers, routingProblems, takesLeads } from './routeLead.ts';

/**
 * The routing rules in the order they are tried, the members leads go to (each marked away when
 * they take leads and are away), what is wrong with the rules, and what was just done (`?done=`).
 */
export async function routingScreen(app: Pick<SiteApp, 'db'>, query: URLSearchParams) {
  const db = await app.db();
  const [rules, named, everyone, problems] = await Promise.all([
    listRules(db),
    leadMembers(db),
    routingMembers(db),
    routingProblems(db),
  ]);
  return {
    rules,
    members: named.map((member) => ({
      ...member,
      away: everyone.some((each) => each.id === member.id && takesLeads(each) && each.away),
    })),
    problems,
    done: (['saved', 'moved', 'removed'] as const).find((each) => each === query.get('done')),
  };
}
