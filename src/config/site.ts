/**
 * The company's identity and contacts: the one file the owner edits to make the site theirs.
 * Every value below is a placeholder default (note the reserved `.example` domain and the
 * 000 phone numbers); the README lists them for replacing before going live.
 */
export const site = {
  name: 'Agentica',
  legalName: 'Agentica AI LLC',
  logoText: 'Agentica',
  email: 'hello@agentica.example',
  salesEmail: 'sales@agentica.example',
  privacyEmail: 'privacy@agentica.example',
  phone: '+7 495 000-00-00',
  /** Working hours of every office, in Moscow time, for structured data (pages say them in words). */
  workingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    utcOffset: '+03:00',
  },
  foundingYear: 2019,
  social: [] as string[],
} as const;

/** `tel:` href for a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
