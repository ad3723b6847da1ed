import { database, type Database } from '../db/client.ts';
import { leads, outbox } from '../db/schema.ts';
import { env, type Env } from '../env.ts';
import { configuredChannels } from './channels.ts';
import type { NewLead } from './types.ts';

/** Where a lead is written and which channels will announce it; both default to the process's own. */
export interface SaveLeadOptions {
  db?: Database;
  settings?: Pick<Env, 'SMTP_URL' | 'LEADS_WEBHOOK_URL'>;
}

/**
 * Stores a lead and, in the same transaction, one outbox row per configured channel
 * (email, webhook), so a lead is never announced without being stored nor stored without
 * being announced. Resolves with the lead's id once the transaction has committed.
 */
export async function saveLead(lead: NewLead, options: SaveLeadOptions = {}): Promise<{ id: number }> {
  const db = options.db ?? (await database()).db;
  const channels = configuredChannels(options.settings ?? env());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        lang: lead.lang,
        page: lead.page,
        name: lead.name,
        email: lead.email || null,
        phone: lead.phone || null,
        company: lead.company || null,
        message: lead.message || null,
        details: lead.details,
        utm: lead.utm,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('The lead was not stored');
    if (channels.length) await tx.insert(outbox).values(channels.map((channel) => ({ leadId: row.id, channel })));
    return { id: row.id };
  });
}
