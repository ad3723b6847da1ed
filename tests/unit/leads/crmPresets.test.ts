/** What HubSpot and Bitrix24 receive for a lead, and how a failure reads on the dashboard. */
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { staffCatalogs } from '../../../src/i18n';
import { failureText } from '../../../src/components/staff/dashboard/failureText';
import { parseEnv } from '../../../src/server/env';
import { bitrix24Lead } from '../../../src/server/leads/notify/bitrix24';
import { failureOf, failureOfStatus } from '../../../src/server/leads/notify/deliveryFailure';
import { hubspotSubmission } from '../../../src/server/leads/notify/hubspot';
import { storedLead } from '../../support/unit/storedLead';

const settings = parseEnv({ SITE_URL: 'https://agents.example' });

const contactLead = storedLead({
  id: 42,
  kind: 'contact',
  lang: 'fr',
  page: '/fr/contact',
  name: 'Jeanne Dupont',
  email: 'jeanne@client.example',
  phone: '+33 1 00 00 00 00',
  company: 'Dupont & Fils',
  message: 'Bonjour <b>équipe</b>,\nnous voulons un agent.',
  details: { firstName: 'Jeanne', lastName: 'Dupont', subject: 'Support client', package: 'growth' },
  utm: { source: 'newsletter', medium: 'email', campaign: 'printemps', term: 'agents ia', content: 'hero' },
  createdAt: new Date('2026-11-20T10:00:00Z'),
});

describe('the HubSpot submission', () => {
  it('fills the contact properties, the UTM ones included, with the time, page and consent the visitor gave', () => {
    const body = hubspotSubmission(contactLead, settings);
    expect(body.submittedAt).toBe(String(Date.parse('2026-11-20T10:00:00Z')));
    expect(Object.fromEntries(body.fields.map((field) => [field.name, field.value]))).toEqual({
      email: 'jeanne@client.example',
      firstname: 'Jeanne',
      lastname: 'Dupont',
      phone: '+33 1 00 00 00 00',
      company: 'Dupont & Fils',
      message:
        'Website contact request #42 (fr)\nSubject: Support client\nPackage: growth\n\nBonjour <b>équipe</b>,\nnous voulons un agent.',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'printemps',
      utm_term: 'agents ia',
      utm_content: 'hero',
    });
    expect(body.fields.every((field) => field.objectTypeId === '0-1')).toBe(true);
    expect(body.context).toEqual({
      pageUri: 'https://agents.example/fr/contact',
      pageName: `${site.name} /fr/contact`,
    });
    expect(body.context).not.toHaveProperty('hutk');
    expect(body.legalConsentOptions.consent).toEqual({
      consentToProcess: true,
      text: 'J’accepte le traitement de mes données conformément à la politique de confidentialité.',
      communications: [],
    });
  });

  it('leaves out what the form did not ask, and takes a single name as the first name', () => {
    const body = hubspotSubmission(
      storedLead({ kind: 'callback', name: 'Иван Петров', email: null, phone: '+7 900 000-00-00', utm: {} }),
      settings,
    );
    expect(body.fields.map((field) => field.name)).toEqual(['firstname', 'phone', 'message']);
    expect(body.fields.find((field) => field.name === 'firstname')!.value).toBe('Иван Петров');
  });
});

describe('the Bitrix24 lead', () => {
  it('maps contacts, campaign, source and a note whose markup is escaped, and asks for the activity stream', () => {
    const body = bitrix24Lead(contactLead, settings);
    expect(body.params).toEqual({ REGISTER_SONET_EVENT: 'Y' });
    expect(body.fields).toEqual({
      TITLE: `${site.name}: contact request #42, Jeanne Dupont`,
      NAME: 'Jeanne',
      LAST_NAME: 'Dupont',
      COMPANY_TITLE: 'Dupont & Fils',
      EMAIL: [{ VALUE: 'jeanne@client.example', VALUE_TYPE: 'WORK' }],
      PHONE: [{ VALUE: '+33 1 00 00 00 00', VALUE_TYPE: 'WORK' }],
      COMMENTS:
        'Website contact request #42 (fr)<br>Subject: Support client<br>Package: growth<br><br>Bonjour &lt;b&gt;équipe&lt;/b&gt;,<br>nous voulons un agent.',
      SOURCE_ID: 'WEB',
      SOURCE_DESCRIPTION: 'https://agents.example/fr/contact',
      UTM_SOURCE: 'newsletter',
      UTM_MEDIUM: 'email',
      UTM_CAMPAIGN: 'printemps',
      UTM_CONTENT: 'hero',
      UTM_TERM: 'agents ia',
      ORIGINATOR_ID: 'agents.example',
      ORIGIN_ID: 'lead-42',
    });
  });

  it('sends no empty multi-field or campaign value', () => {
    const { fields } = bitrix24Lead(
      storedLead({ email: 'a@b.example', phone: null, company: null, utm: { source: 'ads' } }),
      settings,
    );
    expect(fields).not.toHaveProperty('PHONE');
    expect(fields).not.toHaveProperty('COMPANY_TITLE');
    expect(fields).not.toHaveProperty('UTM_MEDIUM');
    expect(fields).toMatchObject({
      EMAIL: [{ VALUE: 'a@b.example', VALUE_TYPE: 'WORK' }],
      UTM_SOURCE: 'ads',
      NAME: 'Ada Lovelace',
    });
  });
});

describe('a failure in the member’s words', () => {
  const en = staffCatalogs.en.dashboard.health;
  const ru = staffCatalogs.ru.dashboard.health;

  it('names the receiver, what it refused and its status', () => {
    expect(failureText(failureOfStatus(401), 'telegram', en)).toBe('Telegram refused the bot token (401)');
    expect(failureText(failureOfStatus(401), 'telegram', ru)).toBe('Telegram отклонил токен бота (401)');
    expect(failureText(failureOfStatus(404), 'hubspot', en)).toBe(
      'HubSpot refused the form (404: portal or form not found)',
    );
    expect(failureText(failureOfStatus(400, 'INVALID_EMAIL'), 'hubspot', en)).toBe(
      'HubSpot refused the lead (400), code INVALID_EMAIL',
    );
    expect(failureText({ kind: 'busy', status: 503, code: 'QUERY_LIMIT_EXCEEDED' }, 'bitrix24', ru)).toBe(
      'Битрикс24 перегружен (503), попытка будет повторена, код QUERY_LIMIT_EXCEEDED',
    );
  });

  it('tells a receiver that hangs from one that cannot be reached', () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    expect(failureText(failureOf(timeout, 10_000), 'webhook', en)).toBe(
      'The webhook receiver did not answer within 10 s',
    );
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(failureOf(refused, 10_000)).toEqual({ kind: 'unreachable' });
    expect(failureText({ kind: 'unreachable' }, 'email', ru)).toBe('Почтовый сервер недоступен');
  });
});
