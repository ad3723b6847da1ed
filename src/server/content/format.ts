/**
 * The content file (`npm run content -- export|import`, format in docs/operate/content-files.md):
 * everything the staff edit as content, in one JSON document with a format version. Checked
 * here as far as the file alone allows (the editors' own rules); what needs the store (a
 * redirect's clash with a page, a loop) is checked in `transfer.ts`.
 */
import { z } from 'zod';
import { languages } from '../../i18n/languages.ts';
import { caseImportSchema } from '../cases/importFormat.ts';
import { documentsPartSchema } from './documentsPart.ts';
import { MAX_REPLY_BODY, MAX_REPLY_SUBJECT } from '../leads/inbox/replies.ts';
import { MAX_FROM_LENGTH, MAX_TARGET_LENGTH, redirectStatuses } from '../redirects/rules.ts';

/** The format this version writes and reads; a file of another is refused whole. */
export const CONTENT_FORMAT = 1;

/** A redirect as the staff screen takes it: the address, where it sends, permanent or temporary. */
const redirectEntrySchema = z
  .object({
    from: z.string().max(MAX_FROM_LENGTH),
    target: z.string().max(MAX_TARGET_LENGTH),
    status: z.literal([...redirectStatuses]),
  })
  .strict();

/** A language's reply template as an admin saves it: subject and body, neither empty. */
const replyTemplateSchema = z
  .object({
    subject: z.string().trim().min(1).max(MAX_REPLY_SUBJECT),
    body: z.string().trim().min(1).max(MAX_REPLY_BODY),
  })
  .strict();

/** The whole file; a part left out changes nothing. */
const contentSchema = z
  .object({
    format: z.literal(CONTENT_FORMAT),
    cases: z.array(caseImportSchema).default([]),
    redirects: z.array(redirectEntrySchema).default([]),
    replyTemplates: z.partialRecord(z.enum(languages), replyTemplateSchema).default({}),
    /** The content documents (prices, the packages' words, ...), by key and language. */
    documents: documentsPartSchema.default({}),
  })
  .strict();

/** A checked content file. */
export type Content = z.output<typeof contentSchema>;
export type RedirectEntry = Content['redirects'][number];

export type ContentParseResult = { ok: true; content: Content } | { ok: false; problems: string[] };

/** Where in the file a problem is, as a reader finds it: `cases[2].translations.ru.title`. */
function placeOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

/**
 * Checks a content file's JSON: its format version first (a file of another format is not
 * read further), then every part, each problem with its place; two cases of one slug are refused.
 */
export function parseContent(data: unknown): ContentParseResult {
  const format =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as { format?: unknown }).format
      : undefined;
  if (format !== CONTENT_FORMAT) {
    return {
      ok: false,
      problems: [
        `format: must be ${CONTENT_FORMAT} (a JSON object such as { "format": ${CONTENT_FORMAT}, "cases": [...] }); the file has ${JSON.stringify(format) ?? 'none'}`,
      ],
    };
  }
  const parsed = contentSchema.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${placeOf(issue.path) || 'file'}: ${issue.message}`),
    };
  const problems: string[] = [];
  const first = new Map<string, number>();
  parsed.data.cases.forEach((entry, index) => {
    const earlier = first.get(entry.slug);
    if (earlier === undefined) first.set(entry.slug, index);
    else problems.push(`cases[${index}].slug: "${entry.slug}" repeats cases[${earlier}]`);
  });
  return problems.length ? { ok: false, problems } : { ok: true, content: parsed.data };
}
