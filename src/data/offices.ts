/** The company's offices, all in Russia; the main one is shown first on the contact page. */
export interface Office {
  id: 'moscow' | 'saintPetersburg' | 'novosibirsk';
  /** Street address as written locally; a postal address is not translated. */
  address: string;
  phone: string;
  isMain: boolean;
}

export const offices: readonly Office[] = [
  { id: 'moscow', address: 'Presnenskaya nab. 12, Moscow, 123112', phone: '+7 495 000-00-00', isMain: true },
  { id: 'saintPetersburg', address: 'Nevsky pr. 28, Saint Petersburg, 191186', phone: '+7 812 000-00-00', isMain: false },
  { id: 'novosibirsk', address: 'Krasny pr. 25, Novosibirsk, 630099', phone: '+7 383 000-00-00', isMain: false },
];

export const mainOffice: Office = offices.find((office) => office.isMain) ?? offices[0]!;
