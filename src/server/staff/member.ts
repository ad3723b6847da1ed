/** Who is acting in the staff area: the member a request's session names, and what a staff handler is given. */
import { staffLangOf } from '../../i18n/detect.ts';
import { languages, type Lang, type StaffLang } from '../../i18n/languages.ts';
import { isTimeZone } from '../../format/staffClock.ts';
import type { SiteApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { StaffAuth } from './auth.ts';
import { asStaffRole, type StaffRole } from './permissions.ts';

/** A signed-in staff member on one request: `Astro.locals.staff`. */
export interface StaffMember {
  user: { id: string; name: string; email: string; role: StaffRole };
  sessionId: string;
  /** The staff area's language: the member's choice, else the browser's, else English. */
  lang: StaffLang;
  /** The IANA time zone moments are shown in: the member's choice; absent, UTC. */
  timeZone?: string;
  /**
   * The languages whose content documents they may change: null (or absent) for every language
   * and the documents shared by all of them; a list for only those languages' documents.
   */
  contentLanguages?: readonly Lang[] | null;
}

/** What a staff action's handler is given besides its input: who acts, from where, on which store. */
export interface Acting {
  member: StaffMember;
  /** The address the request came from, for the audit log. */
  ip: string | undefined;
  /** The request's headers, for what Better Auth does on the member's behalf (it reads the session from them). */
  headers: Headers;
  /** The app the request runs in: its settings, caches and services. */
  app: SiteApp;
  db: Database;
}

/**
 * The member the request's session names (an active member with one of our roles), else
 * undefined; and the Set-Cookie headers of the session when Better Auth renewed it.
 */
export async function sessionMember(
  auth: StaffAuth,
  request: Request,
): Promise<{ member: StaffMember | undefined; renewed: string[] }> {
  const { headers, response: found } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const renewed = headers?.getSetCookie() ?? [];
  const role = asStaffRole(found?.user.role);
  if (!found || !role || found.user.disabled) return { member: undefined, renewed };
  const lang = staffLangOf(found.user.lang, request.headers.get('accept-language'));
  const timeZone = found.user.timeZone && isTimeZone(found.user.timeZone) ? found.user.timeZone : 'UTC';
  const contentLanguages = contentLanguagesOf(found.user.contentLanguages);
  return {
    member: {
      user: { id: found.user.id, name: found.user.name, email: found.user.email, role },
      sessionId: found.session.id,
      lang,
      timeZone,
      contentLanguages,
    },
    renewed,
  };
}

/**
 * A member's stored content languages: null for every language; a list, kept to the site's
 * languages. Anything else stored there limits them to none (never to every language).
 */
function contentLanguagesOf(stored: unknown): Lang[] | null {
  if (stored === null || stored === undefined) return null;
  const list: unknown = typeof stored === 'string' ? safeJson(stored) : stored;
  return Array.isArray(list) ? languages.filter((lang) => list.includes(lang)) : [];
}

/** `text` read as JSON, else undefined. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
