/**
 * The mails the outbox composes from the store when it sends them, one per channel: the reply
 * promise's reminder and overdue notice (`reminderMail.ts`), a meeting's invitation and reminders
 * (`meetings/meetingMail.ts`), a member's reply to the visitor (`replyMail.ts`), the assignee's
 * news of a lead (`assigneeMail.ts`) and of the visitor's answer (`answeredMail.ts`).
 */
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { OutboxChannel } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { composeMeetingMail } from '../../meetings/meetingMail.ts';
import type { StoredLead } from '../types.ts';
import { composeAnsweredMail } from './answeredMail.ts';
import { composeAssigneeEmail, findAssignee } from './assigneeMail.ts';
import type { MailSettings } from './mail.ts';
import type { ClaimedRow } from './outboxRows.ts';
import { composeReminder } from './reminderMail.ts';
import { composeReplyMail, type ReplyMailSettings } from './replyMail.ts';

export type ChannelMailSettings = MailSettings &
  ReplyMailSettings &
  Pick<Env, 'SITE_URL' | 'HOST' | 'PORT' | 'LEADS_REPLY_HOURS' | 'LEADS_WORKING_HOURS' | 'LEADS_WORKING_TIME_ZONE'>;

const composedChannels = ['reminder', 'overdue', 'meeting', 'meetingrem', 'reply', 'answered', 'assignee'] as const;

/** True for the channels whose mail is composed here. */
export const isComposedMail = (channel: OutboxChannel): channel is (typeof composedChannels)[number] =>
  (composedChannels as readonly string[]).includes(channel);

/**
 * The mail of the outbox row `row`, or undefined when nothing is left to send (the lead
 * answered, the meeting cancelled, the message erased). Throws when its assignee is gone.
 */
export async function composeChannelMail(
  db: Database,
  lead: StoredLead,
  row: ClaimedRow,
  settings: ChannelMailSettings,
  now = new Date(),
): Promise<SendMailOptions | undefined> {
  switch (row.channel) {
    case 'reminder':
    case 'overdue':
      return composeReminder(db, lead, row.channel, settings);
    case 'meeting':
    case 'meetingrem':
      return composeMeetingMail(db, lead, row.recipient, settings, now);
    case 'reply':
      return composeReplyMail(db, row.recipient, settings);
    case 'answered':
      return composeAnsweredMail(db, lead, row.recipient, settings);
    default: {
      // A member whose account is gone fails the row (shown on the dashboard).
      const member = await findAssignee(db, row.recipient);
      if (!member) throw new Error('The assignee has no staff account any more');
      return composeAssigneeEmail(lead, member, settings);
    }
  }
}
