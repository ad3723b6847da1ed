import type { ReactNode } from 'react';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { ChannelHealth } from '../../../server/dashboard/outboxHealth';
import { StaffTime } from '../StaffTime';
import { TableScroll } from '../TableScroll';
import { failureText } from './failureText';
import tables from '../StaffTable.module.css';
import styles from './Dashboard.module.css';

/**
 * Something a sales member or admin should act on for leads to reach the team: a failing
 * channel, a notification given up, or (from other parts of the lead flow) a routing rule that
 * cannot be followed. `key` is stable per problem; `lead` links the lead to open.
 */
export interface HealthProblem {
  key: string;
  text: string;
  lead?: { id: number; label: string } | undefined;
}

/** The problems the channels' health shows: one per failing channel, one per channel with notifications given up. */
export function channelProblems(channels: ChannelHealth[], t: StaffMessages['dashboard']): HealthProblem[] {
  const h = t.health;
  return channels.flatMap((row) => {
    const name = h.channels[row.channel];
    const problems: HealthProblem[] = [];
    if (row.failing && row.lastFailure) {
      problems.push({
        key: `${row.channel}-failing`,
        text: format(h.failingProblem, {
          channel: name,
          count: row.pending,
          reason: failureText(row.lastFailure.failure, row.channel, h),
        }),
        lead: { id: row.lastFailure.leadId, label: format(t.leadLink, { id: String(row.lastFailure.leadId) }) },
      });
    }
    if (row.givenUp && row.givenUpLeadId !== undefined) {
      problems.push({
        key: `${row.channel}-given-up`,
        text: format(h.givenUpProblem, { channel: name, count: row.givenUp }),
        lead: { id: row.givenUpLeadId, label: format(t.leadLink, { id: String(row.givenUpLeadId) }) },
      });
    }
    return problems;
  });
}

interface Props {
  t: StaffMessages;
  lang: StaffLang;
  days: number;
  channels: ChannelHealth[];
  /** What needs acting on: the channels' own (`channelProblems`) and any other part's. */
  problems: HealthProblem[];
}

/** The outbox's health: the problems to act on, then a row per channel (waiting, failing and why, oldest waiting, sent, given up). */
export function OutboxHealth({ t, lang, days, channels, problems }: Props): ReactNode {
  const h = t.dashboard.health;
  const numbers = new Intl.NumberFormat(lang);
  return (
    <div id="outbox-health">
      <h3>{h.problems}</h3>
      {problems.length ? (
        <ul className={styles.problems} id="outbox-problems">
          {problems.map((problem) => (
            <li key={problem.key}>
              {problem.text}
              {problem.lead ? (
                <>
                  {' '}
                  <a href={`/staff/leads/${problem.lead.id}`}>{problem.lead.label}</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p id="outbox-problems">{h.noProblems}</p>
      )}
      <h3>{h.title}</h3>
      {channels.length ? (
        <TableScroll label={h.caption}>
          <table className={`${tables.table} ${tables.figures}`} id="outbox-channels">
            <caption>{h.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{h.channel}</th>
                <th scope="col" className={tables.number}>
                  {h.pending}
                </th>
                <th scope="col" className={tables.number}>
                  {h.failing}
                </th>
                <th scope="col">{h.lastProblem}</th>
                <th scope="col">{h.oldestWaiting}</th>
                <th scope="col" className={tables.number}>
                  {format(h.sent, { days: String(days) })}
                </th>
                <th scope="col" className={tables.number}>
                  {h.givenUp}
                </th>
              </tr>
            </thead>
            <tbody>
              {channels.map((row) => (
                <tr key={row.channel} data-channel={row.channel}>
                  <th scope="row">{h.channels[row.channel]}</th>
                  <td className={tables.number}>{numbers.format(row.pending)}</td>
                  <td className={tables.number}>{numbers.format(row.failing)}</td>
                  <td>{row.failing && row.lastFailure ? failureText(row.lastFailure.failure, row.channel, h) : '—'}</td>
                  <td>{row.oldestWaiting ? <StaffTime lang={lang} at={row.oldestWaiting} /> : '—'}</td>
                  <td className={tables.number}>{numbers.format(row.sent)}</td>
                  <td className={tables.number}>{numbers.format(row.givenUp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>{h.noChannels}</p>
      )}
    </div>
  );
}
