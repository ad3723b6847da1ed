/** The meeting types screen's action, for admins, and the fields of a member's meeting hours (account and team screens). */
import * as z from 'zod/mini';
import { languages, type Lang } from '../../i18n/languages.ts';
import { nameField, saveMeetingType, typeNumbers } from '../../server/meetings/typeChanges.ts';
import { staffAction, textField } from './staffAction.ts';

/** A type's name per site language and its numbers: a text field each, read by `saveMeetingType`. */
const typeTexts = Object.fromEntries(
  [...languages.map(nameField), ...Object.keys(typeNumbers)].map((field) => [field, textField]),
) as Record<`name-${Lang}` | keyof typeof typeNumbers, typeof textField>;

/** What a member's meeting hours form posts: the zone, the hours and days off as typed, the types ticked. */
export const hoursFields = {
  timeZone: textField,
  weekly: textField,
  daysOff: textField,
  types: z.array(z.string()),
};

export const meetings = {
  /** Saves a type, new (`editing` empty) or edited; deactivating one is saving it unticked. */
  saveType: staffAction({
    permission: 'meetings.types',
    input: z.object({
      ...typeTexts,
      editing: textField,
      id: textField,
      place: textField,
      videoLink: textField,
      languages: z.array(z.enum(languages)),
      active: textField,
    }),
    run: saveMeetingType,
    audit: ({ saved }, input) =>
      saved && {
        action: 'meeting-type-save',
        target: saved.id,
        details: {
          ...(saved.created ? { created: 'true' } : {}),
          active: String(saved.active),
          place: input.place,
          minutes: input.minutes.trim(),
          languages: input.languages.join(' '),
        },
      },
  }),
};
