import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { staffFormatter } from '../../../format/staffDate';
import { EVERYONE, type AgendaRange, type AgendaRow } from '../../../server/meetings/agenda';
import { VisitorText } from '../VisitorText';
import filters from '../leads/Leads.module.css';
import styles from './Meetings.module.css';

export interface AgendaProps {
  lang: StaffLang;
  /** The viewer's zone: every time is on their clock. */
  timeZone: string;
  range: AgendaRange;
  /** Whose meetings are shown: a member's id, or `all`. */
  member: string;
  /** The members the viewer may pick besides everyone. */
  choices: { id: string; name: string }[];
  days: { day: string; meetings: AgendaRow[] }[];
}

/** A date (`YYYY-MM-DD`, a calendar day, not a moment) in words: "Monday, 12 January". */
const dayName = (lang: StaffLang, day: string, year = false) =>
  staffFormatter(lang, 'UTC', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T00:00:00Z`));

/** The agenda's address for a week or a day of `member`'s. */
const hrefOf = (kind: 'week' | 'day', first: string, member: string) =>
  `/staff/leads/meetings?${new URLSearchParams({ [kind]: first, member })}`;

/**
 * The booked meetings of a week or a day, by day, on the viewer's clock: a plain list (not a wide
 * table), so it reads at 375 px; each meeting's times, type, visitor (linking to the lead) and
 * member, a cancelled one marked in words. Whose meetings is a GET form, so the view is its URL.
 */
export function Agenda({ lang, timeZone, range, member, choices, days }: AgendaProps) {
  const t = staffCatalogs[lang];
  const a = t.meetings.agenda;
  const time = staffFormatter(lang, timeZone, { hour: '2-digit', minute: '2-digit' });
  const week = range.kind === 'week';
  return (
    <>
      <p>
        <a href="/staff/leads">{t.leads.detail.back}</a>
      </p>
      <h1>{a.title}</h1>
      <form method="get" action="/staff/leads/meetings" className={filters.filters} aria-label={a.member}>
        <input type="hidden" name={range.kind} value={range.first} />
        <label>
          {a.member}
          <select name="member" defaultValue={member}>
            <option value={EVERYONE}>{a.everyone}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{a.show}</button>
      </form>
      <h2>{week ? format(a.week, { date: dayName(lang, range.first, true) }) : dayName(lang, range.first, true)}</h2>
      <nav className={styles.pager} aria-label={a.title}>
        <a href={hrefOf(range.kind, range.previous, member)}>{week ? a.previousWeek : a.previousDay}</a>
        <a href={hrefOf(range.kind, range.next, member)}>{week ? a.nextWeek : a.nextDay}</a>
        {week ? null : <a href={hrefOf('week', range.first, member)}>{a.wholeWeek}</a>}
      </nav>
      {days.length ? null : <p>{a.none}</p>}
      {days.map(({ day, meetings }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`}>
            {week ? <a href={hrefOf('day', day, member)}>{dayName(lang, day)}</a> : dayName(lang, day)}
          </h3>
          <ul className={styles.agenda}>
            {meetings.map((meeting) => (
              <li key={meeting.id} className={meeting.cancelled ? styles.cancelled : undefined}>
                <time dateTime={meeting.startsAt.toISOString()}>
                  {format(a.times, { from: time.format(meeting.startsAt), to: time.format(meeting.endsAt) })}
                </time>
                <span>{meeting.typeNames?.[lang] ?? meeting.typeNames?.['en'] ?? meeting.typeId}</span>
                <a href={`/staff/leads/${meeting.leadId}`}>
                  <VisitorText text={meeting.visitor} />
                </a>
                <span>{format(a.with, { member: meeting.memberName ?? '—' })}</span>
                {meeting.cancelled ? <strong>{a.cancelled}</strong> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
