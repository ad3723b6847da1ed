/** The lead routing screen's actions, for admins: save, move and delete a rule. */
import * as z from 'zod/mini';
import { moveRule, removeRule, saveRule } from '../../server/leads/routing/changes.ts';
import { staffAction, textField } from './staffAction.ts';

const rule = z.int().check(z.positive());

export const routing = {
  /** Saves a rule: a new one (no `id`) goes last. */
  save: staffAction({
    permission: 'leads.routing',
    input: z.object({
      id: textField,
      lang: textField,
      kind: textField,
      office: textField,
      campaign: textField,
      match: textField,
      assignee: textField,
    }),
    run: saveRule,
  }),
  move: staffAction({
    permission: 'leads.routing',
    input: z.object({ id: rule, direction: z.enum(['up', 'down']) }),
    run: moveRule,
  }),
  remove: staffAction({ permission: 'leads.routing', input: z.object({ id: rule }), run: removeRule }),
};
