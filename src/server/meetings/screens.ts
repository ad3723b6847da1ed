/** What the meeting screens show: the types (admins), and the hours forms of the account and team screens. */
import type { SiteApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { hostHoursForms } from './hostChanges.ts';
import { listMeetingTypes } from './typeChanges.ts';

/** A meeting type as the screens read it. */
export type MeetingTypeRow = Awaited<ReturnType<typeof listMeetingTypes>>[number];

/** Every meeting type in the booking's order, and the one just saved (`?saved=`) when it is one of them. */
export async function meetingTypesScreen(app: Pick<SiteApp, 'db'>, query: URLSearchParams) {
  const types = await listMeetingTypes(await app.db());
  return { types, saved: types.find((type) => type.id === query.get('saved'))?.id };
}

/** The hours forms of `memberIds` (members who take leads), and the active types they may tick, by id and names. */
export async function hostingScreen(db: Database, memberIds: readonly string[]) {
  const [forms, types] = await Promise.all([hostHoursForms(db, memberIds), listMeetingTypes(db)]);
  return {
    forms,
    types: types.filter((type) => type.active).map(({ id, names }) => ({ id, names })),
  };
}
