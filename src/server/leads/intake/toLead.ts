/** Turns a validated form into the lead the store keeps. */
import type { NewLead } from '../types.ts';
import type { Utm } from '../../db/schema.ts';
import type {
  BookingInput,
  CallbackInput,
  ContactInput,
  DemoInput,
  FormInputs,
  HiddenInput,
  MeetingInput,
} from '../../../forms/schemas.ts';
import type { FormKind } from '../../../forms/leadForms.ts';
import { parseSlot } from '../../../forms/slots.ts';

/** Keeps only the details that were given. */
function present(details: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The campaign parameters that came with the form. */
function utmOf(input: HiddenInput): Utm {
  const utm: Utm = {
    source: input.utm_source,
    medium: input.utm_medium,
    campaign: input.utm_campaign,
    term: input.utm_term,
    content: input.utm_content,
  };
  return present(utm as Record<string, string | undefined>);
}

/** A meeting lead's own columns, booked at a time or asked for: who to meet and how to reach them. */
function meetingBase<B>(base: B, form: { name: string; email: string; phone?: string | undefined }) {
  return { ...base, kind: 'meeting' as const, name: form.name, email: form.email, phone: form.phone };
}

/**
 * The lead of a form: a contact form with a package chosen is a `package` request; the fields
 * that have no column of their own go into `details`.
 */
export function toLead<K extends FormKind>(kind: K, input: FormInputs[K]): NewLead {
  const base = { lang: input.lang, page: input.page, utm: utmOf(input), idempotencyKey: input.idempotencyKey };
  switch (kind) {
    case 'contact': {
      const form = input as ContactInput;
      return {
        ...base,
        kind: form.package ? 'package' : 'contact',
        name: `${form.firstName} ${form.lastName}`,
        email: form.email,
        phone: form.phone,
        company: form.company,
        message: form.message,
        details: present({
          subject: form.subject,
          package: form.package,
          firstName: form.firstName,
          lastName: form.lastName,
        }),
      };
    }
    case 'demo': {
      const form = input as DemoInput;
      return {
        ...base,
        kind: 'demo',
        name: form.name,
        email: form.email,
        phone: form.phone,
        company: form.company,
        message: form.message,
        details: {},
      };
    }
    case 'callback': {
      const form = input as CallbackInput;
      return {
        ...base,
        kind: 'callback',
        name: form.name,
        phone: form.phone,
        details: present({ preferredTime: form.preferredTime }),
      };
    }
    case 'booking': {
      const form = input as BookingInput;
      // The schema let only a well-formed slot through.
      const { typeId, start } = parseSlot(form.slot)!;
      return {
        ...meetingBase(base, form),
        details: present({ meetingType: typeId, meetingTime: start.toISOString(), visitorTimeZone: form.timeZone }),
        meeting: { typeId, start, visitorTimeZone: form.timeZone ?? '' },
      };
    }
    default: {
      const form = input as MeetingInput;
      return {
        ...meetingBase(base, form),
        details: present({ office: form.office, preferredDate: form.date }),
      };
    }
  }
}
