/** The acting member the store tests hand a staff handler: built here only, so a change to `Acting` is made in one place. */
import type { Database } from '../../src/server/db/client';
import type { StaffLang } from '../../src/i18n/languages';
import type { Acting } from '../../src/server/staff/member';
import type { StaffRole } from '../../src/server/staff/permissions';

/** What a test may set of the member and their request; the rest is made up from the id. */
interface ActingOptions {
  email?: string;
  lang?: StaffLang;
  sessionId?: string;
  headers?: Headers;
}

/** A staff member acting on `db` from `ip`, as a staff action hands them to its handler. */
export function staffActing(db: Database, id: string, role: StaffRole, ip: string | undefined = '203.0.113.30', options: ActingOptions = {}): Acting {
  const user = { id, name: `Member ${id}`, email: options.email ?? `${id}@staff.example`, role };
  return { member: { user, sessionId: options.sessionId ?? 'unused', lang: options.lang ?? 'en' }, ip, headers: options.headers ?? new Headers(), db };
}
