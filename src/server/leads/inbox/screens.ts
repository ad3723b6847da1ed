/**
 * What the leads screens show: the inbox (a page of the view, its counts, the member's views), one
 * lead, the reply templates, and the inbox's CSV exports.
 */
import { site } from '../../../config/site.ts';
import { languages } from '../../../i18n/languages.ts';
import type { SiteApp } from '../../app.ts';
import { leadMembers } from '../../staff/accounts.ts';
import type { StaffMember } from '../../staff/member.ts';
import { can } from '../../staff/permissions.ts';
import { replyPromiseOf } from '../routing/replyPromise.ts';
import { exportInboxView, exportSelected } from './export.ts';
import { decodeCursor, encodeCursor, inboxFilterToSearch, inboxQuery, parseInboxFilter } from './filter.ts';
import { earlierLeads, getLead, timeline } from './lead.ts';
import { countsByStatus, listLeads } from './queries.ts';
import { replyLang, replyTemplate, replyTemplates } from './replies.ts';
import { e164, fillReply, mailtoHref } from './replyLinks.ts';
import { MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, type ReplyDraft } from './sendReply.ts';
import { replyFromAddress } from '../notify/replyMail.ts';
import { MAX_ATTACHMENTS_BYTES } from '../../http/requestLimits.ts';
import { inboxViews } from './savedViews.ts';

/** A lead id from the path: a positive number of at most sixteen digits, else undefined. */
export const leadIdOf = (param: string | undefined): number | undefined =>
  /^[1-9]\d{0,15}$/.test(param ?? '') ? Number(param) : undefined;

/**
 * The inbox as the URL says (the view, its order, `?after=` a page on) read at `now`: the page of
 * leads, the counts per status, the members leads go to, the member's views with their counts,
 * the next page's link, the reply promise, and the links to the routing rules, the booked meetings
 * and the meeting types for a member who may open them.
 */
export async function inboxScreen(
  app: Pick<SiteApp, 'db' | 'settings'>,
  member: StaffMember,
  request: { query: URLSearchParams; now: Date },
) {
  const db = await app.db();
  const { filter, problems } = parseInboxFilter(request.query);
  const cursor = decodeCursor(request.query.get('after'));
  const promise = replyPromiseOf(app.settings);
  const query = inboxQuery(filter, promise, request.now);
  const [page, counts, members, views] = await Promise.all([
    listLeads(db, query, cursor),
    countsByStatus(db, query),
    leadMembers(db),
    inboxViews(db, member.user.id, promise, request.now),
  ]);
  const search = inboxFilterToSearch(filter);
  return {
    filter,
    problems,
    page,
    counts,
    members,
    views,
    nextHref: page.next ? `/staff/leads?${search ? `${search}&` : ''}after=${encodeCursor(page.next)}` : undefined,
    paged: !!cursor,
    promise,
    routingHref: can(member.user.role, 'leads.routing') ? '/staff/leads/routing' : undefined,
    agendaHref: can(member.user.role, 'meetings.view') ? '/staff/leads/meetings' : undefined,
    meetingTypesHref: can(member.user.role, 'meetings.types') ? '/staff/leads/meeting-types' : undefined,
  };
}

/**
 * One lead: the lead with its deliveries, its timeline, the members it may go to, the earlier
 * leads from its email, the reply in its language filled for `member` with its mail and phone
 * links, the reply to send from the page (`typed` again after a refusal), the reply templates'
 * link for a member who may edit them, and the reply promise; an id that names no lead shows none of them.
 */
export async function leadScreen(
  app: Pick<SiteApp, 'db' | 'settings'>,
  member: StaffMember,
  idParam: string | undefined,
  typed?: { subject: string; body: string },
) {
  const db = await app.db();
  const id = leadIdOf(idParam);
  const detail = id ? await getLead(db, id) : undefined;
  const [members, history, template, earlier] = detail
    ? await Promise.all([
        leadMembers(db),
        timeline(db, detail.lead.id),
        replyTemplate(db, detail.lead.lang),
        earlierLeads(db, detail.lead),
      ])
    : [[], [], undefined, undefined];
  const reply =
    detail && template
      ? fillReply(template, { name: detail.lead.name, sender: member.user.name, company: site.name })
      : undefined;
  const draft: ReplyDraft | undefined =
    detail && reply
      ? {
          mail: !!app.settings.SMTP_URL,
          to: detail.lead.email,
          from: replyFromAddress(app.settings),
          subject: typed?.subject ?? reply.subject,
          body: typed?.body ?? reply.body.replaceAll('\r\n', '\n'),
          lang: replyLang(detail.lead.lang),
          maxSubject: MAX_MESSAGE_SUBJECT,
          maxBody: MAX_MESSAGE_BODY,
          maxFileBytes: MAX_ATTACHMENTS_BYTES,
        }
      : undefined;
  const dial = detail?.lead.phone ? e164(detail.lead.phone, detail.lead.lang) : undefined;
  return {
    detail,
    timeline: history,
    members,
    earlier,
    reply:
      detail && reply
        ? {
            lang: replyLang(detail.lead.lang),
            email: detail.lead.email,
            mailto: detail.lead.email ? mailtoHref(detail.lead.email, reply) : undefined,
            phone: detail.lead.phone,
            tel: dial ? `tel:${dial}` : undefined,
            text: `${reply.subject}\n\n${reply.body.replaceAll('\r\n', '\n')}`,
          }
        : undefined,
    draft,
    templatesHref: can(member.user.role, 'leads.templates') ? '/staff/leads/replies' : undefined,
    promise: replyPromiseOf(app.settings),
  };
}

/** The reply templates, one per language, and the language of one just saved (`?saved=`), when it is one. */
export async function replyTemplatesScreen(app: Pick<SiteApp, 'db'>, query: URLSearchParams) {
  return {
    templates: await replyTemplates(await app.db()),
    saved: languages.find((lang) => lang === query.get('saved')),
  };
}

/** The leads ticked in the inbox as CSV, for a member who may export (else a 403), audited as from `ip`. */
export async function inboxSelectionExport(
  app: Pick<SiteApp, 'db'>,
  member: StaffMember,
  ids: number[],
  ip: string,
): Promise<Response> {
  if (!can(member.user.role, 'leads.export')) return new Response(null, { status: 403 });
  return exportSelected(ids, { member, ip, db: await app.db() });
}

/** The inbox view the URL's `search` names as CSV, audited as from `ip` (the guard has checked `leads.export`). */
export async function inboxViewExport(
  app: Pick<SiteApp, 'db' | 'settings'>,
  member: StaffMember,
  search: string,
  ip: string,
): Promise<Response> {
  return exportInboxView(search, { member, ip, db: await app.db() }, replyPromiseOf(app.settings));
}
