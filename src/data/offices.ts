/**
 * The company's offices, all in Russia; the main one is shown first on the contact page. Each
 * address, as each language writes it (Cyrillic for Russian, the local city name elsewhere), is
 * page copy: `contact.offices.addresses` of the site catalogs.
 */
export interface Office {
  id: 'moscow' | 'saintPetersburg' | 'novosibirsk';
  phone: string;
  isMain: boolean;
}

export const offices: readonly Office[] = [
  {
    id: 'moscow',
    phone: '+7 495 000-00-00',
    isMain: true,
  },
  {
    id: 'saintPetersburg',
    phone: '+7 812 000-00-00',
    isMain: false,
  },
  {
    id: 'novosibirsk',
    phone: '+7 383 000-00-00',
    isMain: false,
  },
];

export const mainOffice: Office = offices.find((office) => office.isMain) ?? offices[0]!;
