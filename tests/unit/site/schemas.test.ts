import { describe, expect, it } from 'vitest';
import { catalogs, format } from '../../../src/i18n';
import { languages } from '../../../src/i18n/languages';
import { errorMessage, failureErrors, fieldErrors } from '../../../src/forms/errors';
import { schemaInput } from '../../../src/forms/formValues';
import {
  callbackSchema,
  contactSchema,
  demoSchema,
  earliestToday,
  formSchemas,
  isUpcomingDate,
  meetingSchema,
} from '../../../src/forms/schemas';
import { toLead } from '../../../src/server/leads/intake/toLead';

const hidden = { lang: 'fr', page: '/fr/contact', formToken: 'lrx5k1s0.lry1pmo0.AbCd_-12.signature' };
const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Project discussion',
  message: 'We would like an agent for support.',
  consent: 'yes',
  ...hidden,
};
const validDemo = { name: 'Ada', email: 'ada@example.com', consent: 'yes', ...hidden };
const validCallback = { name: 'Ada', phone: '+7 (495) 000-00-00', consent: 'yes', ...hidden };
const validMeeting = { office: 'moscow', name: 'Ada', email: 'ada@example.com', consent: 'yes', ...hidden };

/** The first error code per field, as the forms show them. */
function codes(schema: (typeof formSchemas)[keyof typeof formSchemas], input: Record<string, string | undefined>) {
  const result = schema.safeParse(
    schemaInput(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Record<string, string>),
  );
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('valid forms', () => {
  it('accept each form filled in as a visitor would', () => {
    expect(contactSchema.safeParse(validContact).success).toBe(true);
    expect(demoSchema.safeParse(validDemo).success).toBe(true);
    expect(callbackSchema.safeParse(validCallback).success).toBe(true);
    expect(meetingSchema.safeParse(validMeeting).success).toBe(true);
  });

  it('trim every text and turn the hidden fields into typed values', () => {
    const data = contactSchema.parse({
      ...validContact,
      firstName: '  Ada  ',
      email: ' ada@example.com ',
      utm_source: ' news ',
    });
    expect(data.firstName).toBe('Ada');
    expect(data.email).toBe('ada@example.com');
    expect(data.utm_source).toBe('news');
    expect(data.formToken).toBe('lrx5k1s0.lry1pmo0.AbCd_-12.signature');
    expect(data.lang).toBe('fr');
  });

  it('accept hostile strings as plain text, unchanged', () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const data = contactSchema.parse({
      ...validContact,
      firstName: hostile.slice(0, 100),
      subject: hostile,
      message: hostile,
      company: hostile,
    });
    expect(data.message).toBe(hostile);
    expect(data.subject).toBe(hostile);
  });
});

describe('required fields', () => {
  it('report `required` for missing and blank fields', () => {
    expect(
      codes(contactSchema, { ...validContact, firstName: undefined, lastName: '   ', subject: '', message: undefined }),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(codes(demoSchema, { ...validDemo, name: '', email: '' })).toEqual({ name: 'required', email: 'required' });
    expect(codes(callbackSchema, { ...validCallback, name: ' ', phone: '' })).toEqual({
      name: 'required',
      phone: 'required',
    });
    expect(codes(meetingSchema, { ...validMeeting, name: undefined, email: undefined })).toEqual({
      name: 'required',
      email: 'required',
    });
  });

  it('leave optional fields optional', () => {
    expect(codes(contactSchema, { ...validContact, company: '', phone: '', package: '' })).toEqual({});
    expect(codes(demoSchema, { ...validDemo, company: '', phone: '', message: '' })).toEqual({});
    expect(codes(meetingSchema, { ...validMeeting, phone: '', date: '' })).toEqual({});
  });
});

describe('limits', () => {
  const at = (n: number) => 'x'.repeat(n);
  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['company', 200],
    ['subject', 200],
    ['message', 5000],
  ] as const)('contact %s takes %i characters and no more', (field, max) => {
    expect(codes(contactSchema, { ...validContact, [field]: at(max) })).toEqual({});
    expect(codes(contactSchema, { ...validContact, [field]: at(max + 1) })).toEqual({ [field]: `tooLong:${max}` });
  });

  it('count characters after trimming', () => {
    expect(codes(contactSchema, { ...validContact, firstName: `  ${at(100)}  ` })).toEqual({});
  });

  it('cap phone at 40, email at 254, the demo message at 5000 and campaign parameters at 200', () => {
    expect(codes(demoSchema, { ...validDemo, phone: '1'.repeat(41) })).toEqual({ phone: 'tooLong:40' });
    expect(codes(demoSchema, { ...validDemo, phone: '1'.repeat(40) })).toEqual({});
    expect(codes(demoSchema, { ...validDemo, email: `${at(245)}@example.com` })).toEqual({ email: 'tooLong:254' });
    expect(codes(demoSchema, { ...validDemo, message: at(5001) })).toEqual({ message: 'tooLong:5000' });
    // A campaign parameter comes from the link, not from the visitor: one too long is dropped, not refused.
    expect(codes(demoSchema, { ...validDemo, utm_campaign: at(201) })).toEqual({});
    expect(demoSchema.parse({ ...validDemo, utm_campaign: at(201), utm_source: at(200) })).toMatchObject({
      utm_campaign: undefined,
      utm_source: at(200),
    });
    expect(codes(callbackSchema, { ...validCallback, name: at(101) })).toEqual({ name: 'tooLong:100' });
  });
});

describe('formats', () => {
  it.each(['name@', 'name@company', 'name company@x.com', '@example.com', 'a@b.c'])('refuse the email %j', (email) => {
    expect(codes(contactSchema, { ...validContact, email })).toEqual({ email: 'email' });
  });

  it.each(['+7 (495) 000-00-00', '8 800 555 35 35', '+1-555-000-0000'])('accept the phone %j', (phone) => {
    expect(codes(callbackSchema, { ...validCallback, phone })).toEqual({});
  });

  it.each(['call me', '+7 495 000 00 00 ext. 5', '12', '<script>'])('refuse the phone %j', (phone) => {
    expect(codes(callbackSchema, { ...validCallback, phone })).toEqual({ phone: 'phone' });
  });

  it('take only known packages and offices', () => {
    expect(codes(contactSchema, { ...validContact, package: 'growth' })).toEqual({});
    expect(codes(contactSchema, { ...validContact, package: 'platinum' })).toEqual({ package: 'choice' });
    expect(codes(meetingSchema, { ...validMeeting, office: 'paris' })).toEqual({ office: 'choice' });
    expect(codes(meetingSchema, { ...validMeeting, office: undefined })).toEqual({ office: 'choice' });
  });

  it('take a meeting date that is a real day, today or later', () => {
    const day = 24 * 3600_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(codes(meetingSchema, { ...validMeeting, date: iso(Date.now()) })).toEqual({});
    expect(codes(meetingSchema, { ...validMeeting, date: iso(Date.now() + 30 * day) })).toEqual({});
    expect(codes(meetingSchema, { ...validMeeting, date: iso(Date.now() - 2 * day) })).toEqual({ date: 'date' });
    expect(codes(meetingSchema, { ...validMeeting, date: '2030-02-30' })).toEqual({ date: 'date' });
    expect(codes(meetingSchema, { ...validMeeting, date: '01/02/2030' })).toEqual({ date: 'date' });
  });

  it('count a day as past only once it is over everywhere', () => {
    const now = Date.parse('2030-06-15T03:00:00Z');
    expect(earliestToday(now)).toBe('2030-06-14');
    expect(isUpcomingDate('2030-06-14', now)).toBe(true);
    expect(isUpcomingDate('2030-06-13', now)).toBe(false);
  });
});

describe('control characters and line breaks', () => {
  it('refuse a NUL or other control character in every typed text, in the page language', () => {
    expect(codes(contactSchema, { ...validContact, message: 'm\u0000m' })).toEqual({ message: 'characters' });
    expect(
      codes(contactSchema, { ...validContact, firstName: 'A\u0000', subject: 'S\u001b[31m', company: 'C\u007f' }),
    ).toEqual({
      firstName: 'characters',
      subject: 'characters',
      company: 'characters',
    });
    expect(codes(demoSchema, { ...validDemo, message: 'bell \u0007' })).toEqual({ message: 'characters' });
    expect(codes(callbackSchema, { ...validCallback, preferredTime: '\u0000' })).toEqual({
      preferredTime: 'characters',
    });
    expect(errorMessage('characters', catalogs.ru.contact_form.errors)).toBe(
      catalogs.ru.contact_form.errors.characters,
    );
  });

  it('fold line breaks in one-line fields into a space, so no value forges a line of the lead mail', () => {
    const data = contactSchema.parse({
      ...validContact,
      firstName: 'Real Person\nEmail: ceo@victim.example',
      lastName: 'Doe\r\n',
      subject: 'a\u2028b\tc',
    });
    expect(data.firstName).toBe('Real Person Email: ceo@victim.example');
    expect(data.lastName).toBe('Doe');
    expect(data.subject).toBe('a b c');
    expect(callbackSchema.parse({ ...validCallback, name: 'Ada\r\nPhone: 0' }).name).toBe('Ada Phone: 0');
  });

  it('keep the line breaks and tabs of a message', () => {
    const message = 'First line\r\nSecond line\n\tindented';
    expect(contactSchema.parse({ ...validContact, message }).message).toBe(message);
  });

  it('clean the hidden fields instead of refusing what the visitor cannot see', () => {
    const data = contactSchema.parse({
      ...validContact,
      utm_source: 'news\u0000letter',
      utm_term: 'a\nEmail: x',
      page: '/en/contact\u0000',
    });
    expect(data.utm_source).toBe('news letter');
    expect(data.utm_term).toBe('a Email: x');
    expect(data.page).toBe('/');
  });
});

describe('consent', () => {
  it.each(['yes', 'on'])('is given by %j', (consent) => {
    expect(codes(contactSchema, { ...validContact, consent })).toEqual({});
  });

  it.each([undefined, '', 'no', 'true'])('is missing with %j', (consent) => {
    for (const [schema, valid] of [
      [contactSchema, validContact],
      [demoSchema, validDemo],
      [callbackSchema, validCallback],
      [meetingSchema, validMeeting],
    ] as const) {
      expect(codes(schema, { ...valid, consent })).toEqual({ consent: 'consent' });
    }
  });
});

describe('hidden fields', () => {
  it('let the server decide about a filled honeypot instead of refusing it', () => {
    expect(contactSchema.parse({ ...validContact, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
  });

  it('ignore a language, page or form token that is not one of ours, and a start time the client claims', () => {
    const data = contactSchema.parse({
      ...validContact,
      lang: '<script>',
      page: 'javascript:alert(1)',
      formToken: 'x'.repeat(201),
      startedAt: '1',
    });
    expect(data.lang).toBe('en');
    expect(data.page).toBe('/');
    expect(data.formToken).toBeUndefined();
    expect(data).not.toHaveProperty('startedAt');
  });
});

describe('error messages', () => {
  const codesToKeys = [
    ['required', 'required'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['consent', 'consent'],
    ['choice', 'choice'],
    ['date', 'date'],
    ['characters', 'characters'],
  ] as const;

  it.each(languages)('come from the %s catalog for every code', (lang) => {
    const messages = catalogs[lang].contact_form.errors;
    for (const [code, key] of codesToKeys) expect(errorMessage(code, messages)).toBe(messages[key]);
    expect(errorMessage('tooLong:200', messages)).toBe(format(messages.tooLong, { max: 200 }));
    expect(errorMessage('tooLong:200', messages)).toContain('200');
    expect(errorMessage('no-such-code', messages)).toBe(messages.summary);
  });

  it('differ between languages for the same code', () => {
    const texts = new Set(languages.map((lang) => errorMessage('required', catalogs[lang].contact_form.errors)));
    expect(texts.size).toBe(languages.length);
  });

  it('map a failed form to one message per field, the first code winning', () => {
    const result = contactSchema.safeParse(schemaInput({ ...validContact, email: '', firstName: 'x'.repeat(101) }));
    expect(result.success).toBe(false);
    const ru = catalogs.ru.contact_form.errors;
    expect(fieldErrors(result.error!.issues, ru)).toEqual({
      email: ru.required,
      firstName: format(ru.tooLong, { max: 100 }),
    });
    expect(fieldErrors({ email: ['email', 'required'] }, ru)).toEqual({ email: ru.email });
  });

  it('map refused sends to a message for the whole form', () => {
    const fr = catalogs.fr.contact_form.errors;
    expect(failureErrors({ code: 'TOO_MANY_REQUESTS', status: 429 }, fr)).toEqual({ form: fr.rateLimited });
    expect(failureErrors({ code: 'CONTENT_TOO_LARGE', status: 413 }, fr)).toEqual({ form: fr.tooLarge });
    expect(failureErrors({ code: 'INTERNAL_SERVER_ERROR', status: 500 }, fr)).toEqual({ form: fr.generic });
    expect(failureErrors({ code: 'BAD_REQUEST', status: 400, fields: { consent: ['consent'] } }, fr)).toEqual({
      consent: fr.consent,
    });
  });

  it('say too many requests and busy in the server’s words when a form’s script carries no such message', () => {
    const { rateLimited, busy, slotTaken: _slotTaken, ...carried } = catalogs.ru.contact_form.errors;
    expect(failureErrors({ code: 'TOO_MANY_REQUESTS', status: 429, message: rateLimited }, carried)).toEqual({
      form: rateLimited,
    });
    expect(failureErrors({ code: 'SERVICE_UNAVAILABLE', status: 503, message: busy }, carried)).toEqual({ form: busy });
    // No message from the server (an answer that is not the site's): the form's own.
    expect(failureErrors({ status: 503 }, carried)).toEqual({ form: carried.generic });
    // A taken time is the booking form's alone: another form says something went wrong.
    expect(failureErrors({ code: 'CONFLICT', status: 409 }, carried)).toEqual({ form: carried.generic });
  });
});

describe('leads from forms', () => {
  it('make a contact form with a package a package request, keeping the details', () => {
    const lead = toLead(
      'contact',
      contactSchema.parse({ ...validContact, package: 'growth', utm_source: 'news', utm_medium: '' }),
    );
    expect(lead).toMatchObject({
      kind: 'package',
      lang: 'fr',
      page: '/fr/contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      details: { subject: 'Project discussion', package: 'growth', firstName: 'Ada', lastName: 'Lovelace' },
      utm: { source: 'news' },
    });
    expect(toLead('contact', contactSchema.parse(validContact)).kind).toBe('contact');
  });

  it('keep the office, date and preferred time in the details', () => {
    const date = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    expect(toLead('meeting', meetingSchema.parse({ ...validMeeting, date })).details).toEqual({
      office: 'moscow',
      preferredDate: date,
    });
    expect(
      toLead('callback', callbackSchema.parse({ ...validCallback, preferredTime: 'after 14:00' })).details,
    ).toEqual({ preferredTime: 'after 14:00' });
    expect(toLead('demo', demoSchema.parse(validDemo))).toMatchObject({ kind: 'demo', name: 'Ada', details: {} });
  });
});
