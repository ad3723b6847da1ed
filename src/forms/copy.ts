/**
 * The copy one form island needs, in one language. Islands receive it as a prop instead of
 * importing the catalogs, so the browser downloads one form's text in one language: not all six
 * languages, nor the words of the page's other forms (the home page's demo request carries no
 * subjects, offices or packages).
 */
import { catalogs, type Messages } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { mainOfficeOf } from '../data/offices.ts';
import type { ShownDocuments } from '../content/shown.ts';
import { shownFields, type FieldName, type FormKind } from './leadForms.ts';
import type { FormErrorMessages } from './errors.ts';

/** A choice's option: its value, its words, and `translate: false` for a brand name. */
interface ChoiceOption {
  value: string;
  label: string;
  translate?: boolean;
}

/** What a field says: its label, and its placeholder or, for a choice, its options and the one chosen first. */
interface FieldWords {
  label: string;
  placeholder?: string;
  options?: ChoiceOption[];
  chosen?: string;
  /** A sentence shown with the field, `{zone}` standing for the time zone chosen. */
  note?: string;
}

type FormMessages = Messages['contact_form'];

export interface FormCopy {
  /** The form's own fields, by name. */
  fields: Partial<Record<FieldName, FieldWords>>;
  /** Its button. */
  submit: string;
  /** What it says once sent. */
  thanks: { title: string; text?: string };
  /** What every form says: the consent, the required mark and note, sending, the errors. */
  common: Pick<FormMessages, 'consent' | 'consentLink' | 'required' | 'requiredNote' | 'sending'> & {
    errors: FormErrorMessages;
  };
}

/** A field's words in a language's form messages. */
function fieldWords(f: FormMessages, name: FieldName, lang: Lang, shown: ShownDocuments): FieldWords {
  switch (name) {
    case 'name':
      return f.demo.name;
    case 'preferredTime':
      return f.callback.time;
    case 'date':
      return f.meeting.date;
    case 'slot':
      return { label: f.booking.slot };
    case 'timeZone':
      return { label: f.booking.zone, note: f.booking.zoneShown };
    case 'office': {
      // The offices' names and order as published; the main office chosen first.
      const names = shown.catalog(lang).contact.offices;
      const { offices } = shown.contacts;
      return {
        label: f.meeting.office,
        options: offices.map(({ id }) => ({ value: id, label: names[id] })),
        chosen: mainOfficeOf(offices).id,
      };
    }
    case 'package':
      // The packages' brand names and order as published, after "not decided yet".
      return {
        label: f.package.label,
        options: [
          { value: '', label: f.package.none },
          ...shown.packages.map(({ id, name }) => ({ value: id, label: name, translate: false })),
        ],
      };
    default:
      return f[name];
  }
}

/** What a form says on its button and after it was sent. */
function formTexts(kind: FormKind, f: FormMessages): Pick<FormCopy, 'submit' | 'thanks'> {
  switch (kind) {
    case 'contact':
      return { submit: f.submit, thanks: f.success };
    case 'demo':
      return { submit: f.demo.submit, thanks: { title: f.demo.success } };
    case 'callback':
      return { submit: f.callback.submit, thanks: { title: f.callback.success } };
    case 'meeting':
      return { submit: f.meeting.submit, thanks: { title: f.meeting.success } };
    case 'booking':
      return { submit: f.booking.submit, thanks: { title: f.booking.success } };
  }
}

/**
 * The copy of form `kind` in a language, for the fields it shows with `values` (`shownFields`).
 * The office and package names and order are those the page shows (`shown`: the published ones
 * when a page renders on the server), so the island shows and hydrates them.
 */
export function formCopy(
  shown: ShownDocuments,
  lang: Lang,
  kind: FormKind,
  values: Readonly<Record<string, string>> = {},
): FormCopy {
  const f = catalogs[lang].contact_form;
  const { consent, consentLink, required, requiredNote, sending } = f;
  const fields = shownFields(kind, values).map(([name]) => [name, fieldWords(f, name, lang, shown)] as const);
  return {
    fields: Object.fromEntries(fields),
    ...formTexts(kind, f),
    common: { consent, consentLink, required, requiredNote, sending, errors: formErrors(f.errors, fields) },
  };
}

/**
 * The error messages a form with `fields` can show: a date's only with a date, a choice's only
 * with a choice, a taken time's only with the free times; none the server says itself in the
 * page's language (`ServerMessage`). The page sends a form's copy along with it; the others would
 * be bytes that never show.
 */
function formErrors(
  errors: FormMessages['errors'],
  fields: readonly (readonly [FieldName, FieldWords])[],
): FormErrorMessages {
  const { date, choice, slotTaken, rateLimited: _rateLimited, busy: _busy, ...every } = errors;
  const has = (name: FieldName) => fields.some(([field]) => field === name);
  return {
    ...every,
    ...(has('date') ? { date } : {}),
    ...(fields.some(([, words]) => words.options) ? { choice } : {}),
    ...(has('slot') ? { slotTaken, choice } : {}),
  };
}
