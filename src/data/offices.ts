import type { Lang } from '../i18n/languages';

/** The company's offices, all in Russia; the main one is shown first on the contact page. */
export interface Office {
  id: 'moscow' | 'saintPetersburg' | 'novosibirsk';
  /** Postal address as each language writes it: Cyrillic for Russian, the local city name elsewhere. */
  address: Record<Lang, string>;
  phone: string;
  isMain: boolean;
}

export const offices: readonly Office[] = [
  {
    id: 'moscow',
    address: {
      en: '12 Presnenskaya Embankment, Moscow 123112, Russia',
      ru: 'Пресненская набережная, 12, Москва, 123112',
      id: 'Presnenskaya Naberezhnaya 12, Moskow 123112, Rusia',
      es: 'Presnenskaya Naberezhnaya, 12, 123112 Moscú, Rusia',
      fr: '12, quai Presnenskaïa, 123112 Moscou, Russie',
      pt: 'Presnenskaya Naberezhnaya, 12, Moscou, 123112, Rússia',
    },
    phone: '+7 495 000-00-00',
    isMain: true,
  },
  {
    id: 'saintPetersburg',
    address: {
      en: '28 Nevsky Prospekt, Saint Petersburg 191186, Russia',
      ru: 'Невский проспект, 28, Санкт-Петербург, 191186',
      id: 'Nevsky Prospekt 28, Sankt Peterburg 191186, Rusia',
      es: 'Avenida Nevski, 28, 191186 San Petersburgo, Rusia',
      fr: '28, perspective Nevski, 191186 Saint-Pétersbourg, Russie',
      pt: 'Avenida Nevsky, 28, São Petersburgo, 191186, Rússia',
    },
    phone: '+7 812 000-00-00',
    isMain: false,
  },
  {
    id: 'novosibirsk',
    address: {
      en: '25 Krasny Prospekt, Novosibirsk 630099, Russia',
      ru: 'Красный проспект, 25, Новосибирск, 630099',
      id: 'Krasny Prospekt 25, Novosibirsk 630099, Rusia',
      es: 'Krasny Prospekt, 25, 630099 Novosibirsk, Rusia',
      fr: '25, Krasny prospekt, 630099 Novossibirsk, Russie',
      pt: 'Krasny Prospekt, 25, Novosibirsk, 630099, Rússia',
    },
    phone: '+7 383 000-00-00',
    isMain: false,
  },
];

export const mainOffice: Office = offices.find((office) => office.isMain) ?? offices[0]!;
