/** The reply templates sales send leads in their language, which only admins change. */
import * as z from 'zod/mini';
import { languages } from '../../i18n/languages.ts';
import { saveReplyTemplate } from '../../server/leads/inbox/replies.ts';
import { staffAction, textField } from './staffAction.ts';

export const replies = {
  /** Saves one language's template; with `reset` (the form's second button), goes back to the default. */
  template: staffAction({
    permission: 'leads.templates',
    input: z.object({ lang: z.enum(languages), subject: textField, body: textField, reset: textField }),
    run: (input, acting) => saveReplyTemplate({ ...input, reset: !!input.reset }, acting),
    audit: (outcome, input) =>
      outcome.saved && {
        action: 'reply-template',
        target: input.lang,
        details: input.reset ? { reset: 'true' } : ({ subject: input.subject.trim() } as Record<string, string>),
      },
  }),
};
