/** Stored leads for the inbox tests: a lead sent at a chosen moment, and a view read page after page. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { parseEnv } from '../../../src/server/env';
import { listLeads } from '../../../src/server/leads/inbox/queries';
import { decodeCursor, encodeCursor, type InboxFilter } from '../../../src/server/leads/inbox/filter';
import { saveLead } from '../../../src/server/leads/intake/store';
import type { NewLead } from '../../../src/server/leads/types';
import { sampleLead } from './leadsPeers';

/** Stores a lead as if it had been sent at `createdAt` (an ISO time, microseconds allowed). */
export async function leadAt(
  db: Database,
  createdAt: string,
  overrides: Partial<NewLead> = {},
  settings = parseEnv({}),
): Promise<number> {
  const { id } = await saveLead(sampleLead(overrides), { db, settings });
  await db.execute(sql`update leads set created_at = ${createdAt}::timestamptz where id = ${id}`);
  return id;
}

/** Every lead of a view, page after page of `size`, each page's cursor read back from its URL form. */
export async function allPages(db: Database, filter: InboxFilter, size: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor;
  for (let pages = 0; pages < 100; pages++) {
    const page = await listLeads(db, filter, cursor, size);
    ids.push(...page.leads.map((lead) => lead.id));
    if (!page.next) return ids;
    expect(page.leads).toHaveLength(size);
    cursor = decodeCursor(encodeCursor(page.next));
  }
  throw new Error('the pages never ended');
}
