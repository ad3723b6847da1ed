/**
 * What a beacon says, checked and reduced to what is counted: the page (a site page's path, no
 * query), the campaign parameters of its address, the referring site (its host only), the
 * language (the path's prefix) and the device class (from the window's width). Anything else
 * in the body is ignored; a body that does not name a page of this site counts as nothing.
 */
import { languages, type Lang } from '../../i18n/languages.ts';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** One counted page view, before its visitor hash and time are added. */
export interface PageView {
  path: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  lang: Lang;
  device: DeviceClass;
}

/** The longest path, referrer host and campaign value kept; longer ones are cut. */
const MAX_PATH = 200;
const MAX_VALUE = 100;

/** A page of the public site: a language prefix and lowercase slug segments. */
const SITE_PATH = /^\/([a-z]{2})(?:\/[a-z0-9-]+)*$/;

/** The device class of a window `width` CSS pixels wide. */
export function deviceClass(width: number): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** A campaign parameter as kept: control characters become spaces, trimmed, cut, lowercase. */
function campaignValue(value: string | null): string {
  return (value ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, MAX_VALUE)
    .toLowerCase();
}

/** The `utm_source`, `utm_medium` and `utm_campaign` of a query. */
function utmOf(query: URLSearchParams): { source: string; medium: string; campaign: string } {
  return {
    source: campaignValue(query.get('utm_source')),
    medium: campaignValue(query.get('utm_medium')),
    campaign: campaignValue(query.get('utm_campaign')),
  };
}

/** The referring site's host, '' for none, for a malformed one and for this site itself. */
export function referrerHost(referrer: unknown, siteHost: string): string {
  if (typeof referrer !== 'string' || !referrer) return '';
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return '';
    const host = hostname.replace(/^www\./, '').slice(0, MAX_VALUE);
    return host === siteHost.replace(/^www\./, '') ? '' : host;
  } catch {
    return '';
  }
}

/**
 * The page view a beacon body describes (`{ u: page address, r: referrer, w: window width }`),
 * or undefined when it is not one: not JSON, an address of another site, not a site page.
 */
export function parsePageView(body: string, origin: string): PageView | undefined {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const { u, r, w } = data as Record<string, unknown>;
  if (typeof u !== 'string' || typeof w !== 'number' || !Number.isFinite(w) || w < 0) return undefined;
  let page: URL;
  try {
    page = new URL(u);
  } catch {
    return undefined;
  }
  if (page.origin !== origin) return undefined;
  const path = page.pathname.length > 1 && page.pathname.endsWith('/') ? page.pathname.slice(0, -1) : page.pathname;
  const match = SITE_PATH.exec(path);
  const lang = languages.find((code) => code === match?.[1]);
  if (!lang || path.length > MAX_PATH) return undefined;
  const referrer = referrerHost(r, page.hostname);
  const utm = utmOf(page.searchParams);
  return {
    path,
    referrer,
    source: utm.source || referrer,
    medium: utm.medium,
    campaign: utm.campaign,
    lang,
    device: deviceClass(w),
  };
}
