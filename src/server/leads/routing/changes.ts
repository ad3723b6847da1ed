/**
 * The routing screen's changes (admins): save a rule (new or edited), move it up or down, delete
 * it; and a member's languages and away mark (the member on their account, an admin on the team
 * screen). Each writes its change and its audit row in one transaction and says what came of it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { offices } from '../../../data/offices.ts';
import { leadKinds } from '../../../forms/leadForms.ts';
import { languages, type Lang } from '../../../i18n/languages.ts';
import { routingRules, staffUser } from '../../db/schema.ts';
import { AccountError, findMember } from '../../staff/accounts.ts';
import { audited } from '../../staff/audit.ts';
import type { Acting } from '../../staff/member.ts';
import { routingMembers, takesLeads } from './routeLead.ts';

/** Longest campaign name a rule keeps: the forms' UTM limit. */
export const MAX_RULE_CAMPAIGN = 200;

/** A rule as its form sends it: `id` empty for a new rule; `assignee` a member's id, `roundRobin` or `nobody`. */
export interface RuleInput {
  id: string;
  lang: string;
  kind: string;
  office: string;
  campaign: string;
  match: string;
  assignee: string;
}

/** Why a rule was refused, at which field: a key of the staff catalog's `routing` section. */
type RuleRefusal =
  { field: 'campaign'; key: 'campaignTooLong' | 'prefixEmpty' } | { field: 'assignee'; key: 'memberUnavailable' };

/** What came of a routing form: what was done, or why not (422, with what was typed), or 400/404. */
export interface RoutingOutcome {
  done?: 'saved' | 'moved' | 'removed';
  /** The rule saved or moved, for the page to show it. */
  rule?: number;
  refusal?: RuleRefusal;
  typed?: RuleInput;
  notFound?: true;
  status?: 400 | 404 | 422;
}

const valid = <T extends string>(allowed: readonly T[], value: string): T | null | undefined =>
  value === '' ? null : allowed.find((each) => each === value);
const officeIds = offices.map((office) => office.id);

/** Saves a rule as typed: a new one goes last; an edited one keeps its place. */
export async function saveRule(input: RuleInput, acting: Acting): Promise<RoutingOutcome> {
  const lang = valid(languages, input.lang);
  const kind = valid(leadKinds, input.kind);
  const office = valid(officeIds, input.office);
  const id = input.id ? Number(input.id) : undefined;
  if (
    lang === undefined ||
    kind === undefined ||
    office === undefined ||
    (input.match !== 'exact' && input.match !== 'prefix') ||
    (id !== undefined && !Number.isSafeInteger(id))
  )
    return { status: 400 };
  const campaign = input.campaign.trim();
  const refused = (refusal: RuleRefusal): RoutingOutcome => ({ refusal, typed: input, status: 422 });
  if (campaign.length > MAX_RULE_CAMPAIGN) return refused({ field: 'campaign', key: 'campaignTooLong' });
  if (input.match === 'prefix' && !campaign) return refused({ field: 'campaign', key: 'prefixEmpty' });
  const action = input.assignee === 'roundRobin' || input.assignee === 'nobody' ? input.assignee : 'member';
  if (action === 'member') {
    const member = (await routingMembers(acting.db)).find((each) => each.id === input.assignee);
    if (!member || !takesLeads(member)) return refused({ field: 'assignee', key: 'memberUnavailable' });
  }
  const values = {
    lang,
    kind,
    office,
    campaign: campaign || null,
    campaignPrefix: input.match === 'prefix' && !!campaign,
    action,
    assigneeId: action === 'member' ? input.assignee : null,
  } as const;
  const { member, ip } = acting;
  const saved = await audited(
    acting.db,
    async (tx) => {
      if (id !== undefined) {
        const [row] = await tx
          .update(routingRules)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(routingRules.id, id))
          .returning({ id: routingRules.id });
        return row?.id;
      }
      const [row] = await tx
        .insert(routingRules)
        .values({
          ...values,
          position: sql`(select coalesce(max(${routingRules.position}), 0) + 1 from ${routingRules})`,
        })
        .returning({ id: routingRules.id });
      return row?.id;
    },
    (ruleId) =>
      ruleId === undefined
        ? undefined
        : {
            actor: { id: member.user.id, email: member.user.email },
            action: 'routing-rule-save',
            target: String(ruleId),
            details: ruleDetails(values),
            ip,
          },
  );
  return saved === undefined ? { notFound: true, status: 404 } : { done: 'saved', rule: saved };
}

/** A rule's conditions and action as the audit row keeps them (only those set). */
function ruleDetails(values: {
  lang: Lang | null;
  kind: string | null;
  office: string | null;
  campaign: string | null;
  campaignPrefix: boolean;
  action: string;
  assigneeId: string | null;
}): Record<string, string> {
  const details: Record<string, string> = { action: values.action };
  for (const key of ['lang', 'kind', 'office', 'campaign', 'assigneeId'] as const)
    if (values[key]) details[key] = values[key];
  if (values.campaignPrefix) details.campaignPrefix = 'true';
  return details;
}

/** Swaps the rule with its neighbour above (`up`) or below; the first stays first, the last last. */
export async function moveRule(
  input: { id: number; direction: 'up' | 'down' },
  acting: Acting,
): Promise<RoutingOutcome> {
  const { member, ip } = acting;
  const moved = await audited(
    acting.db,
    async (tx) => {
      const rules = await tx
        .select({ id: routingRules.id, position: routingRules.position })
        .from(routingRules)
        .orderBy(asc(routingRules.position), asc(routingRules.id))
        .for('update');
      const index = rules.findIndex((rule) => rule.id === input.id);
      if (index < 0) return undefined;
      const other = rules[input.direction === 'up' ? index - 1 : index + 1];
      if (!other) return { from: index + 1, to: index + 1 };
      // Renumbered 1..n first, so two rules never share a place.
      const order = rules.map((rule) => rule.id);
      [order[index], order[rules.indexOf(other)]] = [other.id, input.id];
      for (const [at, id] of order.entries())
        await tx
          .update(routingRules)
          .set({ position: at + 1 })
          .where(eq(routingRules.id, id));
      return { from: index + 1, to: rules.indexOf(other) + 1 };
    },
    (change) =>
      change && change.from !== change.to
        ? {
            actor: { id: member.user.id, email: member.user.email },
            action: 'routing-rule-move',
            target: String(input.id),
            details: { from: String(change.from), to: String(change.to) },
            ip,
          }
        : undefined,
  );
  return moved ? { done: 'moved', rule: input.id } : { notFound: true, status: 404 };
}

/** Deletes a rule; the ones after it move up. */
export async function removeRule(input: { id: number }, acting: Acting): Promise<RoutingOutcome> {
  const { member, ip } = acting;
  const removed = await audited(
    acting.db,
    async (tx) =>
      (await tx.delete(routingRules).where(eq(routingRules.id, input.id)).returning({ id: routingRules.id })).length >
      0,
    (found) =>
      found
        ? {
            actor: { id: member.user.id, email: member.user.email },
            action: 'routing-rule-delete',
            target: String(input.id),
            ip,
          }
        : undefined,
  );
  return removed ? { done: 'removed' } : { notFound: true, status: 404 };
}

/** A member's languages and away mark, as just saved. */
export interface SavedAvailability {
  email: string;
  name: string;
  languages: Lang[];
  away: boolean;
}

/** What came of saving a member's languages and away mark: saved, or no such member (422). */
export interface AvailabilityOutcome {
  availability?: SavedAvailability;
  refusal?: 'unknown';
  status?: 422;
}

/** Keeps the languages `email` answers in (in the site's order) and whether they are away; AccountError('unknown') for no such member. */
async function saveAvailability(
  email: string,
  input: { languages: readonly string[]; away: string },
  acting: Acting,
): Promise<SavedAvailability> {
  const chosen = languages.filter((lang) => input.languages.includes(lang));
  const away = !!input.away;
  const { member, ip, db } = acting;
  const target = await findMember(db, email);
  await audited(db, (tx) => tx.update(staffUser).set({ languages: chosen, away }).where(eq(staffUser.id, target.id)), {
    actor: { id: member.user.id, email: member.user.email },
    action: 'lead-availability',
    target: target.email,
    details: { languages: chosen.join(' '), away: String(away) },
    ip,
  });
  return { email: target.email, name: target.name, languages: chosen, away };
}

/** The member's own languages and away mark (account screen). */
export async function setOwnAvailability(
  input: { languages: string[]; away: string },
  acting: Acting,
): Promise<{ availability: SavedAvailability }> {
  return { availability: await saveAvailability(acting.member.user.email, input, acting) };
}

/** A member's languages and away mark, set by an admin (team screen); an unknown member is refused (422). */
export async function setMemberAvailability(
  input: { email: string; languages: string[]; away: string },
  acting: Acting,
): Promise<AvailabilityOutcome> {
  try {
    return { availability: await saveAvailability(input.email, input, acting) };
  } catch (error) {
    if (error instanceof AccountError) return { refusal: 'unknown', status: 422 };
    throw error;
  }
}
