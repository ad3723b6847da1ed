import type { LeadKind } from '../../../forms/leadForms.ts';
import { staffCatalogs } from '../../../i18n/index.ts';
import type { StoredLead } from '../types.ts';

/** How a notification names each kind of lead. */
export const leadKindTitles: Record<LeadKind, string> = {
  contact: 'contact request',
  demo: 'demo request',
  callback: 'call-back request',
  package: 'package request',
  meeting: 'meeting request',
};

/** Labels of the form fields kept in `details`, in the order a reader expects them: the staff area's English ones. */
const detailLabels: Record<string, string> = staffCatalogs.en.leads.detail.details;

const utmLabels = {
  source: 'UTM source',
  medium: 'UTM medium',
  campaign: 'UTM campaign',
  term: 'UTM term',
  content: 'UTM content',
} as const;

/** `preferredTime` → `Preferred time`, for detail keys without a label. */
function labelFor(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every field of a stored lead as [label, value] pairs, empty ones left out: kind, language,
 * page, time, contact fields, the form's details, UTM. The message is not among them
 * (it is multi-line; callers place it themselves).
 */
export function leadFieldList(lead: StoredLead): [string, string][] {
  const fields: [string, string | null | undefined][] = [
    ['Lead', String(lead.id)],
    ['Kind', lead.kind],
    ['Language', lead.lang],
    ['Page', lead.page],
    ['Time', lead.createdAt.toISOString()],
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Company', lead.company],
  ];
  const known = Object.keys(detailLabels).filter((key) => key in lead.details);
  const other = Object.keys(lead.details)
    .filter((key) => !(key in detailLabels))
    .sort();
  for (const key of [...known, ...other]) fields.push([detailLabels[key] ?? labelFor(key), lead.details[key]]);
  for (const key of Object.keys(utmLabels) as (keyof typeof utmLabels)[]) fields.push([utmLabels[key], lead.utm[key]]);
  return fields.filter((field): field is [string, string] => typeof field[1] === 'string' && field[1].trim() !== '');
}
