/**
 * The content screen's changes on both stores, as the staff actions hand them over: an editor
 * publishes a new price (a new version and its audit row), a price that is no number or not
 * whole is refused at its field with nothing kept, a member limited to one language is refused
 * (403, nothing changed) for another language and for the shared price table, and saves their own.
 * Two published versions compare field by field, under the same language rule.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { content } from '../../../src/actions/staff/content';
import { SHARED } from '../../../src/content/documents';
import { seedPackageCopy } from '../../../src/content/packages';
import type { Database } from '../../../src/server/db/client';
import { auditLog, staffUser } from '../../../src/server/db/schema';
import { documentComparison } from '../../../src/server/documents/compareVersions';
import { fieldsOf } from '../../../src/server/documents/documentForm';
import { publishNow, saveDraft, schedule } from '../../../src/server/documents/staffDocuments';
import { readDocument, seedDocumentsIfEmpty } from '../../../src/server/documents/store';
import { listDocumentVersions } from '../../../src/server/documents/versions';
import { acceptInvite, inviteStaff } from '../../../src/server/staff/accounts';
import { createAuth } from '../../../src/server/staff/auth';
import { sessionMember, type StaffMember } from '../../../src/server/staff/member';
import { signIn } from '../../../src/server/staff/signIn';
import { createSignInLimiter } from '../../../src/server/staff/signInLimit';
import { team } from '../../../src/actions/staff/team';
import { staffActing } from '../../support/integration/acting';
import { testStores } from '../../support/integration/stores';

const now = new Date('2026-12-01T09:00:00Z');

describe.each(testStores)('the content screen on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  beforeEach(async () => {
    handle = await store.open();
    db = handle.db;
    await seedDocumentsIfEmpty(db);
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  const editor = () => staffActing(handle, 'staff-editor-1', 'editor', '203.0.113.9', { email: 'eda@staff.example' });
  const translator = () =>
    staffActing(handle, 'staff-translator-1', 'editor', '203.0.113.10', {
      email: 'tia@staff.example',
      contentLanguages: ['id'],
    });
  /** The price table's form as the editor opens it (each package's place also kept as it was), with `changes` typed over it. */
  const pricesForm = async (changes: Record<string, string>) => {
    const opened = fieldsOf('packages', (await readDocument(db, 'packages', SHARED))!.published);
    const was = Object.fromEntries(
      Object.entries(opened).flatMap(([name, value]) =>
        name.startsWith('position.') ? [[name.replace('position.', 'was.'), value]] : [],
      ),
    );
    return { key: 'packages' as const, lang: 'all', ...opened, ...was, ...changes };
  };
  const auditRows = () =>
    db
      .select({ action: auditLog.action, target: auditLog.target, actorId: auditLog.actorId })
      .from(auditLog)
      .orderBy(auditLog.id);

  it('publishes a new rouble price as version 2, with its audit row', async () => {
    expect(await publishNow(await pricesForm({ 'RUB.growth': '85000' }), editor(), now)).toEqual({
      done: 'published',
      version: 2,
    });
    const stored = await readDocument(db, 'packages', SHARED);
    expect(stored).toMatchObject({ version: 2, publishedBy: 'staff-editor-1', draft: null });
    expect(
      (stored!.published as { items: { id: string; prices: { RUB: number } }[] }).items.find(
        (item) => item.id === 'growth',
      )!.prices.RUB,
    ).toBe(85000);
    expect((await listDocumentVersions(db, 'packages', SHARED)).map((each) => each.version)).toEqual([2, 1]);
    expect(await auditRows()).toEqual([{ action: 'content-publish', target: 'packages/*', actorId: 'staff-editor-1' }]);
  });

  it('moves a package to the place chosen in its position select', async () => {
    await publishNow(await pricesForm({ 'position.scale': '1' }), editor(), now);
    const stored = (await readDocument(db, 'packages', SHARED))!.published as { items: { id: string }[] };
    expect(stored.items.map((item) => item.id)).toEqual(['scale', 'start', 'growth']);
  });

  it('refuses a price that is no number or not whole at its field, keeping what was typed and storing nothing', async () => {
    const typed = await pricesForm({ 'RUB.growth': '79000.5', 'USD.start': 'lots' });
    expect(await publishNow(typed, editor(), now)).toEqual({
      errors: { 'RUB.growth': 'price.whole', 'USD.start': 'price.number' },
      typed: withoutName(typed),
      status: 422,
    });
    expect(await saveDraft(await pricesForm({ 'RUB.scale': '0' }), editor(), now)).toMatchObject({
      errors: { 'RUB.scale': 'price.min' },
      status: 422,
    });
    expect(await readDocument(db, 'packages', SHARED)).toMatchObject({ version: 1, draft: null });
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a member limited to Indonesian another language and the shared price table (403, nothing changed), and saves their own', async () => {
    const ruCopy = {
      key: 'packageCopy' as const,
      lang: 'ru',
      ...fieldsOf('packageCopy', seedPackageCopy('ru')),
      'description.start': 'Другое описание',
    };
    // Refused by the actions' `authorize`, before anything runs.
    expect(await content.save.perform(ruCopy, translator())).toEqual({ status: 403 });
    expect(await content.publish.perform(await pricesForm({ 'RUB.growth': '1' }), translator())).toEqual({
      status: 403,
    });
    expect(await content.schedule.perform({ ...ruCopy, publishAt: '2027-01-01T10:00' }, translator())).toEqual({
      status: 403,
    });
    expect(await content.cancel.perform({ key: 'packageCopy', lang: 'ru' }, translator())).toEqual({ status: 403 });
    expect(await content.restore.perform({ key: 'packages', lang: 'all', version: 1 }, translator())).toEqual({
      status: 403,
    });
    expect(await readDocument(db, 'packageCopy', 'ru')).toMatchObject({ version: 1, draft: null });
    expect(await readDocument(db, 'packages', SHARED)).toMatchObject({ version: 1, draft: null });

    const idCopy = {
      key: 'packageCopy',
      lang: 'id',
      ...fieldsOf('packageCopy', seedPackageCopy('id')),
      'description.start': 'Deskripsi baru',
      'features.start': 'Satu\n\n  Dua  ',
    };
    expect(await saveDraft(idCopy, translator(), now)).toEqual({ done: 'saved' });
    const saved = await readDocument(db, 'packageCopy', 'id');
    expect(saved).toMatchObject({
      version: 1,
      draftBy: 'staff-translator-1',
      draft: { start: { description: 'Deskripsi baru', features: ['Satu', 'Dua'] } },
    });
    expect(await auditRows()).toEqual([
      { action: 'content-draft', target: 'packageCopy/id', actorId: 'staff-translator-1' },
    ]);
  });

  it('compares two published versions field by field: the changed price old and new, the rest counted; refused a translator for another language', async () => {
    await publishNow(await pricesForm({ 'RUB.growth': '85000' }), editor(), now);
    await publishNow(await pricesForm({ 'USD.start': '1099' }), editor(), now);
    const compare = (member: Pick<StaffMember, 'contentLanguages'>, key: string, segment: string, query = '') =>
      documentComparison(db, member, key, segment, new URLSearchParams(query));
    const everyLanguage = { contentLanguages: null };
    expect(await compare(everyLanguage, 'packages', 'all', 'from=1&to=2')).toEqual({
      status: 200,
      comparison: {
        key: 'packages',
        lang: SHARED,
        versions: [3, 2, 1],
        current: 3,
        from: 1,
        to: 2,
        changes: [{ path: ['growth', 'prices', 'RUB'], from: 79000, to: 85000 }],
        unchanged: 14,
      },
    });
    // Without a choice: the published version against the one before it.
    expect(await compare(everyLanguage, 'packages', 'all')).toMatchObject({
      comparison: {
        from: 2,
        to: 3,
        changes: [{ path: ['start', 'prices', 'USD'], from: 999, to: 1099 }],
        unchanged: 14,
      },
    });
    expect(await compare(everyLanguage, 'packages', 'all', 'from=1&to=3')).toMatchObject({
      comparison: {
        changes: [{ path: ['start', 'prices', 'USD'] }, { path: ['growth', 'prices', 'RUB'] }],
        unchanged: 13,
      },
    });
    expect(await compare(everyLanguage, 'packages', 'all', 'from=1&to=9')).toEqual({ status: 404 });
    expect(await compare(everyLanguage, 'packages', 'all', 'from=one')).toEqual({ status: 404 });
    expect(await compare(everyLanguage, 'packageCopy', 'xx')).toEqual({ status: 404 });

    const limited = { contentLanguages: ['id' as const] };
    expect(await compare(limited, 'packageCopy', 'ru', 'from=1&to=1')).toEqual({ status: 403 });
    expect(await compare(limited, 'packages', 'all', 'from=1&to=2')).toEqual({ status: 403 });
    expect(await compare(limited, 'packageCopy', 'id', 'from=1&to=1')).toMatchObject({
      status: 200,
      comparison: { changes: [], unchanged: expect.any(Number) },
    });
  });

  it('schedules on the member’s clock and refuses a moment already past at its field', async () => {
    const moscow = staffActing(handle, 'staff-editor-2', 'editor', undefined);
    moscow.member.timeZone = 'Europe/Moscow';
    const form = { key: 'packageCopy', lang: 'en', ...fieldsOf('packageCopy', seedPackageCopy('en')) };
    expect(await schedule({ ...form, publishAt: '2026-12-01T11:00' }, moscow, now)).toMatchObject({
      errors: { publishAt: 'schedule.past' },
      status: 422,
    });
    expect(await schedule({ ...form, publishAt: 'soon' }, moscow, now)).toMatchObject({
      errors: { publishAt: 'schedule.when' },
      status: 422,
    });
    expect(await schedule({ ...form, publishAt: '2026-12-01T13:30' }, moscow, now)).toEqual({ done: 'scheduled' });
    expect((await readDocument(db, 'packageCopy', 'en'))!.publishAt).toEqual(new Date('2026-12-01T10:30:00Z'));
  });
});

describe.each(testStores)('a member’s content languages on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(() => handle.cleanup());

  it('are set by an admin with an audit row, and reach the member’s session (none checked: every language)', async () => {
    const site = { SITE_URL: 'http://127.0.0.1:4999', HOST: '127.0.0.1', PORT: 4999 };
    const auth = createAuth(handle.db, 'a-test-secret-of-enough-length-0123456789', site);
    const password = 'plum sunrise kettle bravo';
    const { token } = await inviteStaff(handle.db, { email: 'tia@staff.example', role: 'editor' });
    await acceptInvite(handle.db, auth, { token, name: 'Tia', password });
    const headers = (cookie?: string) =>
      new Headers({ 'x-forwarded-for': '203.0.113.10', origin: site.SITE_URL, ...(cookie ? { cookie } : {}) });
    const limiter = createSignInLimiter({ REDIS_URL: undefined }, { max: 10, windowSeconds: 900 });
    const signedIn = await signIn(
      { db: handle.db, auth, limiter },
      { email: 'tia@staff.example', password, ip: '203.0.113.10', headers: headers() },
    );
    if (!signedIn.ok) throw new Error('sign-in failed');
    const cookie = (signedIn as { cookies: string[] }).cookies.map((each) => each.split(';')[0]).join('; ');
    const member = async () =>
      (await sessionMember(auth, new Request('http://127.0.0.1:4999/staff', { headers: headers(cookie) }))).member
        ?.contentLanguages;
    expect(await member()).toBeNull();

    const admin = staffActing(handle, 'staff-admin-1', 'admin', '203.0.113.1', { email: 'ada@staff.example' });
    expect(await team.contentLanguages.perform({ email: 'tia@staff.example', languages: ['pt', 'id'] }, admin)).toEqual(
      {
        contentLanguages: { email: 'tia@staff.example', name: 'Tia', languages: ['id', 'pt'] },
      },
    );
    expect(await member()).toEqual(['id', 'pt']);
    expect(await team.contentLanguages.perform({ email: 'tia@staff.example', languages: [] }, admin)).toMatchObject({
      contentLanguages: { languages: null },
    });
    expect(await member()).toBeNull();
    expect(await team.contentLanguages.perform({ email: 'nobody@staff.example', languages: ['id'] }, admin)).toEqual({
      refusal: 'unknown',
      status: 422,
    });
    const rows = await handle.db
      .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'member-languages'))
      .orderBy(auditLog.id);
    expect(rows).toEqual([
      { action: 'member-languages', target: 'tia@staff.example', details: { languages: 'id pt' } },
      { action: 'member-languages', target: 'tia@staff.example', details: { languages: 'all' } },
    ]);
    expect(
      (
        await handle.db
          .select({ contentLanguages: staffUser.contentLanguages })
          .from(staffUser)
          .where(eq(staffUser.email, 'tia@staff.example'))
      )[0],
    ).toEqual({ contentLanguages: null });
  });
});

/** The form's own fields, without the document's name. */
function withoutName({ key: _key, lang: _lang, ...fields }: Record<string, string>): Record<string, string> {
  return fields;
}
