/**
 * The company's contacts as a document editors change (`/staff/content`), shared by every
 * language: the email and phone, and per office its phone, map link, whether it is the main
 * one, and the order pages list them in. Office ids and the addresses stay elsewhere (ids in
 * `data/offices.ts`, addresses in each language's contact copy). The seed is today's code.
 */
import { z } from 'zod';
import { codeContacts, officeIds } from '../data/offices.ts';

/** A phone number as people write it: digits, spaces, brackets, dots and dashes, maybe a leading +. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{6,20}$/, { error: 'phone.invalid' });

/** True for an absolute https URL. */
function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

export const officesSchema = z
  .object({
    email: z.email({ error: 'email.invalid' }),
    phone,
    /** In display order; each office once. */
    offices: z
      .array(
        z.object({
          id: z.enum(officeIds),
          phone,
          mapUrl: z.string().trim().refine(isHttpsUrl, { error: 'map.https' }).optional(),
          isMain: z.boolean(),
        }),
      )
      .length(officeIds.length),
  })
  .refine((doc) => new Set(doc.offices.map((office) => office.id)).size === officeIds.length, {
    error: 'offices.each',
    path: ['offices'],
  })
  .refine((doc) => doc.offices.filter((office) => office.isMain).length === 1, {
    error: 'offices.oneMain',
    path: ['main'],
  });

export type OfficesDocument = z.infer<typeof officesSchema>;

/** Today's contacts, from the code. */
export function seedOffices(): OfficesDocument {
  return {
    email: codeContacts.email,
    phone: codeContacts.phone,
    offices: codeContacts.offices.map((office) => ({ ...office })),
  };
}
