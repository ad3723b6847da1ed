/**
 * Meetings set up in a store as an owner would, for the benchmarks and the audit that read the
 * meeting page with free times (`bench:compression`, `bench:first-touch`, `AUDIT_MEETINGS=1 npm
 * run audit`), before the site starts on it (the embedded store is one process's).
 */
import { openDatabase } from '../src/server/db/client.ts';
import { meetingHosts, meetingTypes, staffUser } from '../src/server/db/schema.ts';
import { languages } from '../src/i18n/languages.ts';

/**
 * Sets up meetings in the store at `dataDir` as an owner would: a member free on weekdays from 9
 * to 18 in Moscow, who takes two meeting types offered in every language, each named in it.
 */
export async function offerMeetings(dataDir: string): Promise<void> {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const { db } = store;
    await db
      .insert(staffUser)
      .values({ id: 'bench-host', name: 'Anna Sokolova', email: 'anna@bench.example', role: 'sales' });
    const names = (en: string, ru: string, id: string, es: string, fr: string, pt: string) => ({
      en,
      ru,
      id,
      es,
      fr,
      pt,
    });
    await db.insert(meetingTypes).values([
      {
        id: 'introduction',
        position: 0,
        names: names('Introduction', 'Знакомство', 'Perkenalan', 'Presentación', 'Présentation', 'Apresentação'),
        minutes: 30,
        place: 'online',
        languages: [...languages],
      },
      {
        id: 'demo',
        position: 1,
        names: names(
          'Product demo',
          'Демонстрация продукта',
          'Demo produk',
          'Demostración',
          'Démonstration',
          'Demonstração',
        ),
        minutes: 60,
        place: 'online',
        languages: [...languages],
      },
    ]);
    const workday: [number, number][] = [[9 * 60, 18 * 60]];
    await db.insert(meetingHosts).values({
      memberId: 'bench-host',
      timeZone: 'Europe/Moscow',
      weekly: [workday, workday, workday, workday, workday, [], []],
      typeIds: ['introduction', 'demo'],
    });
  } finally {
    await store.close();
  }
}
