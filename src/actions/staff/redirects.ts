/** The redirects screen's actions, for editors and admins: save one (add or change), remove one. */
import * as z from 'zod/mini';
import { redirectOutcome, redirectSaved, removeRedirect, saveRedirect } from '../../server/redirects/store.ts';
import { staffAction, textField } from './staffAction.ts';

export const redirects = {
  save: staffAction({
    permission: 'redirects.edit',
    input: z.object({
      from: textField,
      target: textField,
      status: z.pipe(
        z.enum(['301', '302']),
        z.transform((status) => (status === '302' ? 302 : 301) as 301 | 302),
      ),
    }),
    run: saveRedirect,
    audit: ({ rule }) => rule && redirectSaved(rule),
    committed: redirectOutcome,
  }),
  remove: staffAction({
    permission: 'redirects.edit',
    input: z.object({ id: z.int().check(z.positive()) }),
    run: removeRedirect,
    audit: ({ rule }) => rule && { action: 'redirect-delete', target: rule.fromPath, details: { to: rule.target } },
    committed: redirectOutcome,
  }),
};
