import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EarlierLead, LeadDetail } from '../../../server/leads/inbox/lead';
import { PHONE_PATTERN } from '../../../forms/constraints';
import { limits } from '../../../forms/leadForms';
import { StaffTime, useStaffClock } from '../StaffTime';
import { staffDateTime } from '../../../format/staffDate';
import { VisitorText } from '../VisitorText';
import { leadDetailFields } from './leadDetails';
import { LeadIdField } from './LeadIdField';
import { ReplyDue } from './ReplyDue';
import type { ReplyPromise } from '../../../server/leads/routing/replyPromise';
import styles from './Leads.module.css';
import type { NamedPackage } from '../../../data/packages';

export interface LeadFieldsProps {
  lang: StaffLang;
  lead: LeadDetail['lead'];
  /** Where the email or phone corrected posts (`staff.leads.correct`). */
  correctAction: string;
  /** The leads sent earlier from the same email: how many, and the newest of them. */
  earlier?: { count: number; leads: EarlierLead[] } | undefined;
  promise: ReplyPromise;
  /** The packages' names as the site shows them. */
  packages: readonly NamedPackage[];
}

/**
 * What the visitor sent, where from and under which consent, the campaign, the time left to
 * answer, the leads sent earlier from the same email, the email and phone to correct, and the
 * message; what the visitor typed shows as text only.
 */
export function LeadFields({ lang, lead, correctAction, earlier, promise, packages }: LeadFieldsProps) {
  const t = staffCatalogs[lang].leads;
  const d = t.detail;
  const zone = useStaffClock()?.timeZone;
  const utm = Object.entries(lead.utm ?? {}).filter(([, value]) => value);
  const fields: [string, string | null | undefined][] = [
    [d.received, staffDateTime(lang, lead.createdAt, zone)],
    [d.kind, t.kinds[lead.kind]],
    [d.page, lead.page],
    [d.lang, lead.lang],
    [d.name, lead.name],
    [d.email, lead.email],
    [d.phone, lead.phone],
    [d.company, lead.company],
    ...leadDetailFields(lang, lead.details ?? {}, packages),
    [
      d.consent,
      lead.consentVersion && lead.consentAt
        ? format(d.consentGiven, {
            version: lead.consentVersion,
            lang: lead.consentLang ?? lead.lang,
            at: staffDateTime(lang, lead.consentAt, zone),
          })
        : d.noConsent,
    ],
  ];
  return (
    <section aria-labelledby="lead-fields">
      <h2 id="lead-fields">{d.fields}</h2>
      <dl className={styles.fields}>
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <VisitorText text={value} />
              </dd>
            </div>
          ))}
        <div>
          <dt>{d.campaign}</dt>
          <dd>
            {utm.length
              ? utm.map(([name, value], index) => (
                  <span key={name}>
                    {index ? ', ' : ''}
                    {name}: <VisitorText text={value} />
                  </span>
                ))
              : d.noCampaign}
          </dd>
        </div>
        {lead.firstResponseAt || lead.awaitingSince || lead.status === 'new' ? (
          <div id="lead-due">
            <dt>{t.table.due}</dt>
            <dd>
              <ReplyDue lang={lang} lead={lead} promise={promise} />
            </dd>
          </div>
        ) : null}
      </dl>
      {earlier?.count ? (
        <div className={styles.earlier}>
          <p>
            <a href={`/staff/leads?${new URLSearchParams({ q: lead.email ?? '' })}`}>
              {format(d.earlier, { count: earlier.count })}
            </a>
          </p>
          <ul>
            {earlier.leads.map((each) => (
              <li key={each.id}>
                <a href={`/staff/leads/${each.id}`}>{format(d.earlierLead, { id: each.id })}</a> ·{' '}
                <StaffTime lang={lang} at={each.createdAt} /> · {t.kinds[each.kind]} · {t.statuses[each.status]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className={styles.correct}>
        <summary>{d.correct.title}</summary>
        <p className={styles.hint}>{d.correct.hint}</p>
        <form method="post" action={correctAction} className={styles.inline}>
          <LeadIdField id={lead.id} />
          <input type="hidden" name="field" value="email" />
          <label>
            {d.email}
            <input type="email" name="value" defaultValue={lead.email ?? ''} maxLength={limits.email} required />
          </label>
          <button type="submit">{d.correct.saveEmail}</button>
        </form>
        <form method="post" action={correctAction} className={styles.inline}>
          <LeadIdField id={lead.id} />
          <input type="hidden" name="field" value="phone" />
          <label>
            {d.phone}
            <input
              type="tel"
              name="value"
              defaultValue={lead.phone ?? ''}
              pattern={PHONE_PATTERN}
              maxLength={limits.phone}
              required
            />
          </label>
          <button type="submit">{d.correct.savePhone}</button>
        </form>
      </details>
      {lead.message ? (
        <>
          <h3>{d.message}</h3>
          <p className={styles.message}>
            <VisitorText text={lead.message} />
          </p>
        </>
      ) : null}
    </section>
  );
}
