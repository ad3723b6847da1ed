/**
 * Secrets the instances generate once and share through the store (`site_secrets`): the first
 * instance to ask for one writes a random value, every other instance and restart reads it, so
 * all agree without an operator setting anything.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { siteSecrets } from './schema.ts';

/** The secret called `name` (32 random bytes, base64url), generated and kept on first use; `what` names it in the log line. */
export async function storedSecret(db: Database, name: string, what: string): Promise<string> {
  const inserted = await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ name: siteSecrets.name });
  if (inserted.length) console.log(`[leads] generated ${what} and kept it in the store`);
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`${what} could not be read from the store`);
  return row.value;
}
