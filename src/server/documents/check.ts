/** A content document checked against its kind's schema (`src/content/documents.ts`) before any write. */
import { documentKinds, type DocumentKey } from '../../content/documents.ts';

/** A place in a document that is wrong: its path (`items.1.prices.RUB`) and the schema's code for what. */
export interface DocumentIssue {
  path: string;
  code: string;
}

/** `data` checked as a `key` document: the parsed data, or each place that is wrong. */
export function checkDocument(
  key: DocumentKey,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; issues: DocumentIssue[] } {
  const parsed = documentKinds[key].schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.message && !issue.message.includes(' ') ? issue.message : issue.code,
    })),
  };
}
