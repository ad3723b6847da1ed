/**
 * The meeting types screen's changes (admins): a type created or edited as its form is typed,
 * every field checked at once so the form comes back with a message at each field that is wrong.
 * Deactivating is an edit: an inactive type is offered to nobody, and kept for the meetings booked.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { officeIds } from '../../data/offices.ts';
import { languages, type Lang } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { meetingTypes } from '../db/schema.ts';
import type { Acting } from '../staff/member.ts';

/** The place of a meeting held by video rather than at an office. */
export const ONLINE = 'online';

/** Where a meeting may be: an office of the site's, or online. */
export const meetingPlaces = [...officeIds, ONLINE] as const;

/** The numbers of a type, as their fields and columns are named, each with its least and greatest value. */
export const typeNumbers = {
  minutes: [5, 480],
  bufferBeforeMinutes: [0, 240],
  bufferAfterMinutes: [0, 240],
  minNoticeMinutes: [0, 30 * 24 * 60],
  horizonDays: [1, 365],
  stepMinutes: [5, 240],
} as const;

type NumberField = keyof typeof typeNumbers;

/** The longest name a type keeps, and the longest video link. */
export const MAX_TYPE_NAME = 80;
export const MAX_VIDEO_LINK = 500;

/** A type's name field in `lang`. */
export const nameField = (lang: Lang) => `name-${lang}` as const;

/** A type's form as posted: `editing` is the id of the type edited, empty for a new one. */
export type MeetingTypeInput = Record<NumberField | `name-${Lang}`, string> & {
  editing: string;
  id: string;
  place: string;
  videoLink: string;
  languages: Lang[];
  active: string;
};

/** A field of the type's form with what is wrong with it: a key of the staff catalog's `meetings.types.problems`. */
export type TypeProblem =
  | { key: 'required' | 'slug' | 'idTaken' | 'place' | 'https' | 'videoLinkRequired' | 'noLanguages' }
  | { key: 'number'; min: number; max: number }
  | { key: 'tooLong'; max: number };

export type TypeField = keyof MeetingTypeInput;

/** What came of a type's form: saved, or each field refused (422, with what was typed), or no such type (404). */
export interface MeetingTypeOutcome {
  /** The type saved, and whether it was made by this post. */
  saved?: { id: string; created: boolean; active: boolean };
  errors?: Partial<Record<TypeField, TypeProblem>>;
  typed?: MeetingTypeInput;
  notFound?: true;
  status?: 404 | 422;
}

type TypeValues = Omit<typeof meetingTypes.$inferInsert, 'id' | 'position' | 'updatedAt'> & { active: boolean };

/** A type's id: lower-case letters and digits in words joined by hyphens, as it shows in links. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest id a type keeps (its column's length). */
const MAX_TYPE_ID = 40;

/** What is wrong with a new type's id, if anything. */
function typeIdProblem(id: string): TypeProblem | undefined {
  if (!id) return { key: 'required' };
  if (id.length > MAX_TYPE_ID) return { key: 'tooLong', max: MAX_TYPE_ID };
  return slugPattern.test(id) ? undefined : { key: 'slug' };
}

/** A video link: an https address (`{uid}` stands for the meeting's own id). */
function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The type's values as typed, or what is wrong with each field. */
function readType(
  input: MeetingTypeInput,
): { values: TypeValues } | { errors: Partial<Record<TypeField, TypeProblem>> } {
  const errors: Partial<Record<TypeField, TypeProblem>> = {};
  const names: Record<string, string> = {};
  for (const lang of languages) {
    const name = input[nameField(lang)].trim();
    if (name.length > MAX_TYPE_NAME) errors[nameField(lang)] = { key: 'tooLong', max: MAX_TYPE_NAME };
    else if (name) names[lang] = name;
  }
  if (!names.en && !errors['name-en']) errors['name-en'] = { key: 'required' };
  const numbers = {} as Record<NumberField, number>;
  for (const [field, [min, max]] of Object.entries(typeNumbers) as [NumberField, readonly [number, number]][]) {
    const typed = input[field].trim();
    const value = /^\d{1,6}$/.test(typed) ? Number(typed) : NaN;
    if (value >= min && value <= max) numbers[field] = value;
    else errors[field] = { key: 'number', min, max };
  }
  const place = meetingPlaces.find((each) => each === input.place);
  if (!place) errors.place = { key: 'place' };
  const videoLink = input.videoLink.trim();
  if (videoLink.length > MAX_VIDEO_LINK) errors.videoLink = { key: 'tooLong', max: MAX_VIDEO_LINK };
  else if (videoLink && !isHttps(videoLink)) errors.videoLink = { key: 'https' };
  else if (place === ONLINE && !videoLink) errors.videoLink = { key: 'videoLinkRequired' };
  const offered = languages.filter((lang) => input.languages.includes(lang));
  if (!offered.length) errors.languages = { key: 'noLanguages' };
  if (Object.keys(errors).length || !place) return { errors };
  return {
    values: {
      names,
      ...numbers,
      place,
      // An office's meeting has no video link: one typed before the place changed is not kept.
      videoLink: place === ONLINE ? videoLink : null,
      languages: offered,
      active: !!input.active,
    },
  };
}

/** PostgreSQL's `unique_violation`, wherever the driver put it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as Error).cause)
    if ((current as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Saves a type as typed: a new one goes last (its id must be free and a slug); an edited one keeps its id and place in the list. */
export async function saveMeetingType(input: MeetingTypeInput, { db }: Acting): Promise<MeetingTypeOutcome> {
  const read = readType(input);
  const id = input.editing || input.id.trim();
  const errors = 'errors' in read ? { ...read.errors } : {};
  const idProblem = input.editing ? undefined : typeIdProblem(id);
  if (idProblem) errors.id = idProblem;
  const refused = (found: Partial<Record<TypeField, TypeProblem>>): MeetingTypeOutcome => ({
    errors: found,
    typed: input,
    status: 422,
  });
  if (Object.keys(errors).length || !('values' in read)) return refused(errors);
  const { values } = read;
  if (input.editing) {
    const [row] = await db
      .update(meetingTypes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(meetingTypes.id, id))
      .returning({ id: meetingTypes.id });
    return row ? { saved: { id, created: false, active: values.active } } : { notFound: true, status: 404 };
  }
  try {
    // A savepoint: a taken id fails this insert only, and the transaction of the audit row goes on.
    await db.transaction((savepoint) =>
      savepoint.insert(meetingTypes).values({
        id,
        ...values,
        position: sql`(select coalesce(max(${meetingTypes.position}), 0) + 1 from ${meetingTypes})`,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return refused({ id: { key: 'idTaken' } });
  }
  return { saved: { id, created: true, active: values.active } };
}

/** Every meeting type in the order the booking lists them, the inactive ones too. */
export function listMeetingTypes(db: Database) {
  return db.select().from(meetingTypes).orderBy(asc(meetingTypes.position), asc(meetingTypes.id));
}
