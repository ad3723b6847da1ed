/**
 * Replying to a lead, on both stores: "replied" moves a new lead to contacted and writes its
 * timeline and audit rows; the reply templates start as the catalogs' defaults in six languages,
 * an admin's change is the one the lead page fills, a refused change keeps nothing.
 */
import { describe, expect, it } from 'vitest';
import { auditLog, leadReplyTemplates } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { catalogs } from '../../../src/i18n';
import { languages } from '../../../src/i18n/languages';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { getLead, timeline } from '../../../src/server/leads/inbox/lead';
import { replies } from '../../../src/actions/staff/replies';
import { replyTemplate, replyTemplates } from '../../../src/server/leads/inbox/replies';
import { saveLead } from '../../../src/server/leads/intake/store';
import { staffActing } from '../../support/integration/acting';
import { sampleLead } from '../../support/integration/leadsPeers';
import { freshStoreEach, testStores } from '../../support/integration/stores';

describe.each(testStores)('replying to a lead on $name', (store) => {
  const fresh = freshStoreEach(store);

  const sales = () =>
    staffActing(fresh.handle, 'staff-sales-1', 'sales', '203.0.113.7', { email: 'sol@staff.example' });
  const admin = () =>
    staffActing(fresh.handle, 'staff-admin-1', 'admin', '203.0.113.8', { email: 'ada@staff.example' });
  const auditRows = () =>
    fresh.db
      .select({
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        actorId: auditLog.actorId,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .orderBy(auditLog.id);
  const newLead = async () => (await saveLead(sampleLead(), { db: fresh.db, settings: parseEnv({}) })).id;

  it('"replied" moves a new lead to contacted, with the reply in its timeline and the audit log', async () => {
    const id = await newLead();
    expect(await leadActions.replied.perform({ lead: id, channel: 'email' }, sales())).toEqual({ saved: true });
    expect((await getLead(fresh.db, id))?.lead.status).toBe('contacted');
    const replied = (await timeline(fresh.db, id)).filter((entry) => entry.kind === 'replied');
    expect(replied).toEqual([
      expect.objectContaining({ actorId: 'staff-sales-1', detail: { channel: 'email', from: 'new', to: 'contacted' } }),
    ]);
    expect(await auditRows()).toEqual([
      {
        action: 'lead-replied',
        target: String(id),
        details: { channel: 'email', from: 'new', to: 'contacted' },
        actorId: 'staff-sales-1',
        ip: '203.0.113.7',
      },
    ]);
  });

  it('"replied" keeps a lead further on the pipeline where it is, and still records the reply', async () => {
    const id = await newLead();
    await leadActions.status.perform({ lead: id, status: 'qualified' }, sales());
    expect(await leadActions.replied.perform({ lead: id, channel: 'phone' }, sales())).toEqual({ saved: true });
    expect((await getLead(fresh.db, id))?.lead.status).toBe('qualified');
    expect((await timeline(fresh.db, id)).map((entry) => [entry.kind, entry.detail])).toEqual([
      ['created', { page: '/fr/' }],
      ['status', { from: 'new', to: 'qualified' }],
      ['replied', { channel: 'phone', from: 'qualified', to: 'qualified' }],
    ]);
    expect((await auditRows()).map((row) => row.action)).toEqual(['lead-status', 'lead-replied']);
  });

  it('"replied" to no such lead answers 404 and writes nothing', async () => {
    expect(await leadActions.replied.perform({ lead: 999_999, channel: 'email' }, sales())).toEqual({ status: 404 });
    expect(await auditRows()).toEqual([]);
  });

  it('the templates start as the catalogs’ defaults in every language, English for a language the site does not speak', async () => {
    const templates = await replyTemplates(fresh.db);
    expect(templates.map((each) => each.lang)).toEqual([...languages]);
    for (const template of templates)
      expect(template).toEqual({ lang: template.lang, ...catalogs[template.lang].leadReply, custom: false });
    expect(await replyTemplate(fresh.db, 'pt')).toEqual(catalogs.pt.leadReply);
    expect(await replyTemplate(fresh.db, 'de')).toEqual(catalogs.en.leadReply);
  });

  it('an admin’s template is the one used for leads in its language, audited; back to the default removes it', async () => {
    const typed = {
      lang: 'ru' as const,
      subject: '  Ответ на заявку {name}  ',
      body: 'Добрый день, {name}!\n\n{sender}',
    };
    expect(await replies.template.perform({ ...typed, reset: '' }, admin())).toEqual({ saved: 'ru' });
    expect(await replyTemplate(fresh.db, 'ru')).toEqual({
      subject: 'Ответ на заявку {name}',
      body: 'Добрый день, {name}!\n\n{sender}',
    });
    expect(await replyTemplate(fresh.db, 'es')).toEqual(catalogs.es.leadReply);
    expect((await replyTemplates(fresh.db)).find((each) => each.lang === 'ru')?.custom).toBe(true);
    // Saved again: one row per language, the newest text.
    expect(await replies.template.perform({ ...typed, subject: 'Второй', reset: '' }, admin())).toEqual({
      saved: 'ru',
    });
    expect(
      await fresh.db
        .select({
          lang: leadReplyTemplates.lang,
          subject: leadReplyTemplates.subject,
          updatedBy: leadReplyTemplates.updatedBy,
        })
        .from(leadReplyTemplates),
    ).toEqual([{ lang: 'ru', subject: 'Второй', updatedBy: 'staff-admin-1' }]);
    expect(await replies.template.perform({ lang: 'ru', subject: '', body: '', reset: 'reset' }, admin())).toEqual({
      saved: 'ru',
    });
    expect(await replyTemplate(fresh.db, 'ru')).toEqual(catalogs.ru.leadReply);
    expect(await auditRows()).toEqual([
      {
        action: 'reply-template',
        target: 'ru',
        details: { subject: 'Ответ на заявку {name}' },
        actorId: 'staff-admin-1',
        ip: '203.0.113.8',
      },
      {
        action: 'reply-template',
        target: 'ru',
        details: { subject: 'Второй' },
        actorId: 'staff-admin-1',
        ip: '203.0.113.8',
      },
      {
        action: 'reply-template',
        target: 'ru',
        details: { reset: 'true' },
        actorId: 'staff-admin-1',
        ip: '203.0.113.8',
      },
    ]);
  });

  it('refuses a template without a subject or text, or too long (422, what was typed handed back), and keeps nothing', async () => {
    expect(await replies.template.perform({ lang: 'fr', subject: ' ', body: 'Bonjour', reset: '' }, admin())).toEqual({
      refusal: 'subjectEmpty',
      typed: { lang: 'fr', subject: ' ', body: 'Bonjour' },
      status: 422,
    });
    expect(
      await replies.template.perform({ lang: 'fr', subject: 'Objet', body: '\n', reset: '' }, admin()),
    ).toMatchObject({
      refusal: 'bodyEmpty',
      status: 422,
    });
    expect(
      await replies.template.perform({ lang: 'fr', subject: 'Objet', body: 'x'.repeat(5001), reset: '' }, admin()),
    ).toMatchObject({
      refusal: 'tooLong',
      status: 422,
    });
    expect(
      await replies.template.perform({ lang: 'fr', subject: 'x'.repeat(201), body: 'Bonjour', reset: '' }, admin()),
    ).toMatchObject({
      refusal: 'tooLong',
      status: 422,
    });
    expect(await fresh.db.select().from(leadReplyTemplates)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});
