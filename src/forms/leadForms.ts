/**
 * Each lead form, declared once: the page and the section it lives in, and its fields in the
 * order the visitor sees them, each required or optional. The rules the browser and the server
 * check (`schemas.ts`), the fields a form draws and its error summary (`LeadForm.tsx`), and the
 * links to a form (`formPath`) are all read from here.
 */
import { pagePaths, type PageId } from '../routing/pages.ts';

/** The agreed limits (product decision 6), in characters after trimming. */
export const limits = {
  name: 100,
  company: 200,
  subject: 200,
  phone: 40,
  message: 5000,
  email: 254,
  preferredTime: 100,
  utm: 200,
  page: 300,
  /** The proof of work's answer, as the form's script encodes it. */
  proof: 4000,
  /** The page's form token (about 80 characters); a longer value is dropped, and counts as none. */
  formToken: 200,
} as const;

/** Subjects a link can preselect on the contact form (`?subject=`); their labels are `contact_form.subjects`. */
export const contactSubjects = ['individual', 'project', 'technical', 'consultation'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

type Need = 'required' | 'optional';

/** The forms a visitor can send, each one Astro Action of the same name. */
export const leadForms = {
  contact: {
    page: 'contact',
    anchor: 'contact-form',
    fields: {
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'optional',
      company: 'optional',
      package: 'optional',
      subject: 'required',
      message: 'required',
    },
  },
  demo: {
    page: 'home',
    anchor: 'demo',
    fields: { name: 'required', email: 'required', company: 'optional', phone: 'optional', message: 'optional' },
  },
  callback: {
    page: 'callback',
    anchor: 'callback',
    fields: { name: 'required', phone: 'required', preferredTime: 'optional' },
  },
  meeting: {
    page: 'meeting',
    anchor: 'meeting',
    fields: { office: 'required', name: 'required', email: 'required', phone: 'optional', date: 'optional' },
  },
  /**
   * The meeting booked at a free time, which the meeting page shows instead of the request when
   * a meeting type is offered in its language and someone is free (`server/meetings/offer.ts`).
   */
  booking: {
    page: 'meeting',
    anchor: 'meeting',
    fields: { timeZone: 'optional', slot: 'required', name: 'required', email: 'required', phone: 'optional' },
  },
} as const satisfies Record<string, { page: PageId; anchor: string; fields: Record<string, Need> }>;

export type FormKind = keyof typeof leadForms;

/** The pages that hold a lead form (and take its post without JavaScript), in the site's page order. */
export const formPages: readonly PageId[] = (Object.keys(pagePaths) as PageId[]).filter((page) =>
  Object.values(leadForms).some((form) => form.page === page),
);

/**
 * Every kind of lead the store keeps, in the order the staff screens list them: one per form,
 * and `package`, a contact form sent with a package chosen.
 */
export const leadKinds = ['contact', 'demo', 'callback', 'package', 'meeting'] as const satisfies readonly (
  FormKind | 'package'
)[];
export type LeadKind = (typeof leadKinds)[number];
/** The fields of one form, with whether each is required. */
export type FormFields<K extends FormKind> = (typeof leadForms)[K]['fields'];
/** Every field any form has. */
export type FieldName = { [K in FormKind]: keyof FormFields<K> }[FormKind];

/** The longest text each typed field takes; choices and dates have none. */
export const fieldLimits = {
  firstName: limits.name,
  lastName: limits.name,
  name: limits.name,
  email: limits.email,
  phone: limits.phone,
  company: limits.company,
  subject: limits.subject,
  message: limits.message,
  preferredTime: limits.preferredTime,
} as const satisfies Partial<Record<FieldName, number>>;

/** The fields of a form in order, with whether each is required. */
export function formFields(kind: FormKind): [FieldName, Need][] {
  return Object.entries(leadForms[kind].fields) as [FieldName, Need][];
}

/**
 * Optional fields a form shows only once a link chose a value for them: the contact form's
 * package, chosen on the solutions page (`?package=`). Someone who just writes to the company
 * sees the shorter form; the server takes the field from either.
 */
const chosenByLinkOnly: readonly FieldName[] = ['package'];

/** The fields form `kind` shows with `values` (what the page filled in), in order, with whether each is required. */
export function shownFields(kind: FormKind, values: Readonly<Record<string, string>>): [FieldName, Need][] {
  return formFields(kind).filter(([name]) => !chosenByLinkOnly.includes(name) || values[name]);
}
