import { z } from 'zod';
import { coverNames, isCoverName, isUploadedCover } from '../../data/caseCovers.ts';
import { languages } from '../../i18n/languages.ts';

/** A slug: lowercase letters and digits in words joined by single hyphens. */
export const caseSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** One language's text of a case. An empty or missing body is stored as null ("not available"). */
/** The longest story a case may tell in one language: a long read, with room to spare. */
export const MAX_CASE_BODY_CHARS = 100_000;

const caseTranslationSchema = z
  .object({
    title: text(200),
    summary: text(1000),
    body: z
      .string()
      .trim()
      .max(MAX_CASE_BODY_CHARS)
      .nullish()
      .transform((body) => body || null),
    industry: text(100),
    results: z
      .array(z.object({ value: text(20), label: text(160) }).strict())
      .max(6)
      .default([]),
    /** What the cover shows, in this language; absent leaves the cover decorative. */
    coverAlt: z
      .string()
      .trim()
      .max(300)
      .transform((alt) => alt || undefined)
      .optional(),
  })
  .strict();

/**
 * One case in the import and export file (`npm run cases -- import|export`); documented in docs/use/cases.md.
 * `coverImage` is a shipped cover's name or an absolute http(s) URL; null picks the fallback.
 */
export const caseImportSchema = z
  .object({
    slug: z
      .string()
      .max(120)
      .regex(caseSlugPattern, 'must be lowercase words joined by hyphens, e.g. "retail-analytics"'),
    coverImage: z
      .string()
      .trim()
      .max(2000)
      .refine(
        (value) => isCoverName(value) || isUploadedCover(value) || isHttpUrl(value),
        `must be one of ${coverNames.join(', ')}, an uploaded cover (upload:…), an absolute http(s) URL, or null`,
      )
      .nullable()
      .default(null),
    technologies: z.array(text(60)).max(30).default([]),
    published: z.boolean().default(true),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    translations: z
      .partialRecord(z.enum(languages), caseTranslationSchema)
      .refine((translations) => Object.keys(translations).length > 0, 'needs at least one language'),
  })
  .strict();

/** A validated case from an import file, ready for the store. */
export type CaseImport = z.output<typeof caseImportSchema>;

export type ImportParseResult = { ok: true; cases: CaseImport[] } | { ok: false; errors: string[] };

/**
 * Validates the content of an import file: a JSON array of cases with unique slugs.
 * Every problem is reported with the entry it belongs to (position and slug) and the field.
 */
export function parseCaseImport(data: unknown): ImportParseResult {
  if (!Array.isArray(data)) return { ok: false, errors: ['The file must hold a JSON array of cases.'] };
  const errors: string[] = [];
  const cases: CaseImport[] = [];
  const seen = new Map<string, number>();
  data.forEach((raw, index) => {
    const slug = typeof raw === 'object' && raw && 'slug' in raw && typeof raw.slug === 'string' ? raw.slug : undefined;
    const label = `entry ${index + 1}${slug ? ` ("${slug}")` : ''}`;
    const result = caseImportSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push(`${label}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
      }
      return;
    }
    const first = seen.get(result.data.slug);
    if (first !== undefined) {
      errors.push(`${label}: slug repeats entry ${first + 1}`);
      return;
    }
    seen.set(result.data.slug, index);
    cases.push(result.data);
  });
  return errors.length ? { ok: false, errors } : { ok: true, cases };
}
