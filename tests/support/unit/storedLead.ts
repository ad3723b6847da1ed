import type { StoredLead } from '../../../src/server/leads/types';

/** A stored contact lead (id 7, new, nobody's) for rendering the staff screens, with `fields` in place of the defaults. */
export function storedLead(fields: Partial<StoredLead>): StoredLead {
  return {
    id: 7,
    kind: 'contact',
    lang: 'en',
    page: '/en/contact',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    company: null,
    message: null,
    details: {},
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
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    firstResponseAt: null,
    awaitingSince: null,
    ...fields,
  };
}
