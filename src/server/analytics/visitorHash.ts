/**
 * Unique visitors without cookies: a visitor is a hash of their address and user agent salted
 * with the day's salt. The salt is random, made once a day in the store (so every instance
 * hashes alike), and deleted with its day: from then on nobody, the site included, can tell
 * whose a hash was or match it with another day's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsSalts } from '../db/schema.ts';

/** The UTC day of `at`, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The visitor hash of an address and user agent under a day's salt: 32 hex characters. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** The day's salt, made on first need by whichever instance comes first; the days before are deleted. */
export interface DailySalts {
  saltFor(at: Date): Promise<string>;
}

export function createDailySalts(db: () => Promise<Database>): DailySalts {
  // Only the current day's salt is kept in memory; a new day replaces it.
  let current: { day: string; salt: Promise<string> } | undefined;
  const load = async (day: string): Promise<string> => {
    const store = await db();
    await store
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    await store.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    const rows = await store
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(sql`${analyticsSalts.day} = ${day}`);
    if (!rows[0]) throw new Error(`The salt of ${day} was not stored`);
    return rows[0].salt;
  };
  return {
    saltFor(at) {
      const day = dayOf(at);
      if (current?.day !== day) {
        const salt = load(day);
        current = { day, salt };
        // A failed load is tried again by the next caller.
        salt.catch(() => {
          if (current?.salt === salt) current = undefined;
        });
      }
      return current.salt;
    },
  };
}
