import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { RoutingProblem, RoutingRule } from '../../../server/leads/routing/routeLead';
import type { RoutingOutcome } from '../../../server/leads/routing/changes';
import { Notice } from '../StaffForm';
import { RuleForm, valuesOf } from './RuleForm';
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
