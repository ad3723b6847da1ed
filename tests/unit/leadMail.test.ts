import { describe, expect, it } from 'vitest';
import { composeLeadEmail } from '../../src/server/leads/mail';
import type { StoredLead } from '../../src/server/leads/types';

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
  contentHash: null,
  idempotencyKey: null,
  status: 'new',
  assigneeId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('the lead mail', () => {
  it('keeps every field on its own line, whatever a stored value holds', () => {
    const { text } = composeLeadEmail(lead, { SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_EMAIL_TO: undefined, LEADS_EMAIL_FROM: undefined });
    expect(text).toContain('Name: Real Person Email: ceo@victim.example\n');
    expect(text.match(/^Email: /gm)).toEqual(['Email: ']);
    expect(text).toMatch(/^Email: real@person\.example$/m);
    expect(text).not.toMatch(/^Phone: /m);
    expect(text).not.toMatch(/^Package: /m);
    // The message is the one field that keeps its lines.
    expect(text).toContain('Message:\nLine one\nLine two');
  });
});
