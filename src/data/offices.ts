/**
 * The company's contacts and offices, all in Russia; the main one is shown first on the contact
 * page. The code holds today's version: editors change phones, map links, the main office, the
 * order and the company email and phone in the staff area (the shared `offices` document), and
 * pages read the version their request shows from `Astro.locals.shown`. Office ids stay here:
 * leads and routing rules store them. Each address, as each language writes it (Cyrillic for
 * Russian, the local city name elsewhere), is page copy: `contact.offices.addresses`.
 */
import { site } from '../config/site.ts';

export const officeIds = ['moscow', 'saintPetersburg', 'novosibirsk'] as const;

export type OfficeId = (typeof officeIds)[number];

export interface Office {
  id: OfficeId;
  phone: string;
  /** An https link to the office on a map, when there is one. */
  mapUrl?: string | undefined;
  isMain: boolean;
}

/** The company's email and phone, and its offices in the order pages list them. */
export interface Contacts {
  email: string;
  phone: string;
  offices: Office[];
}

export const offices: readonly Office[] = [
  { id: 'moscow', phone: '+7 495 000-00-00', isMain: true },
  { id: 'saintPetersburg', phone: '+7 812 000-00-00', isMain: false },
  { id: 'novosibirsk', phone: '+7 383 000-00-00', isMain: false },
];

/** Each office's wall clock (an IANA name): a meeting there is offered in its time. */
export const officeTimeZones: Record<OfficeId, string> = {
  moscow: 'Europe/Moscow',
  saintPetersburg: 'Europe/Moscow',
  novosibirsk: 'Asia/Novosibirsk',
};

/** The main office of `list` (the first one when none is marked). */
export function mainOfficeOf(list: readonly Office[]): Office {
  return list.find((office) => office.isMain) ?? list[0]!;
}

/** Today's contacts, from the code. */
export const codeContacts: Contacts = {
  email: site.email,
  phone: site.phone,
  offices: [...offices],
};
