/**
 * Routing: who a new lead goes to. The rules are tried in order, first match wins; a rule gives
 * the lead to a named member, to the round robin of the members who speak its language, or
 * leaves it for the inbox. No rule matching, or a rule whose member cannot take it now (disabled,
 * away, no longer sales or admin), means the round robin; nobody to take it leaves it unassigned.
 * The lead is routed in the transaction that stores it, its timeline saying by what.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leadEvents, leads, outbox, routingRules, routingTurns, staffUser } from '../../db/schema.ts';
import { asStaffRole, can } from '../../staff/permissions.ts';
import type { NewLead } from '../types.ts';

export type RoutingRule = typeof routingRules.$inferSelect;

/** What a rule is tried against: the lead as the form sent it. */
export type RoutedLead = Pick<NewLead, 'lang' | 'kind' | 'details' | 'utm'>;

/** A member as routing sees them. */
export interface RoutingMember {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
  away: boolean;
  languages: string[];
}

/** True when every condition the rule sets holds for the lead (a condition left empty holds always). */
export function ruleMatches(
  rule: Pick<RoutingRule, 'lang' | 'kind' | 'office' | 'campaign' | 'campaignPrefix'>,
  lead: RoutedLead,
): boolean {
  if (rule.lang && rule.lang !== lead.lang) return false;
  if (rule.kind && rule.kind !== lead.kind) return false;
  if (rule.office && rule.office !== lead.details.office) return false;
  if (rule.campaign) {
    const campaign = (lead.utm.campaign ?? '').toLowerCase();
    const wanted = rule.campaign.toLowerCase();
    if (rule.campaignPrefix ? !campaign.startsWith(wanted) : campaign !== wanted) return false;
  }
  return true;
}

/** The first rule (in `position` order) the lead matches, with its number (1 for the first rule). */
export function firstMatch<Rule extends Parameters<typeof ruleMatches>[0] & { position: number }>(
  rules: readonly Rule[],
  lead: RoutedLead,
): { rule: Rule; number: number } | undefined {
  const ordered = [...rules].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((rule) => ruleMatches(rule, lead));
  return index < 0 ? undefined : { rule: ordered[index]!, number: index + 1 };
}

/** Whether the member may be given leads at all: active, sales or admin. */
export const takesLeads = (member: Pick<RoutingMember, 'role' | 'disabled'>) =>
  !member.disabled && can(asStaffRole(member.role), 'leads.update');

/** Why a member named by a rule does not get a lead now: disabled, away, not sales or admin; undefined when they do. */
export function unavailable(
  member: RoutingMember | undefined,
): 'missing' | 'disabled' | 'away' | 'cannotTakeLeads' | undefined {
  if (!member) return 'missing';
  if (member.disabled) return 'disabled';
  if (!takesLeads(member)) return 'cannotTakeLeads';
  return member.away ? 'away' : undefined;
}

/**
 * The round robin's next member: of those in turn (their ids in a fixed order), the first after
 * the one given the last lead, starting over at the first; undefined when nobody is in turn.
 */
export function nextInTurn(inTurn: readonly string[], last: string | null): string | undefined {
  if (!inTurn.length) return undefined;
  const after = last === null ? undefined : inTurn.find((id) => id > last);
  return after ?? inTurn[0];
}

/** The members of the round robin for a lead in `lang`: active sales and admins who answer in it and are not away, by id. */
export function roundRobinPool(members: readonly RoutingMember[], lang: string): string[] {
  return members
    .filter((member) => takesLeads(member) && !member.away && member.languages.includes(lang))
    .map((member) => member.id)
    .sort();
}

/** Every member, as routing sees them. */
export async function routingMembers(db: Database): Promise<RoutingMember[]> {
  return db
    .select({
      id: staffUser.id,
      email: staffUser.email,
      role: staffUser.role,
      disabled: staffUser.disabled,
      away: staffUser.away,
      languages: staffUser.languages,
    })
    .from(staffUser);
}

/** The rules in the order they are tried. */
export async function listRules(db: Database): Promise<RoutingRule[]> {
  return db.select().from(routingRules).orderBy(asc(routingRules.position), asc(routingRules.id));
}

/**
 * Takes the round robin's turn for `lang` among `pool` (member ids in a fixed order) in the
 * transaction: the turn's row is locked until it commits, so two leads routed at once (on any
 * instance) go to two members in turn.
 */
async function takeTurn(tx: Database, lang: string, pool: readonly string[]): Promise<string | undefined> {
  if (!pool.length) return undefined;
  await tx.insert(routingTurns).values({ lang, lastMemberId: null }).onConflictDoNothing();
  const [turn] = await tx
    .select({ last: routingTurns.lastMemberId })
    .from(routingTurns)
    .where(eq(routingTurns.lang, lang))
    .for('update');
  const next = nextInTurn(pool, turn?.last ?? null)!;
  await tx
    .update(routingTurns)
    .set({ lastMemberId: next, updatedAt: sql`now()` })
    .where(eq(routingTurns.lang, lang));
  return next;
}

/** How a lead was routed, as its timeline entry's detail keeps it. */
export interface RoutingOutcome {
  /** The member given the lead; null: left for the inbox. */
  to: string | null;
  /** The rule's number (1 for the first), none when no rule matched. */
  rule: number | null;
  /** `rule`: the rule's member; `roundRobin`: the turn of the lead's language; `nobody`: left unassigned. */
  by: 'rule' | 'roundRobin' | 'nobody';
  /** Why the rule's member did not get it (`busy`: a meeting's member not free at its time). */
  skipped?: NonNullable<ReturnType<typeof unavailable>> | 'busy';
}

/**
 * Who the lead `lead` goes to, taking the round robin's turn when it is the round robin's.
 * `among`, when given, is who can take it at all (a meeting's members free at its time): a rule's
 * member outside it is passed by as `busy`, and the round robin turns among them, falling back to
 * any of them when none speaks the lead's language.
 */
export async function decideRoute(tx: Database, lead: RoutedLead, among?: readonly string[]): Promise<RoutingOutcome> {
  const [rules, everyone] = await Promise.all([listRules(tx), routingMembers(tx)]);
  const members = among ? everyone.filter((member) => among.includes(member.id)) : everyone;
  const match = firstMatch(rules, lead);
  const rule = match?.number ?? null;
  if (match?.rule.action === 'nobody' && !among) return { to: null, rule, by: 'nobody' };
  let skipped: RoutingOutcome['skipped'];
  if (match?.rule.action === 'member') {
    const named = everyone.find((member) => member.id === match.rule.assigneeId);
    skipped = unavailable(named) ?? (among && named && !among.includes(named.id) ? 'busy' : undefined);
    if (!skipped) return { to: match.rule.assigneeId, rule, by: 'rule' };
  }
  const speakers = roundRobinPool(members, lead.lang);
  // A meeting needs a member: when none free then speaks its language, the turn goes among all of them.
  const pool = speakers.length || !among ? speakers : [...among].sort();
  const to = (await takeTurn(tx, lead.lang, pool)) ?? null;
  return { to, rule, by: to ? 'roundRobin' : 'nobody', ...(skipped ? { skipped } : {}) };
}

/** Queues the mail telling `memberId` the lead is theirs, once per lead and member (sent by `notify/assigneeMail.ts`). */
export async function queueAssigneeMail(tx: Database, leadId: number, memberId: string): Promise<void> {
  await tx.insert(outbox).values({ leadId, channel: 'assignee', recipient: memberId }).onConflictDoNothing();
}

/**
 * Routes the lead `leadId`, just stored in the transaction `tx`: sets its assignee, writes the
 * timeline entry (by the system, no actor) and, with `mail`, queues the mail to the assignee.
 * A lead routed to nobody gets no entry unless a rule's member was passed by.
 */
export async function routeLead(
  tx: Database,
  leadId: number,
  lead: RoutedLead,
  options: { mail: boolean },
): Promise<RoutingOutcome> {
  const outcome = await decideRoute(tx, lead);
  await applyRoute(tx, leadId, outcome, options);
  return outcome;
}

/** Gives the lead `leadId` to the outcome's member, with its timeline entry and, with `mail`, the mail to them. */
export async function applyRoute(
  tx: Database,
  leadId: number,
  outcome: RoutingOutcome,
  options: { mail: boolean },
): Promise<void> {
  if (outcome.to) await tx.update(leads).set({ assigneeId: outcome.to }).where(eq(leads.id, leadId));
  if (outcome.to || outcome.skipped) {
    const detail = {
      from: null,
      to: outcome.to,
      rule: outcome.rule,
      by: outcome.by,
      ...(outcome.skipped ? { skipped: outcome.skipped } : {}),
    };
    await tx.insert(leadEvents).values({ leadId, actorId: null, kind: 'assigned', detail });
  }
  if (outcome.to && options.mail) await queueAssigneeMail(tx, leadId, outcome.to);
}

/** A rule that cannot do what it says: its member is gone, disabled or no longer takes leads (away is not a problem: it passes). */
export interface RoutingProblem {
  ruleId: number;
  /** The rule's number in the order (1 for the first). */
  number: number;
  /** The member's email, or their id when the account is gone. */
  member: string;
  problem: 'missing' | 'disabled' | 'cannotTakeLeads';
}

/** The rules whose member cannot be given leads (their leads go to the round robin instead), for admins and the dashboard. */
export async function routingProblems(db: Database): Promise<RoutingProblem[]> {
  const [rules, members] = await Promise.all([listRules(db), routingMembers(db)]);
  return rules.flatMap((rule, index) => {
    if (rule.action !== 'member' || !rule.assigneeId) return [];
    const member = members.find((each) => each.id === rule.assigneeId);
    const problem = unavailable(member);
    if (!problem || problem === 'away') return [];
    return [{ ruleId: rule.id, number: index + 1, member: member?.email ?? rule.assigneeId, problem }];
  });
}
