import { describe, expect, it } from 'vitest';
import { composeAssigneeEmail } from '../../../src/server/leads/notify/assigneeMail';
import {
  firstMatch,
  nextInTurn,
  roundRobinPool,
  ruleMatches,
  unavailable,
  type RoutingMember,
} from '../../../src/server/leads/routing/routeLead';
import { storedLead } from '../../support/unit/storedLead';

const anyRule = { lang: null, kind: null, office: null, campaign: null, campaignPrefix: false };
const lead = {
  lang: 'ru' as const,
  kind: 'meeting' as const,
  details: { office: 'novosibirsk' },
  utm: { campaign: 'Spring-Sale-RU' },
};

describe('a routing rule', () => {
  it('with no condition matches every lead', () => {
    expect(ruleMatches(anyRule, lead)).toBe(true);
    expect(ruleMatches(anyRule, { lang: 'en', kind: 'demo', details: {}, utm: {} })).toBe(true);
  });

  it('matches on each condition it sets, and fails on any one that differs', () => {
    expect(ruleMatches({ ...anyRule, lang: 'ru' }, lead)).toBe(true);
    expect(ruleMatches({ ...anyRule, lang: 'en' }, lead)).toBe(false);
    expect(ruleMatches({ ...anyRule, kind: 'meeting', office: 'novosibirsk' }, lead)).toBe(true);
    expect(ruleMatches({ ...anyRule, kind: 'meeting', office: 'moscow' }, lead)).toBe(false);
    expect(ruleMatches({ ...anyRule, lang: 'ru', kind: 'demo' }, lead)).toBe(false);
    // A lead from a form without an office never matches an office rule.
    expect(ruleMatches({ ...anyRule, office: 'moscow' }, { lang: 'en', kind: 'contact', details: {}, utm: {} })).toBe(
      false,
    );
  });

  it('matches a campaign exactly or by its start, whatever the case', () => {
    expect(ruleMatches({ ...anyRule, campaign: 'spring-sale-ru' }, lead)).toBe(true);
    expect(ruleMatches({ ...anyRule, campaign: 'spring-sale' }, lead)).toBe(false);
    expect(ruleMatches({ ...anyRule, campaign: 'SPRING-', campaignPrefix: true }, lead)).toBe(true);
    expect(ruleMatches({ ...anyRule, campaign: 'autumn-', campaignPrefix: true }, lead)).toBe(false);
    expect(ruleMatches({ ...anyRule, campaign: 'spring', campaignPrefix: true }, { ...lead, utm: {} })).toBe(false);
  });

  it('tried in order: the first that matches wins, numbered from 1 in that order', () => {
    const rules = [
      { ...anyRule, id: 'catch-all', position: 9 },
      { ...anyRule, id: 'english', position: 1, lang: 'en' },
      { ...anyRule, id: 'russian', position: 2, lang: 'ru' },
    ];
    expect(firstMatch(rules, lead)).toMatchObject({ rule: { id: 'russian' }, number: 2 });
    expect(firstMatch(rules, { ...lead, lang: 'fr' })).toMatchObject({ rule: { id: 'catch-all' }, number: 3 });
    expect(firstMatch(rules.slice(1), { ...lead, lang: 'fr' })).toBeUndefined();
  });
});

describe('the round robin', () => {
  const member = (id: string, fields: Partial<RoutingMember> = {}): RoutingMember => ({
    id,
    email: `${id}@staff.example`,
    role: 'sales',
    disabled: false,
    away: false,
    languages: ['ru'],
    ...fields,
  });

  it('takes the members who speak the language, are active, not away, and take leads', () => {
    const members = [
      member('b'),
      member('a'),
      member('away', { away: true }),
      member('off', { disabled: true }),
      member('editor', { role: 'editor' }),
      member('english', { languages: ['en'] }),
      member('admin', { role: 'admin', languages: ['en', 'ru'] }),
    ];
    expect(roundRobinPool(members, 'ru')).toEqual(['a', 'admin', 'b']);
    expect(roundRobinPool(members, 'es')).toEqual([]);
  });

  it('gives each lead to the member after the last one, starting over after the last', () => {
    const pool = ['a', 'b', 'c'];
    let last: string | null = null;
    const given: string[] = [];
    for (let turn = 0; turn < 7; turn += 1) given.push((last = nextInTurn(pool, last)!));
    expect(given).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('goes on from where it was when the last member left the turn, and has nobody for an empty pool', () => {
    expect(nextInTurn(['a', 'c'], 'b')).toBe('c');
    expect(nextInTurn(['a', 'c'], 'z')).toBe('a');
    expect(nextInTurn([], 'a')).toBeUndefined();
  });

  it('says why a rule’s member does not get the lead', () => {
    expect(unavailable(undefined)).toBe('missing');
    expect(unavailable(member('x', { disabled: true }))).toBe('disabled');
    expect(unavailable(member('x', { role: 'editor' }))).toBe('cannotTakeLeads');
    expect(unavailable(member('x', { away: true }))).toBe('away');
    expect(unavailable(member('x'))).toBeUndefined();
  });
});

describe('the mail to an assignee', () => {
  const stored = storedLead({
    id: 42,
    kind: 'demo',
    lang: 'ru',
    page: '/ru/',
    name: 'Анна\u202Egpj.exe',
    email: 'anna@client.example',
    company: 'ООО Ромашка',
    message: `${'Слово '.repeat(80)}КОНЕЦ`,
    assigneeId: 'm1',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  });
  const settings = { LEADS_EMAIL_FROM: undefined, SITE_URL: 'https://agentica.example', HOST: 'localhost', PORT: 4321 };

  it('is written in the member’s staff language, with the summary, the message’s start and the link', () => {
    const mail = composeAssigneeEmail(
      stored,
      { id: 'm1', name: 'Ivan', email: 'ivan@staff.example', lang: 'ru' },
      settings,
    );
    expect(mail.to).toEqual({ name: 'Ivan', address: 'ivan@staff.example' });
    expect(mail.subject).toBe('Заявка №42 ваша: Демо, Анна[U+202E]gpj.exe');
    expect(mail.text).toContain('Компания: ООО Ромашка\n');
    expect(mail.text).toContain('Открыть в рабочем кабинете: https://agentica.example/staff/leads/42\n');
    expect(mail.text).not.toContain('КОНЕЦ');
    expect(mail.text).toContain(`${'Слово '.repeat(49)}Слово…`);
    expect(mail.messageId).toBe('<lead-42-assignee-m1@agentica.example>');
  });

  it('is in English for a member who chose no staff language', () => {
    const mail = composeAssigneeEmail(
      stored,
      { id: 'm2', name: 'Sam', email: 'sam@staff.example', lang: null },
      settings,
    );
    expect(mail.subject).toBe('Lead #42 is yours: Demo from Анна[U+202E]gpj.exe');
    expect(mail.text).toContain('Open it in the staff area: https://agentica.example/staff/leads/42\n');
  });
});
