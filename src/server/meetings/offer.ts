/**
 * What the meeting form offers a visitor: the first active meeting type offered in the page's
 * language that someone is free for, and its next free times. The server shows them on the
 * place's wall clock (an office's, or the main office's for an online meeting), naming the zone;
 * the form's script shows them again on the visitor's.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { meetingTypes } from '../db/schema.ts';
import { mainOfficeOf, offices, officeTimeZones, type OfficeId } from '../../data/offices.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { MeetingOffer } from '../../forms/slots.ts';
import { errorKind } from '../log.ts';
import { freeTimesOf } from './schedules.ts';

/** How many free starts the form lists at most: about a week of a member's mornings and afternoons. */
const OFFERED_STARTS = 60;

/** The wall clock a meeting at `place` is shown on without script. */
export function placeTimeZone(place: string): string {
  return officeTimeZones[place as OfficeId] ?? officeTimeZones[mainOfficeOf(offices).id];
}

/** The meeting the form offers in `lang` now, or undefined when no type is offered there or nobody is free. */
async function meetingOffer(db: Database, lang: Lang, now: Date): Promise<MeetingOffer | undefined> {
  const types = await db
    .select()
    .from(meetingTypes)
    .where(eq(meetingTypes.active, true))
    .orderBy(asc(meetingTypes.position), asc(meetingTypes.id));
  for (const type of types) {
    if (!type.languages.includes(lang)) continue;
    const free = await freeTimesOf(db, type, now, OFFERED_STARTS);
    if (!free.length) continue;
    return {
      typeId: type.id,
      name: type.names[lang] ?? type.names['en'] ?? type.id,
      minutes: type.minutes,
      timeZone: placeTimeZone(type.place),
      starts: free.map((slot) => slot.start.toISOString()),
    };
  }
  return undefined;
}

/**
 * The meeting a page offers now, read through the app's store; undefined when none is offered,
 * or when the store cannot be read (the page then shows the meeting request, which asks no time).
 */
export async function offeredMeeting(app: { db(): Promise<Database> }, lang: Lang): Promise<MeetingOffer | undefined> {
  try {
    return await meetingOffer(await app.db(), lang, new Date());
  } catch (error) {
    console.warn(`[meetings] could not read the free times: ${errorKind(error)}`);
    return undefined;
  }
}
