import { offices } from '../../../data/offices';
import { leadKinds } from '../../../forms/leadForms';
import { catalogs, format, staffCatalogs } from '../../../i18n';
import { languageInfo, languages, type StaffLang } from '../../../i18n/languages';
import type { RoutingRule } from '../../../server/leads/routing/routeLead';
import { MAX_RULE_CAMPAIGN, type RoutingOutcome, type RuleInput } from '../../../server/leads/routing/changes';
import styles from './Routing.module.css';

/** A rule's form values: as stored, or as typed when the form came back refused. */
export function valuesOf(rule: RoutingRule | undefined): RuleInput {
  if (!rule) return { id: '', lang: '', kind: '', office: '', campaign: '', match: 'exact', assignee: 'roundRobin' };
  return {
    id: String(rule.id),
    lang: rule.lang ?? '',
    kind: rule.kind ?? '',
    office: rule.office ?? '',
    campaign: rule.campaign ?? '',
    match: rule.campaignPrefix ? 'prefix' : 'exact',
    assignee: rule.action === 'member' ? (rule.assigneeId ?? '') : rule.action,
  };
}

/** One rule's fields: its conditions and whom it gives the lead to; a refusal is shown at its field. */
export function RuleForm({
  lang,
  idPrefix,
  values,
  members,
  refusal,
  action,
  submit,
  label,
}: {
  lang: StaffLang;
  idPrefix: string;
  values: RuleInput;
  /** The members a rule may name: active sales and admins. */
  members: { id: string; name: string; away: boolean }[];
  refusal: RoutingOutcome['refusal'];
  action: string;
  submit: string;
  label: string;
}) {
  const t = staffCatalogs[lang];
  const r = t.routing;
  const field = (name: string) => `${idPrefix}-${name}`;
  const error = (name: 'campaign' | 'assignee') =>
    refusal?.field === name ? format(r[refusal.key], { max: MAX_RULE_CAMPAIGN }) : undefined;
  const described = (name: 'campaign' | 'assignee', hint?: boolean) =>
    [hint ? `${field(name)}-hint` : '', error(name) ? `${field(name)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const namedMissing =
    values.assignee &&
    !['roundRobin', 'nobody'].includes(values.assignee) &&
    !members.some((member) => member.id === values.assignee);
  return (
    <form method="post" action={action} className={styles.rule} aria-label={label}>
      <input type="hidden" name="id" value={values.id} />
      <div className={styles.fields}>
        <label>
          {r.lang}
          <select name="lang" defaultValue={values.lang}>
            <option value="">{r.any}</option>
            {languages.map((each) => (
              <option key={each} value={each} lang={each}>
                {languageInfo[each].native}
              </option>
            ))}
          </select>
        </label>
        <label>
          {r.kind}
          <select name="kind" defaultValue={values.kind}>
            <option value="">{r.any}</option>
            {leadKinds.map((each) => (
              <option key={each} value={each}>
                {t.leads.kinds[each]}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={field('office')}>{r.office}</label>
          <select
            id={field('office')}
            name="office"
            defaultValue={values.office}
            aria-describedby={`${field('office')}-hint`}
          >
            <option value="">{r.any}</option>
            {offices.map((office) => (
              <option key={office.id} value={office.id}>
                {catalogs[lang].contact.offices[office.id]}
              </option>
            ))}
          </select>
          <p id={`${field('office')}-hint`} className={styles.hint}>
            {r.officeHint}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={field('campaign')}>{r.campaign}</label>
          <input
            id={field('campaign')}
            name="campaign"
            defaultValue={values.campaign}
            maxLength={MAX_RULE_CAMPAIGN}
            aria-invalid={error('campaign') ? true : undefined}
            aria-describedby={described('campaign', true)}
          />
          <p id={`${field('campaign')}-hint`} className={styles.hint}>
            {r.campaignHint}
          </p>
          {error('campaign') ? (
            <p id={`${field('campaign')}-error`} className={styles.error}>
              {error('campaign')}
            </p>
          ) : null}
        </div>
        <label>
          {r.match}
          <select name="match" defaultValue={values.match}>
            <option value="exact">{r.exact}</option>
            <option value="prefix">{r.prefix}</option>
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={field('assignee')}>{r.assignee}</label>
          <select
            id={field('assignee')}
            name="assignee"
            defaultValue={values.assignee}
            aria-invalid={error('assignee') ? true : undefined}
            aria-describedby={described('assignee')}
          >
            <option value="roundRobin">{r.roundRobin}</option>
            <option value="nobody">{r.nobody}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.away ? format(r.away, { name: member.name }) : member.name}
              </option>
            ))}
            {namedMissing ? <option value={values.assignee}>{values.assignee}</option> : null}
          </select>
          {error('assignee') ? (
            <p id={`${field('assignee')}-error`} className={styles.error}>
              {error('assignee')}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <button type="submit">{submit}</button>
      </div>
    </form>
  );
}
