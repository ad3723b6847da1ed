/**
 * The links a lead page replies with: a `mailto:` with the reply's subject and body (every value
 * percent-encoded, so nothing a visitor typed can add a header or end the address), and a `tel:`
 * with the number in E.164 where it says its country.
 */
import { format } from '../../../i18n/index.ts';

/** A reply's subject and body with `{name}`, `{sender}` and `{company}` placeholders. */
export interface ReplyTemplate {
  subject: string;
  body: string;
}

/** Control and invisible format characters (bidi overrides and isolates among them), which a visitor's value must not carry into a mail. */
const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** What a visitor typed, on one line and without invisible characters, for a reply's text. */
function plainVisitorText(value: string): string {
  return value.replace(invisible, ' ').replace(/\s+/g, ' ').trim();
}

/** The template filled for one lead: the visitor's name, the member who replies, the company. */
export function fillReply(
  template: ReplyTemplate,
  values: { name: string; sender: string; company: string },
): ReplyTemplate {
  const params = {
    name: plainVisitorText(values.name),
    sender: plainVisitorText(values.sender),
    company: values.company,
  };
  return {
    subject: plainVisitorText(format(template.subject, params)),
    body: format(template.body, params).replace(/\r?\n/g, '\r\n'),
  };
}

/** `mailto:` to `email` with the reply's subject and body (RFC 6068: line breaks as CRLF, every value percent-encoded). */
export function mailtoHref(email: string, reply: ReplyTemplate): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(reply.subject)}&body=${encodeURIComponent(reply.body)}`;
}

/** The calling code a number without one gets from the lead's language, where that language is spoken in one country that writes a trunk prefix. */
const trunkCountries: Partial<Record<string, { code: string; trunk: RegExp }>> = {
  ru: { code: '7', trunk: /^8(\d{10})$/ },
  id: { code: '62', trunk: /^0(\d{8,12})$/ },
};

/**
 * A phone number as typed, in E.164 (`+` and up to 15 digits): as written when it starts with
 * `+` or `00`; a Russian `8 …` or Indonesian `0 …` number from a lead in that language gets its
 * country's code. Undefined when the number does not say its country (it is then shown, not dialled).
 */
export function e164(phone: string, lang: string): string | undefined {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') ? digits : typed.startsWith('00') ? digits.slice(2) : undefined;
  if (international !== undefined) return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : undefined;
  const country = trunkCountries[lang];
  const national = country?.trunk.exec(digits)?.[1];
  return country && national ? `+${country.code}${national}` : undefined;
}
