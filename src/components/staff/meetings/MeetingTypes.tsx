import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { MeetingTypeRow } from '../../../server/meetings/screens';
import type { MeetingTypeOutcome } from '../../../server/meetings/typeChanges';
import { Notice } from '../StaffForm';
import routing from '../leads/Routing.module.css';
import { MeetingTypeForm, typeValues } from './MeetingTypeForm';

export interface MeetingTypesProps {
  lang: StaffLang;
  types: MeetingTypeRow[];
  /** What the last post did (after its redirect), or its refusal with what was typed. */
  flash?: { kind: 'saved'; id: string } | { kind: 'refused'; outcome: MeetingTypeOutcome } | { kind: 'notFound' };
  /** Where each form posts: `staff.meetings.saveType`. */
  action: string;
}

/**
 * The meeting types screen (admins): each type's form, in the booking's order, and a form to add
 * one; deactivating is unticking "active". Works without JavaScript; a refused form comes back
 * with what was typed and a message at each field that is wrong.
 */
export function MeetingTypes({ lang, types, flash, action }: MeetingTypesProps) {
  const t = staffCatalogs[lang];
  const m = t.meetings.types;
  const refused = flash?.kind === 'refused' ? flash.outcome : undefined;
  const typedFor = (editing: string) => (refused?.typed?.editing === editing ? refused : undefined);
  const newRefused = typedFor('');
  return (
    <>
      <p>
        <a href="/staff/leads">{t.leads.detail.back}</a>
      </p>
      <h1>{m.title}</h1>
      <p className={routing.intro}>{m.intro}</p>
      {flash?.kind === 'saved' ? <Notice kind="success">{format(m.saved, { id: flash.id })}</Notice> : null}
      {flash?.kind === 'notFound' ? <Notice kind="error">{m.notFound}</Notice> : null}
      {refused ? <Notice kind="error">{m.fixFields}</Notice> : null}
      {types.length ? null : <p>{m.none}</p>}
      <ol className={routing.rules}>
        {types.map((type) => {
          const id = `type-${type.id}`;
          const typed = typedFor(type.id);
          const name = type.names.en ?? type.id;
          const title = type.active ? name : format(m.inactive, { name });
          return (
            <li key={type.id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{title}</h2>
              <MeetingTypeForm
                lang={lang}
                idPrefix={id}
                values={typed?.typed ?? typeValues(type)}
                errors={typed?.errors}
                action={action}
                submit={m.save}
                label={format(m.edit, { id: type.id })}
              />
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="type-new-title" id="type-new">
        <h2 id="type-new-title">{m.add}</h2>
        <MeetingTypeForm
          lang={lang}
          idPrefix="type-new"
          values={newRefused?.typed ?? typeValues(undefined)}
          errors={newRefused?.errors}
          action={action}
          submit={m.create}
          label={m.add}
        />
      </section>
    </>
  );
}
