/**
 * The HubSpot preset: every lead is submitted to one HubSpot form through the Forms API v3
 * (`POST /submissions/v3/integration/submit/{portalId}/{formGuid}`), as a contact with its
 * UTM parameters, the page it came from and the consent the visitor gave. Sent through the
 * outbox like mail; the form's own settings in HubSpot decide what follows (lists, owners).
 */
import { site } from '../../../config/site.ts';
import { catalogs } from '../../../i18n/index.ts';
import { asLang } from '../../../i18n/languages.ts';
import { publicOrigin, type Env } from '../../env.ts';
import { DeliveryError, failureOfStatus } from './deliveryFailure.ts';
import { crmNameParts, crmNote, postCrmJson } from './crmRequest.ts';
import type { StoredLead } from '../types.ts';

export type HubSpotSettings = Pick<
  Env,
  | 'HUBSPOT_PORTAL_ID'
  | 'HUBSPOT_FORM_GUID'
  | 'HUBSPOT_API_URL'
  | 'OUTBOX_SEND_TIMEOUT_MS'
  | 'SITE_URL'
  | 'HOST'
  | 'PORT'
>;

/** HubSpot's object type of a contact: every field below is a contact property. */
const CONTACT = '0-1';

/** The contact properties a lead fills, in HubSpot's internal names; the UTM ones must exist as contact properties in the account. */
function hubspotFields(lead: StoredLead): { objectTypeId: string; name: string; value: string }[] {
  const { first, last } = crmNameParts(lead);
  const values: [string, string | null | undefined][] = [
    ['email', lead.email],
    ['firstname', first],
    ['lastname', last],
    ['phone', lead.phone],
    ['company', lead.company],
    ['message', crmNote(lead)],
    ['utm_source', lead.utm.source],
    ['utm_medium', lead.utm.medium],
    ['utm_campaign', lead.utm.campaign],
    ['utm_term', lead.utm.term],
    ['utm_content', lead.utm.content],
  ];
  return values
    .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
    .map(([name, value]) => ({ objectTypeId: CONTACT, name, value }));
}

/**
 * The body of a submission: the fields, the time the visitor sent the form, the page (no
 * `hutk`: the site sets no cookies), and the consent to processing every form requires, in
 * the words the visitor saw.
 */
export function hubspotSubmission(lead: StoredLead, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>) {
  const form = catalogs[asLang(lead.lang) ?? 'en'].contact_form;
  return {
    submittedAt: String(lead.createdAt.getTime()),
    fields: hubspotFields(lead),
    context: { pageUri: new URL(lead.page, publicOrigin(settings)).href, pageName: `${site.name} ${lead.page}` },
    legalConsentOptions: {
      consent: { consentToProcess: true, text: `${form.consent} ${form.consentLink}.`, communications: [] },
    },
  };
}

/** The submit address of the configured form. */
function submitUrl(settings: HubSpotSettings): string {
  const path = `submissions/v3/integration/submit/${settings.HUBSPOT_PORTAL_ID}/${settings.HUBSPOT_FORM_GUID}`;
  return new URL(path, settings.HUBSPOT_API_URL.replace(/\/?$/, '/')).href;
}

/**
 * Submits the lead to the HubSpot form; resolves on a 2xx answer. A 400 (HubSpot refused the
 * values, such as an address it deems invalid) is final; a refused or unknown form (401, 403,
 * 404) is retried, as fixing the setting lets it through; 429 and 5xx are retried.
 */
export async function postLeadToHubSpot(lead: StoredLead, settings: HubSpotSettings): Promise<void> {
  if (!settings.HUBSPOT_PORTAL_ID || !settings.HUBSPOT_FORM_GUID)
    throw new Error('HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are not set');
  const { status, body } = await postCrmJson(
    submitUrl(settings),
    hubspotSubmission(lead, settings),
    settings.OUTBOX_SEND_TIMEOUT_MS,
  );
  if (status >= 200 && status <= 299) return;
  const answer = body as { errors?: { errorType?: unknown }[] } | undefined;
  const type = answer?.errors
    ?.map((error) => error.errorType)
    .find((value): value is string => typeof value === 'string' && /^[A-Z0-9_]{1,60}$/.test(value));
  throw new DeliveryError(
    `HubSpot answered HTTP ${status}${type ? `: ${type}` : ''}`,
    failureOfStatus(status, type),
    status === 400,
  );
}
