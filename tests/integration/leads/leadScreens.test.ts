/**
 * What the leads screens show, from a real store (both stores): the inbox with its next page and
 * the routing link by role, one lead with its reply links, the reply templates, the routing rules,
 * and the export of the ticked leads refused to a member who may not export.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages';
import { parseEnv } from '../../../src/server/env';
import {
  inboxScreen,
  inboxSelectionExport,
  leadIdOf,
  leadScreen,
  replyTemplatesScreen,
} from '../../../src/server/leads/inbox/screens';
import { saveLead } from '../../../src/server/leads/intake/store';
import { routingScreen } from '../../../src/server/leads/routing/screens';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { staffActing } from '../../support/integration/acting';
import { sampleLead } from '../../support/integration/leadsPeers';
import { appOn, freshStoreEach, testStores } from '../../support/integration/stores';

const now = new Date();
const query = (text = '') => new URLSearchParams(text);

describe.each(testStores)('the leads screens on $name', (store) => {
  const fresh = freshStoreEach(store);
  const member = (role: StaffRole) => staffActing(fresh.handle, `${role}-id`, role).member;
  const stored = async (overrides: Parameters<typeof sampleLead>[0] = {}) =>
    (await saveLead(sampleLead(overrides), { db: fresh.db, settings: parseEnv({}) })).id;

  it('the inbox links its next page with the view kept, and the routing rules for an admin only', async () => {
    for (let index = 0; index < 51; index++) await stored({ email: `lead${index}@client.example` });
    const app = appOn(fresh.handle);
    const first = await inboxScreen(app, member('sales'), { query: query('status=new'), now });
    expect(first.page.leads).toHaveLength(50);
    expect(first.counts.total).toBe(51);
    expect(first.paged).toBe(false);
    expect(first.nextHref).toMatch(/^\/staff\/leads\?status=new&after=[^&]+$/);
    expect(first.routingHref).toBeUndefined();
    expect(first.meetingTypesHref).toBeUndefined();

    const next = await inboxScreen(app, member('admin'), {
      query: new URL(first.nextHref!, 'http://site.example').searchParams,
      now,
    });
    expect(next.page.leads).toHaveLength(1);
    expect(next.paged).toBe(true);
    expect(next.nextHref).toBeUndefined();
    expect(next.routingHref).toBe('/staff/leads/routing');
    expect(next.meetingTypesHref).toBe('/staff/leads/meeting-types');
    expect(next.filter.status).toBe('new');
  });

  it('one lead comes with its reply links in its language, the templates link for an admin only', async () => {
    const id = await stored({ lang: 'ru', email: 'maria@client.example', phone: '8 912 345-67-89', name: 'Мария' });
    const app = appOn(fresh.handle);
    const sales = await leadScreen(app, member('sales'), String(id));
    expect(sales.detail?.lead.id).toBe(id);
    expect(sales.reply).toMatchObject({
      lang: 'ru',
      email: 'maria@client.example',
      tel: 'tel:+79123456789',
      phone: '8 912 345-67-89',
    });
    expect(sales.reply?.mailto).toMatch(/^mailto:maria@client\.example\?/);
    expect(sales.reply?.text).toContain('Мария');
    expect(sales.templatesHref).toBeUndefined();
    expect((await leadScreen(app, member('admin'), String(id))).templatesHref).toBe('/staff/leads/replies');
  });

  it('a path that names no lead shows none', async () => {
    const app = appOn(fresh.handle);
    for (const param of ['0', '12abc', '99999', '12345678901234567', undefined]) {
      const screen = await leadScreen(app, member('sales'), param);
      expect({ detail: screen.detail, timeline: screen.timeline, reply: screen.reply }, String(param)).toEqual({
        detail: undefined,
        timeline: [],
        reply: undefined,
      });
    }
    expect(leadIdOf('42')).toBe(42);
    expect(leadIdOf('042')).toBeUndefined();
  });

  it('the reply templates are one per language and name a language just saved, nothing else', async () => {
    const app = appOn(fresh.handle);
    const screen = await replyTemplatesScreen(app, query('saved=fr'));
    expect(screen.templates.map((template) => template.lang)).toEqual([...languages]);
    expect(screen.saved).toBe('fr');
    expect((await replyTemplatesScreen(app, query('saved=xx'))).saved).toBeUndefined();
  });

  it('the routing rules screen names what was just done, nothing else', async () => {
    const app = appOn(fresh.handle);
    const screen = await routingScreen(app, query('done=moved'));
    expect(screen).toMatchObject({ rules: [], members: [], done: 'moved' });
    expect((await routingScreen(app, query('done=burned'))).done).toBeUndefined();
  });

  it('the leads ticked are exported to a member who may export, refused to one who may not', async () => {
    const id = await stored();
    const app = appOn(fresh.handle);
    const refused = await inboxSelectionExport(app, member('editor'), [id], '203.0.113.9');
    expect(refused.status).toBe(403);
    const csv = await inboxSelectionExport(app, member('sales'), [id], '203.0.113.9');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('jane.doe@client.example');
  });
});
