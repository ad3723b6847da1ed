import { offices } from '../../../data/offices';
import { leadKinds } from '../../../forms/leadForms';
import { catalogs, format, staffCatalogs } from '../../../i18n';
import { languageInfo, languages, type StaffLang } from '../../../i18n/languages';
import type { RoutingProblem, RoutingRule } from '../../../server/leads/routing/routeLead';
import { MAX_RULE_CAMPAIGN, type RoutingOutcome, type RuleInput } from '../../../server/leads/routing/changes';
import { Notice } from '../StaffForm';
import styles from './Routing.module.css';

export interface RoutingRulesProps {
  lang: StaffLang;
  rules: RoutingRule[];
  /** The members a rule may name: active sales and admins. */
  members: { id: string; name: string; away: boolean }[];
  problems: RoutingProblem[];
  /** What the last post did (after its redirect), or its refusal with what was typed. */
  flash?:
    | { kind: 'done'; done: NonNullable<RoutingOutcome['done']> }
    | { kind: 'refused'; outcome: RoutingOutcome }
    | { kind: 'notFound' };
  /** Where each form posts: the `staff.routing` actions. */
  actions: { save: string; move: string; remove: string };
}

/** A rule's form values: as stored, or as typed when the form came back refused. */
function valuesOf(rule: RoutingRule | undefined): RuleInput {
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
function RuleForm({
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
  members: RoutingRulesProps['members'];
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

/**
 * The routing screen (admins): the rules in the order they are tried, each editable, movable and
 * deletable, a form to add one, and the rules that cannot do what they say. Works without
 * JavaScript; a refused form comes back with what was typed and the message at its field.
 */
export function RoutingRules({ lang, rules, members, problems, flash, actions }: RoutingRulesProps) {
  const t = staffCatalogs[lang];
  const r = t.routing;
  const refused = flash?.kind === 'refused' ? flash.outcome : undefined;
  const typedFor = (id: string) => (refused?.typed && refused.typed.id === id ? refused.typed : undefined);
  return (
    <>
      <p>
        <a href="/staff/leads">{t.leads.detail.back}</a>
      </p>
      <h1>{r.title}</h1>
      <p className={styles.intro}>{r.intro}</p>
      {flash?.kind === 'done' ? <Notice kind="success">{r[flash.done]}</Notice> : null}
      {flash?.kind === 'notFound' ? <Notice kind="error">{r.notFound}</Notice> : null}
      {problems.length ? (
        <section aria-labelledby="routing-problems" className={styles.problems}>
          <h2 id="routing-problems">{r.problems}</h2>
          <ul>
            {problems.map((problem) => (
              <li key={problem.ruleId}>
                {format(r.problem[problem.problem], { number: problem.number, member: problem.member })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rules.length ? null : <p>{r.none}</p>}
      <ol className={styles.rules}>
        {rules.map((rule, index) => {
          const number = index + 1;
          const id = `rule-${rule.id}`;
          const typed = typedFor(String(rule.id));
          return (
            <li key={rule.id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{format(r.rule, { number })}</h2>
              <RuleForm
                lang={lang}
                idPrefix={id}
                values={typed ?? valuesOf(rule)}
                members={members}
                refusal={typed ? refused?.refusal : undefined}
                action={actions.save}
                submit={r.save}
                label={format(r.rule, { number })}
              />
              <div className={styles.moves}>
                {index > 0 ? (
                  <form method="post" action={actions.move}>
                    <input type="hidden" name="id" value={rule.id} />
                    <button type="submit" name="direction" value="up">
                      {format(r.up, { number })}
                    </button>
                  </form>
                ) : null}
                {index < rules.length - 1 ? (
                  <form method="post" action={actions.move}>
                    <input type="hidden" name="id" value={rule.id} />
                    <button type="submit" name="direction" value="down">
                      {format(r.down, { number })}
                    </button>
                  </form>
                ) : null}
                <form method="post" action={actions.remove}>
                  <input type="hidden" name="id" value={rule.id} />
                  <button type="submit">{format(r.remove, { number })}</button>
                </form>
              </div>
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="rule-new-title" id="rule-new">
        <h2 id="rule-new-title">{r.add}</h2>
        <RuleForm
          lang={lang}
          idPrefix="rule-new"
          values={typedFor('') ?? valuesOf(undefined)}
          members={members}
          refusal={typedFor('') ? refused?.refusal : undefined}
          action={actions.save}
          submit={r.create}
          label={r.add}
        />
      </section>
    </>
  );
}
