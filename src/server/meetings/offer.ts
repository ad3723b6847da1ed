/**
 * What the meeting form offers a visitor: an active meeting type offered in the page's language
 * that someone is free for (the one they chose, else the first), its next free times, and the
 * other such types. The server shows them on the
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

/**
 * The meeting the form offers in `lang` now: the type `chosen` when it is offered there and
 * someone is free for it, else the first such type by position; with the others to choose
 * instead. Undefined when no type is offered there or nobody is free.
 */
async function meetingOffer(
  db: Database,
  lang: Lang,
  now: Date,
  chosen: string | undefined,
): Promise<MeetingOffer | undefined> {
  const types = await db
    .select()
    .from(meetingTypes)
    .where(eq(meetingTypes.active, true))
    .orderBy(asc(meetingTypes.position), asc(meetingTypes.id));
  const offered = [];
  for (const type of types) {
    if (!type.languages.includes(lang)) continue;
    const free = await freeTimesOf(db, type, now, OFFERED_STARTS);
    if (free.length) offered.push({ type, free });
  }
  const shown = offered.find(({ type }) => type.id === chosen) ?? offered[0];
  if (!shown) return undefined;
  const nameOf = (type: (typeof types)[number]) => type.names[lang] ?? type.names['en'] ?? type.id;
  return {
    typeId: shown.type.id,
    name: nameOf(shown.type),
    minutes: shown.type.minutes,
    timeZone: placeTimeZone(shown.type.place),
    starts: shown.free.map((slot) => slot.start.toISOString()),
    others: offered
      .filter((each) => each !== shown)
      .map(({ type }) => ({ typeId: type.id, name: nameOf(type), minutes: type.minutes })),
  };
}

/**
 * The meeting a page offers now, read through the app's store; undefined when none is offered,
 * or when the store cannot be read (the page then shows the meeting request, which asks no time).
 */
export async function offeredMeeting(
  app: { db(): Promise<Database> },
  lang: Lang,
  /** The type the visitor chose (`?meeting=`), if any. */
  chosen?: string | undefined,
): Promise<MeetingOffer | undefined> {
  try {
    return await meetingOffer(await app.db(), lang, new Date(), chosen);
  } catch (error) {
    console.warn(`[meetings] could not read the free times: ${errorKind(error)}`);
    return undefined;
  }
}
