/** The acting member the store tests hand a staff handler: built here only, so a change to `Acting` is made in one place. */
import type { DatabaseHandle } from '../../../src/server/db/client';
import type { Lang, StaffLang } from '../../../src/i18n/languages';
import type { Acting } from '../../../src/server/staff/member';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { appOn } from './stores';

/** What a test may set of the member and their request; the rest is made up from the id. */
interface ActingOptions {
  email?: string;
  lang?: StaffLang;
  sessionId?: string;
  /** The languages whose content they may edit (absent: every language). */
  contentLanguages?: Lang[] | null;
  headers?: Headers;
  /** The app's settings, as the environment would give them (none set by default). */
  settings?: Record<string, string>;
}

/** A staff member acting on the store `handle` from `ip`, in an app on it, as a staff action hands them to its handler. */
export function staffActing(
  handle: DatabaseHandle,
  id: string,
  role: StaffRole,
  ip: string | undefined = '203.0.113.30',
  options: ActingOptions = {},
): Acting {
  const user = { id, name: `Member ${id}`, email: options.email ?? `${id}@staff.example`, role };
  return {
    member: {
      user,
      sessionId: options.sessionId ?? 'unused',
      lang: options.lang ?? 'en',
      contentLanguages: options.contentLanguages ?? null,
    },
    ip,
    headers: options.headers ?? new Headers(),
    app: appOn(handle, options.settings),
    db: handle.db,
  };
}
