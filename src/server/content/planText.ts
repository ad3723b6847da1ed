/** An import's plan (`transfer.ts`) as the command line prints it: counts per part, then each item and changed field. */
import type { ItemChange } from './changes.ts';
import type { ContentPlan } from './transfer.ts';

/** How much of a changed value the diff shows. */
const SHOWN_CHARS = 60;

/**
 * A changed value as the diff shows it: on one line (a line break as ⏎), at most 60 characters
 * from a little before `from` (where it first differs from the other value); "(none)" when empty.
 */
function shortened(value: string, from: number): string {
  if (!value) return '(none)';
  const start = Math.max(0, from - 20);
  const shown = value.slice(start, start + SHOWN_CHARS).replaceAll('\n', '⏎');
  return `${start ? '…' : ''}${shown}${start + SHOWN_CHARS < value.length ? '…' : ''}`;
}

/** How many characters `a` and `b` share at their start. */
function sharedStart(a: string, b: string): number {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  return index;
}

/** The plan as lines to read: per part the counts, then each item added, changed (field, old -> new) or kept. */
export function describePlan(plan: ContentPlan): string[] {
  const lines: string[] = [];
  for (const part of ['cases', 'redirects', 'replyTemplates', 'documents'] as const) {
    const items = plan[part];
    const count = (change: ItemChange['change']) => items.filter((item) => item.change === change).length;
    lines.push(
      `${part}: ${count('added')} added, ${count('changed')} changed, ${count('unchanged')} unchanged, ${count('kept')} not in the file (kept)`,
    );
    for (const item of items) {
      if (item.change === 'added') lines.push(`  added    ${item.name}`);
      if (item.change === 'kept') lines.push(`  kept     ${item.name} (not in the file)`);
      if (item.change !== 'changed') continue;
      lines.push(`  changed  ${item.name}`);
      for (const { field, before, after } of item.fields) {
        const from = sharedStart(before, after);
        lines.push(`             ${field}: ${shortened(before, from)} -> ${shortened(after, from)}`);
      }
    }
  }
  return lines;
}
