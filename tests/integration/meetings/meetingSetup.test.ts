/**
 * The staff side of meetings on both stores: an admin creates, edits and deactivates meeting
 * types, every field refused at once with nothing stored; a member who takes leads sets when they
 * meet on their account (their own hours only, whatever else is posted), an admin anyone's on the
 * team screen, and the free times follow what was saved. Each change leaves its audit row.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { account } from '../../../src/actions/staff/account';
import { meetings } from '../../../src/actions/staff/meetings';
import { team } from '../../../src/actions/staff/team';
import { auditLog, meetingHosts, meetingTypes, staffUser } from '../../../src/server/db/schema';
import { canonicalTimeZone } from '../../../src/format/staffClock';
import { freeTimesOf, offeredType } from '../../../src/server/meetings/schedules';
import type { MeetingTypeInput } from '../../../src/server/meetings/typeChanges';
import { staffActing } from '../../support/integration/acting';
import { freshStoreEach, testStores } from '../../support/integration/stores';

const members = [
  { id: 'staff-anna', name: 'Anna', email: 'anna@staff.example', role: 'admin' },
  { id: 'staff-ivan', name: 'Ivan', email: 'ivan@staff.example', role: 'sales' },
  { id: 'staff-olga', name: 'Olga', email: 'olga@staff.example', role: 'sales' },
  { id: 'staff-eddy', name: 'Eddy', email: 'eddy@staff.example', role: 'editor' },
];

/** A type's form as an admin fills it in, with `fields` changed. */
const typeForm = (fields: Partial<MeetingTypeInput> = {}): MeetingTypeInput => ({
  editing: '',
  id: 'intro',
  'name-en': 'Introduction',
  'name-ru': 'Знакомство',
  'name-id': '',
  'name-es': '',
  'name-fr': '',
  'name-pt': '',
  minutes: '30',
  bufferBeforeMinutes: '10',
  bufferAfterMinutes: '10',
  minNoticeMinutes: '60',
  horizonDays: '14',
  stepMinutes: '30',
  place: 'online',
  videoLink: 'https://meet.example.com/{uid}',
  languages: ['en', 'ru'],
  active: 'on',
  ...fields,
});

const hoursForm = { timeZone: 'UTC', weekly: 'Mon 09:00-12:00, 13:00-17:00', daysOff: '', types: ['intro'] };

describe.each(testStores)('setting up meetings on $name', (store) => {
  const fresh = freshStoreEach(store);
  beforeEach(async () => {
    await fresh.db.insert(staffUser).values(members);
  });
  const as = (id: string, role: 'admin' | 'sales' | 'editor') =>
    staffActing(fresh.handle, id, role, undefined, { email: `${id.slice(6)}@staff.example` });
  const audits = async () =>
    (await fresh.db.select().from(auditLog).orderBy(auditLog.id)).map(({ action, target, details, actorId }) => ({
      action,
      target,
      details,
      actorId,
    }));
  const hostOf = async (memberId: string) =>
    (await fresh.db.select().from(meetingHosts).where(eq(meetingHosts.memberId, memberId)))[0];

  it('creates a type, edits and deactivates it, refuses a taken id and an unknown type, with an audit row per change', async () => {
    const anna = as('staff-anna', 'admin');
    expect(await meetings.saveType.perform(typeForm({ id: 'intro', 'name-en': ' Introduction ' }), anna)).toEqual({
      saved: { id: 'intro', created: true, active: true },
    });
    expect(await meetings.saveType.perform(typeForm({ id: 'intro' }), anna)).toMatchObject({
      errors: { id: { key: 'idTaken' } },
      status: 422,
    });
    // At an office the video link typed before is not kept; unticked, the type is offered to nobody.
    const edited = typeForm({ editing: 'intro', id: 'ignored', place: 'moscow', active: '', minutes: '45' });
    expect(await meetings.saveType.perform(edited, anna)).toEqual({
      saved: { id: 'intro', created: false, active: false },
    });
    expect(await meetings.saveType.perform(typeForm({ editing: 'gone' }), anna)).toEqual({
      notFound: true,
      status: 404,
    });
    const [stored] = await fresh.db.select().from(meetingTypes);
    expect(stored).toMatchObject({
      id: 'intro',
      position: 1,
      names: { en: 'Introduction', ru: 'Знакомство' },
      minutes: 45,
      place: 'moscow',
      videoLink: null,
      languages: ['en', 'ru'],
      active: false,
    });
    expect(await offeredType(fresh.db, 'intro')).toBeUndefined();
    expect(await audits()).toEqual([
      {
        action: 'meeting-type-save',
        target: 'intro',
        details: { created: 'true', active: 'true', place: 'online', minutes: '30', languages: 'en ru' },
        actorId: 'staff-anna',
      },
      {
        action: 'meeting-type-save',
        target: 'intro',
        details: { active: 'false', place: 'moscow', minutes: '45', languages: 'en ru' },
        actorId: 'staff-anna',
      },
    ]);
  });

  it('refuses every wrong field at once, each with its message, and stores nothing', async () => {
    const wrong = typeForm({
      id: 'Intro Call',
      'name-en': ' ',
      'name-fr': 'x'.repeat(81),
      minutes: '4',
      bufferBeforeMinutes: '-5',
      horizonDays: '1.5',
      stepMinutes: 'half an hour',
      place: 'online',
      videoLink: 'http://meet.example.com/{uid}',
      languages: [],
    });
    expect(await meetings.saveType.perform(wrong, as('staff-anna', 'admin'))).toEqual({
      errors: {
        id: { key: 'slug' },
        'name-en': { key: 'required' },
        'name-fr': { key: 'tooLong', max: 80 },
        minutes: { key: 'number', min: 5, max: 480 },
        bufferBeforeMinutes: { key: 'number', min: 0, max: 240 },
        horizonDays: { key: 'number', min: 1, max: 365 },
        stepMinutes: { key: 'number', min: 5, max: 240 },
        videoLink: { key: 'https' },
        languages: { key: 'noLanguages' },
      },
      typed: wrong,
      status: 422,
    });
    const online = await meetings.saveType.perform(
      typeForm({ videoLink: '', place: 'mars' }),
      as('staff-anna', 'admin'),
    );
    expect(online.errors).toEqual({ place: { key: 'place' } });
    expect((await meetings.saveType.perform(typeForm({ videoLink: ' ' }), as('staff-anna', 'admin'))).errors).toEqual({
      videoLink: { key: 'videoLinkRequired' },
    });
    expect(await fresh.db.select().from(meetingTypes)).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('a member sets their own hours only, in a zone kept by its runtime name; the free times follow them', async () => {
    await meetings.saveType.perform(typeForm(), as('staff-anna', 'admin'));
    await meetings.saveType.perform(typeForm({ id: 'old', active: '' }), as('staff-anna', 'admin'));
    const ivan = as('staff-ivan', 'sales');
    // An email posted beside the fields is not the account action's: Ivan's own hours are saved, not Olga's.
    const posted = {
      ...hoursForm,
      timeZone: 'Asia/Kolkata',
      daysOff: '2026-12-07, 2026-12-01',
      email: 'olga@staff.example',
    };
    expect(await account.meetingHours.perform(posted, ivan)).toMatchObject({ hours: { email: 'ivan@staff.example' } });
    expect(await hostOf('staff-olga')).toBeUndefined();
    expect(await hostOf('staff-ivan')).toMatchObject({
      timeZone: canonicalTimeZone('Asia/Kolkata'),
      weekly: [
        [
          [540, 720],
          [780, 1020],
        ],
        [],
        [],
        [],
        [],
        [],
        [],
      ],
      daysOff: ['2026-12-01', '2026-12-07'],
      typeIds: ['intro'],
    });
    // Mondays in India: 09:00 there is 03:30 UTC; Monday the 7th is a day off, so the first free time is the 14th.
    const type = (await offeredType(fresh.db, 'intro'))!;
    const slots = await freeTimesOf(fresh.db, type, new Date('2026-11-30T12:00:00Z'), 1);
    expect(slots.map((slot) => [slot.start.toISOString(), slot.memberIds])).toEqual([
      ['2026-12-14T03:30:00.000Z', ['staff-ivan']],
    ]);

    // An inactive type he took stays his; ticking a type that is not active adds nothing.
    await fresh.db
      .update(meetingHosts)
      .set({ typeIds: ['intro', 'old'] })
      .where(eq(meetingHosts.memberId, 'staff-ivan'));
    await account.meetingHours.perform({ ...hoursForm, types: ['ghost'] }, ivan);
    expect((await hostOf('staff-ivan'))!.typeIds).toEqual(['old']);
    const [first, second] = (await audits()).filter((row) => row.action === 'meeting-hours');
    expect(first).toEqual({
      action: 'meeting-hours',
      target: 'ivan@staff.example',
      details: { timeZone: canonicalTimeZone('Asia/Kolkata'), weekly: hoursForm.weekly, types: 'intro', daysOff: '2' },
      actorId: 'staff-ivan',
    });
    expect(second?.details).toEqual({ timeZone: 'UTC', weekly: hoursForm.weekly, types: 'old', daysOff: '0' });
  });

  it('refuses hours it cannot read at each field, keeping the hours stored, and anyone who may not host', async () => {
    const ivan = as('staff-ivan', 'sales');
    await account.meetingHours.perform(hoursForm, ivan);
    const before = await hostOf('staff-ivan');
    const typed = {
      timeZone: 'Mars/Olympus',
      weekly: 'Mon 09:00-12:00\nTue 13:00-12:00',
      daysOff: '2026-02-30',
      types: [],
    };
    expect(await account.meetingHours.perform(typed, ivan)).toEqual({
      errors: {
        timeZone: { key: 'timeZone' },
        weekly: { key: 'weekly', line: 2, problem: 'range' },
        daysOff: { key: 'daysOff', value: '2026-02-30' },
      },
      typed,
      status: 422,
    });
    expect(await hostOf('staff-ivan')).toEqual(before);

    // The admin sets a sales member's hours on the team screen; an editor and an unknown address are refused.
    const anna = as('staff-anna', 'admin');
    expect(await team.meetingHours.perform({ ...hoursForm, email: 'OLGA@staff.example' }, anna)).toMatchObject({
      hours: { email: 'olga@staff.example', name: 'Olga' },
    });
    expect(await team.meetingHours.perform({ ...hoursForm, email: 'eddy@staff.example' }, anna)).toEqual({
      refusal: 'cannotHost',
      status: 422,
    });
    expect(await team.meetingHours.perform({ ...hoursForm, email: 'nobody@staff.example' }, anna)).toEqual({
      refusal: 'unknown',
      status: 422,
    });
    expect(await hostOf('staff-eddy')).toBeUndefined();
    expect((await audits()).map((row) => [row.action, row.target, row.actorId])).toEqual([
      ['meeting-hours', 'ivan@staff.example', 'staff-ivan'],
      ['meeting-hours', 'olga@staff.example', 'staff-anna'],
    ]);
  });
});
