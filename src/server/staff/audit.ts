import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Every action the audit log records. */
// Stryker disable all: names as data; each writer names its action, which the type checker holds to this list.
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-in-refused',
  'sign-in-code-asked',
  'sign-out',
  'sign-out-everywhere',
  'invite',
  'invite-accepted',
  'first-admin',
  'role-change',
  'disable',
  'password-change',
  'lead-status',
  'lead-assign',
  'lead-note',
  'lead-retry',
  'lead-replied',
  'lead-email',
  'mail-quarantined',
  'lead-correct',
  'reply-template',
  'routing-rule-save',
  'routing-rule-move',
  'routing-rule-delete',
  'lead-availability',
  'meeting-type-save',
  'meeting-hours',
  'meeting-feed-rotate',
  'meeting-feed-revoke',
  'member-languages',
  'leads-export',
  'view-save',
  'view-delete',
  'privacy-erase',
  'privacy-export',
  'case-create',
  'case-save',
  'case-publish',
  'case-unpublish',
  'case-reorder',
  'case-restore',
  'cases-import',
  'case-archive',
  'case-unarchive',
  'case-delete',
  'cover-upload',
  'social-image-upload',
  'redirect-save',
  'redirect-delete',
  'content-draft',
  'content-publish',
  'content-schedule',
  'content-unschedule',
  'content-restore',
  'passkey-add',
  'passkey-delete',
  'two-factor-enable',
  'two-factor-disable',
  'backup-codes-new',
  'two-factor-reset',
] as const;
// Stryker restore all

export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  /** Who acted: a staff member, or nobody (signed out, the command line). */
  actor?: { id: string; email: string } | undefined;
  action: AuditAction;
  /** What it was done to: an email address, a lead id. */
  target?: string | undefined;
  details?: Record<string, string>;
  /** The address the request came from; undefined from the command line. */
  ip?: string | undefined;
  /** When; the store's clock unless a test states it. */
  at?: Date;
}

/** Writes one entry of the audit log. */
export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/**
 * Makes a change and writes its audit row in one transaction, the one way a staff handler
 * records what it did: the change stays only with its row, and no row outlives a failed change.
 * `entry` may be worked out from the change's result (the address it reached, the role it replaced);
 * undefined when the change found nothing to change (a lead already in that status), so no row.
 */
export async function audited<T>(
  db: Database,
  change: (tx: Database) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry | undefined),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const row = typeof entry === 'function' ? entry(result) : entry;
    if (row) await audit(tx, row);
    return result;
  });
}

export interface AuditFilter {
  action?: AuditAction | undefined;
  actorEmail?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** The newest entries matching `filter`, at most `limit`. */
export async function auditEntries(db: Database, filter: AuditFilter = {}, limit = 200) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorEmail) conditions.push(eq(auditLog.actorEmail, filter.actorEmail.toLowerCase()));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
