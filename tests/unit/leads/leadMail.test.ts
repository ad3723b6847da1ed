import { describe, expect, it } from 'vitest';
import { showInvisible } from '../../../src/server/leads/invisible';
import { composeLeadEmail } from '../../../src/server/leads/notify/mail';
import type { StoredLead } from '../../../src/server/leads/types';

const lead: StoredLead = {
  id: 7,
  kind: 'contact',
  lang: 'en',
  page: '/en/contact',
  name: 'Real Person\nEmail: ceo@victim.example',
  email: 'real@person.example',
  phone: null,
  company: 'Acme\r\nPhone: 000',
  message: 'Line one\nLine two',
  details: { subject: 'Hi\nPackage: scale' },
  utm: {},
  visitLanding: null,
  visitSource: null,
  visitReferrer: null,
  replyToken: null,
  visitCampaign: null,
  contentHash: null,
  idempotencyKey: null,
  status: 'new',
  assigneeId: null,
  consentVersion: null,
  consentLang: null,
  consentAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  firstResponseAt: null,
  awaitingSince: null,
};

describe('the lead mail', () => {
  it('keeps every field on its own line, whatever a stored value holds', () => {
    const { text } = composeLeadEmail(lead, {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LEADS_EMAIL_TO: undefined,
      LEADS_EMAIL_FROM: undefined,
    });
    expect(text).toContain('Name: Real Person Email: ceo@victim.example\n');
    expect(text.match(/^Email: /gm)).toEqual(['Email: ']);
    expect(text).toMatch(/^Email: real@person\.example$/m);
    expect(text).not.toMatch(/^Phone: /m);
    expect(text).not.toMatch(/^Package: /m);
    // The message is the one field that keeps its lines.
    expect(text).toContain('Message:\nLine one\nLine two');
  });

  it('shows the bidi controls and invisible characters a visitor hid in their text, in subject, fields and message', () => {
    const hidden = {
      ...lead,
      name: 'Anna\u202Egpj.exe',
      company: 'Zero\u200Bwidth\u2066Co\u2069',
      message: 'Pay \u202D1000\u202C now\u2028Bank: evil',
      email: 'real@person.example',
    };
    const { subject, text, replyTo } = composeLeadEmail(hidden, {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LEADS_EMAIL_TO: undefined,
      LEADS_EMAIL_FROM: undefined,
    });
    expect(subject).toBe('New contact request from Anna[U+202E]gpj.exe (en)');
    expect(replyTo).toMatchObject({ name: 'Anna[U+202E]gpj.exe' });
    expect(text).toContain('Name: Anna[U+202E]gpj.exe\n');
    expect(text).toContain('Company: Zero[U+200B]width[U+2066]Co[U+2069]\n');
    expect(text).toContain('Message:\nPay [U+202D]1000[U+202C] now');
    expect(`${subject}${text}${replyTo!.name}`).not.toMatch(
      /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/,
    );
  });
});

describe('hidden characters in what a visitor typed', () => {
  it('are written as their code points; letters of every script, emoji and spaces stay as typed', () => {
    expect(
      showInvisible(
        '\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200B\u200C\u200D\u2060\uFEFF\u180E',
      ),
    ).toBe(
      '[U+200E][U+200F][U+061C][U+202A][U+202B][U+202C][U+202D][U+202E][U+2066][U+2067][U+2068][U+2069][U+200B][U+200C][U+200D][U+2060][U+FEFF][U+180E]',
    );
    const plain = 'Александра de La Rochefoucauld-Montmorency, שלום, مرحبا, 東京 🙂 café';
    expect(showInvisible(plain)).toBe(plain);
  });
});
