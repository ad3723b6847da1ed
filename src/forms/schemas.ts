/**
 * The lead forms' input rules, shared by the browser (checked before sending) and the server
 * (Astro Actions). Every message is an error CODE (`required`, `email`, `tooLong:100`, `phone`,
 * `consent`, `choice`, `date`, `characters`), turned into the page language's text by `errorMessage`, so one
 * schema serves every language. Written with `zod/mini`, Zod 4's tree-shakable API, because the
 * rules ship in every form's script: a fraction of the classic API's size in the browser.
 */
import * as z from 'zod/mini';
import { languages } from '../i18n/languages.ts';
import { packages } from '../data/packages.ts';
import { offices } from '../data/offices.ts';
import { PHONE_PATTERN } from './constraints.ts';
import { isKnownTimeZone, parseSlot } from './slots.ts';
import { fieldLimits, formFields, limits, type FieldName, type FormFields, type FormKind } from './leadForms.ts';

/** Campaign parameters carried from the landing URL into every form. */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

const packageIds = packages.map((pkg) => pkg.id) as [string, ...string[]];
const officeIds = offices.map((office) => office.id) as [string, ...string[]];
const phoneFormat = new RegExp(`^(?:${PHONE_PATTERN})$`);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Line breaks and tabs: a one-line field folds them into a space, so no value can forge a line in the lead mail. */
const lineBreaks = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Control characters (NUL and the like): no field takes them; PostgreSQL refuses NUL in text. */
const controlCharacter = /\p{Cc}/u;
/** The same, except the line breaks and tabs a message may hold. */
const controlInMessage = /[^\P{Cc}\t\n\r]/u;

/** Checks of a typed text: folded to one line (unless `multiline`), trimmed, no control characters, at most `max`. */
const textChecks = (max: number, multiline: boolean) => [
  ...(multiline ? [] : [z.overwrite((value: string) => value.replace(lineBreaks, ' '))]),
  z.trim(),
  z.refine<string>((value) => !(multiline ? controlInMessage : controlCharacter).test(value), { error: 'characters' }),
  z.maxLength(max, { error: `tooLong:${max}` }),
];

const required = (max: number, { multiline = false } = {}) =>
  z.string({ error: 'required' }).check(...textChecks(max, multiline), z.minLength(1, { error: 'required' }));

const optional = (max: number, { multiline = false } = {}) =>
  z.optional(z.string().check(...textChecks(max, multiline)));

/** A campaign parameter from the landing link: line breaks and control characters become spaces; one that is too long is dropped. */
const utm = z.catch(
  z.optional(
    z.string().check(
      z.overwrite((value: string) => value.replace(/\p{Cc}+/gu, ' ')),
      z.trim(),
      z.maxLength(limits.utm),
    ),
  ),
  undefined,
);

const email = z
  .string({ error: 'required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(limits.email, { error: `tooLong:${limits.email}` }),
    z.regex(z.regexes.email, { error: 'email' }),
  );

/** Digits, spaces and + ( ) -, as the browser's `pattern` says; at most 40 characters. */
const phone = (isRequired: boolean) =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      ...(isRequired ? [z.minLength(1, { error: 'required' })] : []),
      z.maxLength(limits.phone, { error: `tooLong:${limits.phone}` }),
      z.regex(phoneFormat, { error: 'phone' }),
    );

/** The privacy consent checkbox: `yes` (our value) or `on` (a browser's default). */
const consent = z.enum(['yes', 'on'], { error: 'consent' });

/**
 * Today's date where the calendar is furthest behind (UTC−12), so a date that is today for the
 * visitor, wherever they are, is never taken for the past.
 */
export function earliestToday(now: number = Date.now()): string {
  return new Date(now - 12 * 3600_000).toISOString().slice(0, 10);
}

/** Whether a value is `YYYY-MM-DD`, a real calendar day, and not before today anywhere. */
export function isUpcomingDate(value: string, now: number = Date.now()): boolean {
  if (!isoDate.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false;
  return value >= earliestToday(now);
}

const upcomingDate = z.string().check(
  z.trim(),
  z.refine((value) => isUpcomingDate(value), { error: 'date' }),
);

/**
 * Fields every form carries besides what the visitor types: the honeypot `website` (must stay
 * empty; a filled one is stored as spam by the server, so it is not refused here), the page's
 * signed word for when it was rendered (`formToken`, judged by the server), the page's language and path, the campaign parameters, the
 * key the form's script gives a send so that its retries are the same lead, and its proof of
 * work (`altcha`: the answer, `pending` while the script works it out, none without script).
 */
const hiddenFields = {
  website: z.optional(z.string()),
  idempotencyKey: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/))), undefined),
  altcha: z.catch(z.optional(z.string().check(z.maxLength(limits.proof))), undefined),
  formToken: z.catch(z.optional(z.string().check(z.maxLength(limits.formToken))), undefined),
  lang: z.catch(z.enum(languages), 'en'),
  page: z.catch(z.string().check(z.trim(), z.maxLength(limits.page), z.regex(/^\/[^\s\p{Cc}]*$/u)), '/'),
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  utm_term: utm,
  utm_content: utm,
};

/** Each field's rule, in the variants (required, optional) the forms declare it with. */
const fieldRules = {
  firstName: { required: required(fieldLimits.firstName) },
  lastName: { required: required(fieldLimits.lastName) },
  name: { required: required(fieldLimits.name) },
  email: { required: email },
  phone: { required: phone(true), optional: z.optional(phone(false)) },
  company: { optional: optional(fieldLimits.company) },
  package: { optional: z.optional(z.enum(['', ...packageIds], { error: 'choice' })) },
  subject: { required: required(fieldLimits.subject) },
  message: {
    required: required(fieldLimits.message, { multiline: true }),
    optional: optional(fieldLimits.message, { multiline: true }),
  },
  preferredTime: { optional: optional(fieldLimits.preferredTime) },
  office: { required: z.enum(officeIds, { error: 'choice' }) },
  date: { optional: z.optional(upcomingDate) },
  // A time the form offered; whether it is still free, the server's booking says (`meetings/book.ts`).
  slot: {
    required: z.string({ error: 'required' }).check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.refine((value) => parseSlot(value) !== undefined, { error: 'choice' }),
    ),
  },
  // The zone the visitor read the times in; one no one knows is dropped (the place's is assumed).
  timeZone: { optional: z.catch(z.optional(z.string().check(z.refine(isKnownTimeZone))), undefined) },
} satisfies Record<FieldName, { required?: z.ZodMiniType; optional?: z.ZodMiniType }>;

type Rules = typeof fieldRules;
/** The rules of a form's declared fields, each in its declared variant. */
type FieldShape<K extends FormKind> = {
  -readonly [F in keyof FormFields<K>]: F extends keyof Rules
    ? FormFields<K>[F] extends keyof Rules[F]
      ? Rules[F][FormFields<K>[F]]
      : never
    : never;
};

/** The schema of a form, from its declaration in `leadForms.ts`: its fields, the consent box and the hidden fields. */
function formSchema<K extends FormKind>(kind: K) {
  const shape = Object.fromEntries(
    formFields(kind).map(([name, need]) => {
      const rule = (fieldRules[name] as Partial<Record<typeof need, z.ZodMiniType>>)[need];
      if (!rule) throw new Error(`The ${kind} form declares ${name} ${need}, and no such rule exists`);
      return [name, rule];
    }),
  );
  return z.object({ ...(shape as FieldShape<K>), consent, ...hiddenFields });
}

/** The contact page's message form; a chosen package makes it a package request. */
export const contactSchema = formSchema('contact');
/** The home page's demo request. */
export const demoSchema = formSchema('demo');
/** The call-back request: who to call, the number and when. */
export const callbackSchema = formSchema('callback');
/** The meeting request at one of the offices, optionally on a preferred date. */
export const meetingSchema = formSchema('meeting');

/** The meeting booked at one of the free times offered. */
export const bookingSchema = formSchema('booking');

/** Each form's schema by its kind. */
export const formSchemas = {
  contact: contactSchema,
  demo: demoSchema,
  callback: callbackSchema,
  meeting: meetingSchema,
  booking: bookingSchema,
} as const satisfies Record<FormKind, unknown>;

export type ContactInput = z.infer<typeof contactSchema>;
export type DemoInput = z.infer<typeof demoSchema>;
export type CallbackInput = z.infer<typeof callbackSchema>;
export type MeetingInput = z.infer<typeof meetingSchema>;
export type BookingInput = z.infer<typeof bookingSchema>;
export type HiddenInput = Pick<ContactInput, keyof typeof hiddenFields>;
/** Each form's validated input by kind. */
export type FormInputs = { [K in FormKind]: z.infer<(typeof formSchemas)[K]> };
