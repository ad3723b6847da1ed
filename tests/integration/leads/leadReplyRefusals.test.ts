/**
 * The reply sent from a lead's page as the built site answers it: refused to a visitor signed out
 * and to an editor (posted from the page or called by name), with nothing stored; a sales member's
 * reply is queued and answered with a 303 back to the page, whose timeline then shows the message
 * as text, markup and all; a refused reply comes back in the member's language with what was typed.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffCatalogs } from '../../../src/i18n';
import { auditLog, leadMessages, leads, outbox } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { saveLead } from '../../../src/server/leads/intake/store';
import { builtSiteEach } from '../../support/integration/builtSite';
import { sampleLead } from '../../support/integration/leadsPeers';
import { signedInEach, STAFF_SITE_URL } from '../../support/integration/staffSessions';
import { testStores } from '../../support/integration/stores';

type Who = 'anna' | 'ivan' | 'eddy' | 'out';

describe('a reply from the lead page over HTTP', () => {
  // No mail server listens there: the reply is queued, and the outbox tries it later.
  const site = builtSiteEach(testStores[0]!, { SITE_URL: STAFF_SITE_URL, SMTP_URL: 'smtp://127.0.0.1:9' });
  const cookies = signedInEach(site, { anna: 'admin', ivan: 'sales', eddy: 'editor' });
  let lead: number;

  beforeEach(async () => {
    const saved = await saveLead(sampleLead({ lang: 'ru', name: 'Анна', email: 'anna@client.example' }), {
      db: site.db,
      settings: parseEnv({}),
    });
    lead = saved.id;
  });

  const post = (who: Who, fields: Record<string, string>, fromPage = true) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ lead: String(lead), ...fields })) form.set(name, value);
    const url = fromPage
      ? `${site.origin}/staff/leads/${lead}?_action=staff.leads.reply`
      : `${site.origin}/_actions/staff.leads.reply`;
    return fetch(url, {
      method: 'POST',
      body: form,
      headers: { origin: site.origin, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
      redirect: 'manual',
    });
  };
  const stored = async () => ({
    messages: await site.db.select().from(leadMessages),
    outbox: await site.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.channel, 'reply')),
    audit: await site.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'lead-email')),
    lead: (await site.db.select().from(leads).where(eq(leads.id, lead)))[0],
  });
  const page = async (who: Who) =>
    (await fetch(`${site.origin}/staff/leads/${lead}`, { headers: { cookie: cookies[who] } })).text();

  it('refuses the signed out and an editor, from the page and by name, changing nothing', async () => {
    const before = await stored();
    const fields = { subject: 'Тема', body: 'Текст' };
    for (const who of ['out', 'eddy'] as const) {
      expect((await post(who, fields, false)).status, `${who} by name`).toBe(403);
      expect((await post(who, fields)).status, `${who} from the page`).toBe(who === 'out' ? 303 : 403);
    }
    expect(await stored()).toEqual(before);
    // The editor is not offered the form either: the lead page is not theirs.
    expect((await fetch(`${site.origin}/staff/leads/${lead}`, { headers: { cookie: cookies.eddy } })).status).toBe(403);
  });

  it("queues a sales member's reply, answers 303, and shows it on the timeline as text", async () => {
    const html = await page('ivan');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain(staffCatalogs.en.leadPage.compose.send);
    const body = '<script>alert(1)</script> <img src=x onerror=alert(2)>';
    const answer = await post('ivan', { subject: '<b>Тема</b>', body });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/staff/leads/${lead}?saved`);
    const after = await stored();
    expect(after.messages.map((message) => [message.subject, message.body])).toEqual([['<b>Тема</b>', body]]);
    expect(after.outbox).toHaveLength(1);
    expect(after.audit).toHaveLength(1);
    expect(after.lead!.status).toBe('contacted');
    const shown = await page('ivan');
    expect(shown).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;');
    expect(shown).toContain('&lt;b&gt;Тема&lt;/b&gt;');
    expect(shown).not.toMatch(/<script>alert|<img src=x/);
    expect(shown).toContain(staffCatalogs.en.leadPage.message.states.queued);
  });

  it('answers a refused reply with the reason in the member’s language and the form as typed', async () => {
    await fetch(`${site.origin}/staff/account?_action=staff.account.language`, {
      method: 'POST',
      body: new URLSearchParams({ lang: 'ru' }),
      headers: { origin: site.origin, cookie: cookies.anna },
      redirect: 'manual',
    });
    const answer = await post('anna', { subject: '', body: 'Мой текст <i>как есть</i>' });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain(staffCatalogs.ru.leadPage.compose.refusals.subjectEmpty);
    expect(html).toContain('Мой текст &lt;i&gt;как есть&lt;/i&gt;</textarea>');
    expect((await stored()).messages).toEqual([]);
  });
});
