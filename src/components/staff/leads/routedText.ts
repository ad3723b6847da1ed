import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';

type Skipped = keyof (typeof staffCatalogs)['en']['routing']['events']['skipped'];

/** How a lead's timeline tells that routing assigned it (`server/leads/routing/routeLead.ts`): by a rule, in turn, or left for the inbox. */
export function routedText(
  lang: StaffLang,
  detail: Record<string, unknown>,
  memberName: (id: string | null) => string,
): string {
  const e = staffCatalogs[lang].routing.events;
  const to = memberName((detail.to as string | null) ?? null);
  const rule = String(detail.rule ?? '');
  const skipped = e.skipped[detail.skipped as Skipped] ?? '';
  if (detail.by === 'rule') return format(e.rule, { to, rule });
  if (detail.by === 'roundRobin')
    return skipped ? format(e.roundRobinAfterRule, { to, rule, skipped }) : format(e.roundRobin, { to });
  return format(e.unassignedAfterRule, { rule, skipped });
}
