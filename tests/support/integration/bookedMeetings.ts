/** Booked meetings as the store keeps them, written straight in: for the agenda and feed tests, which read them. */
import type { Database } from '../../../src/server/db/client';
import { leads, meetingHosts, meetingTypes, meetings } from '../../../src/server/db/schema';

const allWeek = Array.from({ length: 7 }, () => [[0, 1440]] as [number, number][]);

/** The type `intro` (30 minutes, online) and a host row for each of `memberIds`, so each may have a feed. */
export async function meetingSetup(db: Database, memberIds: readonly string[]): Promise<void> {
  await db.insert(meetingTypes).values({
    id: 'intro',
    names: { en: 'Introduction', ru: 'Знакомство' },
    minutes: 30,
    place: 'online',
    videoLink: 'https://meet.example/{uid}',
    languages: ['en', 'ru'],
  });
  if (memberIds.length)
    await db
      .insert(meetingHosts)
      .values(memberIds.map((memberId) => ({ memberId, timeZone: 'UTC', weekly: allWeek, typeIds: ['intro'] })));
}

/** A meeting lead of `name` booked with `memberId` at `start` (30 minutes), cancelled when asked; its lead's id. */
export async function bookedMeeting(
  db: Database,
  memberId: string,
  start: string,
  name: string,
  cancelledAt?: string,
): Promise<number> {
  const [lead] = await db
    .insert(leads)
    .values({ kind: 'meeting', lang: 'en', page: '/en/contact', name, email: `${name.toLowerCase()}@example.com` })
    .returning({ id: leads.id });
  const startsAt = new Date(start);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  await db.insert(meetings).values({
    leadId: lead!.id,
    memberId,
    typeId: 'intro',
    startsAt,
    endsAt,
    blockedFrom: startsAt,
    blockedUntil: endsAt,
    visitorTimeZone: 'UTC',
    uid: `meeting-${lead!.id}@agents.example`,
    ...(cancelledAt ? { cancelledAt: new Date(cancelledAt) } : {}),
  });
  return lead!.id;
}
