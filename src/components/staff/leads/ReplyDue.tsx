import { AlarmClock } from 'lucide-react';
import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { promiseState, type ReplyPromise } from '../../../server/leads/routing/replyPromise';
import { staffDuration, useStaffClock } from '../StaffTime';
import { staffDateTime } from '../../../format/staffDate';
import styles from './Leads.module.css';

/**
 * Where a lead stands against the reply promise, from the render's moment: "5 hr left",
 * "Overdue by 2 hr" (in bold, with an alarm icon and the word itself, never by colour alone),
 * "Answered in 3 hr"; "Wrote back: 5 hr left" when the visitor's mail waits for an answer; the deadline exact in the member's time zone on hover and for screen readers.
 * Nothing for a lead closed or marked spam without an answer.
 */
export function ReplyDue({
  lang,
  lead,
  promise,
}: {
  lang: StaffLang;
  lead: { createdAt: Date; status: string; firstResponseAt: Date | null; awaitingSince?: Date | null };
  promise: ReplyPromise;
}) {
  const t = staffCatalogs[lang].leads.due;
  const clock = useStaffClock();
  const now = clock?.now ?? new Date();
  const state = promiseState(promise, lead, now);
  if (state.state === 'none') return null;
  const exact = format(t.deadline, { at: staffDateTime(lang, state.deadline, clock?.timeZone) });
  const text =
    state.state === 'answered'
      ? format(state.inTime ? t.answered : t.late, { time: staffDuration(lang, state.after) })
      : format(state.again ? (state.overdue ? t.overdueAgain : t.leftAgain) : state.overdue ? t.overdue : t.left, {
          time: staffDuration(lang, Math.abs(state.deadline.getTime() - now.getTime())),
        });
  const overdue = state.state === 'waiting' && state.overdue;
  return (
    <time
      dateTime={state.deadline.toISOString()}
      title={exact}
      className={overdue ? styles.overdue : undefined}
      data-due={overdue ? 'overdue' : state.state}
    >
      {overdue ? <AlarmClock aria-hidden="true" size={16} className={styles.dueIcon} /> : null}
      {text}
      <span className="visually-hidden"> ({exact})</span>
    </time>
  );
}
