/**
 * A meeting time as the booking form posts it: the meeting type and the start, `intro@2026-12-01T09:00:00.000Z`.
 * One value per radio button, so a form without script books with one field.
 */

const slotFormat = /^([a-z0-9][a-z0-9-]{0,39})@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/;

/** The value of the start `start` (an ISO instant) of meeting type `typeId`. */
export function slotValue(typeId: string, start: string): string {
  return `${typeId}@${start}`;
}

/** The meeting type and start a slot value names, or undefined for anything else. */
export function parseSlot(value: string): { typeId: string; start: Date } | undefined {
  const match = slotFormat.exec(value);
  if (!match) return undefined;
  const start = new Date(match[2]!);
  return Number.isNaN(start.getTime()) || start.toISOString() !== match[2] ? undefined : { typeId: match[1]!, start };
}

/**
 * Zones the platform (CLDR) still names as before IANA renamed them; browsers report a visitor in
 * Kolkata as `Asia/Calcutta`. Shown and stored under today's names.
 */
const renamedZones: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The zone under its current IANA name. */
export function currentZoneName(zone: string): string {
  return renamedZones[zone] ?? zone;
}

/** Whether `value` is a time zone this browser or server knows (an IANA name such as `Asia/Kolkata`). */
export function isKnownTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A meeting type as the booking form offers it, with its free starts (`server/meetings/offer.ts`). */
export interface MeetingOffer {
  typeId: string;
  /** The type's name in the page's language (English when it has none there). */
  name: string;
  minutes: number;
  /** The zone the server shows the times in: the place's. */
  timeZone: string;
  /** Free starts, earliest first, as ISO instants. */
  starts: string[];
  /** The other types offered in the page's language that someone is free for, to choose instead. */
  others?: { typeId: string; name: string; minutes: number }[];
}
