import { staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { LeadDetail } from '../../../server/leads/inbox/lead';
import { VisitorText } from '../VisitorText';
import styles from './Leads.module.css';

export interface LeadVisitProps {
  lang: StaffLang;
  lead: Pick<LeadDetail['lead'], 'visitLanding' | 'visitSource' | 'visitCampaign' | 'visitReferrer'>;
}

/**
 * Where the lead came from: the landing page, source, campaign and referring host of the visit
 * that brought it, as the site's counting recorded it; each shown as text only.
 */
export function LeadVisit({ lang, lead }: LeadVisitProps) {
  const v = staffCatalogs[lang].leadPage.visit;
  const rows: [string, string | null][] = [
    [v.landing, lead.visitLanding],
    [v.source, lead.visitSource],
    [v.campaign, lead.visitCampaign],
    [v.referrer, lead.visitReferrer],
  ];
  return (
    <section aria-labelledby="lead-visit">
      <h2 id="lead-visit">{v.title}</h2>
      {lead.visitLanding === null ? (
        <p className={styles.hint}>{v.none}</p>
      ) : (
        <dl className={styles.fields}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ? <VisitorText text={value} /> : v.direct}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
