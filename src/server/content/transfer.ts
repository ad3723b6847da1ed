/**
 * The content file and the store: exporting everything the staff edit as content, and importing
 * a file: checked against the store with the editors' rules, what it would change worked out
 * item by item, and, unless only asked what it would do, written in one transaction with the
 * audit rows and the notices the editors' own changes have. Items the file leaves out are kept.
 */
import { inArray } from 'drizzle-orm';
import { languages } from '../../i18n/languages.ts';
import { redirects as redirectTexts } from '../../i18n/staff/en/redirects.ts';
import { inTransaction, recordVersion, slugTaken } from '../cases/caseWrites.ts';
import { notifyCasesChanged } from '../cases/events.ts';
import { allCaseSlugs, exportCases, writeCases } from '../cases/repository.ts';
import { compareVersions } from '../cases/versions.ts';
import type { Database } from '../db/client.ts';
import { cases, leadReplyTemplates } from '../db/schema.ts';
import {
  checkRedirect,
  MAX_FROM_LENGTH,
  MAX_TARGET_LENGTH,
  normalizeFrom,
  normalizeTarget,
  type RedirectRefusal,
  type RedirectRule,
} from '../redirects/rules.ts';
import { writeReplyTemplate } from '../leads/inbox/replies.ts';
import {
  listRedirects,
  lockRedirects,
  notifyRedirectsChanged,
  redirectSaved,
  writeRedirect,
} from '../redirects/store.ts';
import { audit } from '../staff/audit.ts';
import { CONTENT_FORMAT, type Content, type RedirectEntry } from './format.ts';
import { compare, differing, type ItemChange } from './changes.ts';
import { applyDocuments, exportDocuments, planDocuments } from './documentsPart.ts';

/** What an import would do (or did), part by part, or why it cannot be done. */
export interface ContentPlan {
  problems: string[];
  cases: ItemChange[];
  redirects: ItemChange[];
  replyTemplates: ItemChange[];
  documents: ItemChange[];
}

/** Everything the staff edit as content, in the content format: cases, redirects (not their hits), the reply templates an admin changed. */
export async function exportContent(db: Database): Promise<Content> {
  const templates = await db.select().from(leadReplyTemplates);
  const replyTemplates: Content['replyTemplates'] = {};
  for (const lang of languages) {
    const row = templates.find((each) => each.lang === lang);
    if (row) replyTemplates[lang] = { subject: row.subject, body: row.body };
  }
  return {
    format: CONTENT_FORMAT,
    cases: await exportCases(db),
    redirects: (await listRedirects(db)).map((row) => ({ from: row.fromPath, target: row.target, status: row.status })),
    replyTemplates,
    documents: await exportDocuments(db),
  };
}

/** Why a redirect is refused, where in its entry, in the staff screen's words. */
function redirectProblem(index: number, refusal: RedirectRefusal): string {
  const field = refusal === 'fromInvalid' || refusal === 'fromRoute' ? '.from' : refusal === 'tooLong' ? '' : '.target';
  const message = redirectTexts.refusals[refusal]
    .replace('{from}', String(MAX_FROM_LENGTH))
    .replace('{target}', String(MAX_TARGET_LENGTH));
  return `redirects[${index}]${field}: ${message}`;
}

/**
 * The file's redirects checked as the staff screen checks one: each against the site's pages
 * (the file's cases' too) and against the redirects there will be after the import (the
 * stored ones it leaves, and its own), so a loop among them is refused; two of one address too.
 */
function checkRedirects(
  entries: readonly RedirectEntry[],
  stored: readonly RedirectRule[],
  caseSlugs: ReadonlySet<string>,
): { rules: RedirectRule[]; problems: string[] } {
  const problems: string[] = [];
  const first = new Map<string, number>();
  entries.forEach((entry, index) => {
    const fromPath = normalizeFrom(entry.from);
    if (fromPath === undefined) return;
    const earlier = first.get(fromPath);
    if (earlier === undefined) first.set(fromPath, index);
    else problems.push(`redirects[${index}].from: "${fromPath}" repeats redirects[${earlier}]`);
  });
  const given = entries.flatMap((entry) => {
    const fromPath = normalizeFrom(entry.from);
    return fromPath ? [{ fromPath, target: normalizeTarget(entry.target) ?? entry.target, status: entry.status }] : [];
  });
  const after = [...stored.filter((rule) => !first.has(rule.fromPath)), ...given];
  const rules: RedirectRule[] = [];
  entries.forEach((entry, index) => {
    const checked = checkRedirect(entry, after, caseSlugs);
    if (checked.ok) rules.push(checked.rule);
    else problems.push(redirectProblem(index, checked.refusal));
  });
  return { rules, problems };
}

/** Works out what importing `content` does to the store `tx` sees, and what in it is refused. */
async function planImport(tx: Database, content: Content) {
  const problems: string[] = [];
  const storedCases = await exportCases(tx);
  const caseChanges = compare(content.cases, storedCases, (entry) => entry.slug, compareVersions);
  for (const [index, entry] of content.cases.entries()) {
    const isNew = !storedCases.some((stored) => stored.slug === entry.slug);
    if (isNew && (await slugTaken(tx, entry.slug, undefined)))
      problems.push(`cases[${index}].slug: "${entry.slug}" is a renamed case's earlier address and still leads to it`);
  }
  const storedRules = (await listRedirects(tx)).map(({ fromPath, target, status }) => ({ fromPath, target, status }));
  const caseSlugs = new Set([...(await allCaseSlugs(tx)), ...content.cases.map((entry) => entry.slug)]);
  const { rules, problems: redirectProblems } = checkRedirects(content.redirects, storedRules, caseSlugs);
  problems.push(...redirectProblems);
  const redirectChanges = compare(
    rules,
    storedRules,
    (rule) => rule.fromPath,
    (before, after) => differing(before, after, ['target', 'status']),
  );
  const storedTemplates = await tx
    .select({ lang: leadReplyTemplates.lang, subject: leadReplyTemplates.subject, body: leadReplyTemplates.body })
    .from(leadReplyTemplates);
  const givenTemplates = languages.flatMap((lang) => {
    const template = content.replyTemplates[lang];
    return template ? [{ lang: lang as string, ...template }] : [];
  });
  const templateChanges = compare(
    givenTemplates,
    storedTemplates,
    (template) => template.lang,
    (before, after) => differing(before, after, ['subject', 'body']),
  );
  const documents = await planDocuments(tx, content.documents);
  problems.push(...documents.problems);
  return {
    plan: {
      problems,
      cases: caseChanges,
      redirects: redirectChanges,
      replyTemplates: templateChanges,
      documents: documents.changes,
    },
    rules,
    documents: documents.given,
  };
}

/** Writes what `plan` adds or changes, each part with its audit rows and its notice to the running instances. */
async function applyImport(
  tx: Database,
  content: Content,
  planned: Awaited<ReturnType<typeof planImport>>,
  now: Date,
): Promise<void> {
  const { plan, rules } = planned;
  const writes = (items: readonly ItemChange[]) =>
    new Set(items.filter((item) => item.change === 'added' || item.change === 'changed').map((item) => item.name));
  const caseWrites = writes(plan.cases);
  if (caseWrites.size) {
    await writeCases(
      tx,
      content.cases.filter((entry) => caseWrites.has(entry.slug)),
    );
    const rows = await tx
      .select({ id: cases.id })
      .from(cases)
      .where(inArray(cases.slug, [...caseWrites]));
    for (const row of rows) await recordVersion(tx, row.id, 'imported', undefined);
    const created = plan.cases.filter((item) => item.change === 'added').length;
    await audit(tx, {
      action: 'cases-import',
      details: { created: String(created), updated: String(caseWrites.size - created) },
    });
    await notifyCasesChanged(tx, [...caseWrites]);
  }
  const redirectWrites = writes(plan.redirects);
  for (const rule of rules.filter((each) => redirectWrites.has(each.fromPath)))
    (await writeRedirect(tx, rule), await audit(tx, redirectSaved(rule)));
  await notifyRedirectsChanged(tx, [...redirectWrites]);
  const templateWrites = writes(plan.replyTemplates);
  for (const lang of languages.filter((each) => templateWrites.has(each))) {
    const { subject, body } = content.replyTemplates[lang]!;
    await writeReplyTemplate(tx, lang, { subject, body }, null);
    await audit(tx, { action: 'reply-template', target: lang, details: { subject } });
  }
  await applyDocuments(tx, planned.documents, plan.documents, now);
}

/**
 * Imports `content` in one transaction: checked and planned first; written only when nothing
 * is refused and `write` is set (a dry run writes nothing). Says what it would do or did.
 */
export async function importContent(
  db: Database,
  content: Content,
  { write, now = new Date() }: { write: boolean; now?: Date },
): Promise<ContentPlan> {
  return inTransaction(db, async (tx) => {
    await lockRedirects(tx);
    const planned = await planImport(tx, content);
    if (write && !planned.plan.problems.length) await applyImport(tx, content, planned, now);
    return planned.plan;
  });
}
