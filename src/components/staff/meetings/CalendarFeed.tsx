import { staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { FeedOutcome } from '../../../server/meetings/feed';
import { Notice, StaffForm } from '../StaffForm';
import styles from './Meetings.module.css';

export interface CalendarFeedProps {
  lang: StaffLang;
  /** Whether the viewer meets visitors (only a host has a feed), and whether theirs is on (read after the last action). */
  feed: { hosts: boolean; on: boolean };
  /** What the last feed action did, and the new address to show this once. */
  outcome?: FeedOutcome | undefined;
  address?: string | undefined;
  /** Where each form posts: `staff.agenda.rotateFeed`, `staff.agenda.revokeFeed`. */
  actions: { rotate: string; revoke: string };
}

/**
 * The viewer's own calendar feed: its address right after it is made (the store keeps only its
 * digest, so it cannot be shown again), a form to make a new one and one to turn it off.
 */
export function CalendarFeed({ lang, feed, outcome, address, actions }: CalendarFeedProps) {
  const f = staffCatalogs[lang].meetings.feed;
  const { on } = feed;
  return (
    <section aria-labelledby="feed-title" id="feed">
      <h2 id="feed-title">{f.title}</h2>
      <p>{f.intro}</p>
      {outcome?.refusal || !feed.hosts ? <Notice kind="error">{f.notHost}</Notice> : null}
      {address ? (
        <div role="status">
          <p>{f.made}</p>
          <p className={styles.feedAddress}>
            <code>{address}</code>
          </p>
        </div>
      ) : null}
      {outcome?.feed?.revoked ? <Notice kind="success">{f.revoked}</Notice> : null}
      {feed.hosts && !address ? <p>{on ? f.on : f.off}</p> : null}
      {feed.hosts ? (
        <>
          <StaffForm action={actions.rotate} submit={on ? f.rotate : f.create} label={on ? f.rotate : f.create} />
          {on ? <StaffForm action={actions.revoke} submit={f.revoke} label={f.revoke} /> : null}
        </>
      ) : null}
    </section>
  );
}
