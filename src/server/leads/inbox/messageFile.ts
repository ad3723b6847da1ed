/**
 * A file of a lead's conversation (sent with a member's reply, or with the visitor's mail) as
 * staff download it: only through its own lead, so a file id of another lead's message answers
 * 404 like one that is not there. The file is always saved, never shown: its name and bytes are
 * whoever sent it's, so it comes as an attachment the browser may not sniff, in a sandbox.
 */
import { and, eq } from 'drizzle-orm';
import type { SiteApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { leadMessageFiles, leadMessages } from '../../db/schema.ts';
import { cachePolicy } from '../../http/cachePolicy.ts';
import { downloadPolicy } from '../../http/contentSecurityPolicy.ts';
import { showInvisible } from '../invisible.ts';

/** A stored content type as a header may carry it: `type/subtype`, its parameters in plain printable ASCII. */
const CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:;[\x20-\x7e]*)?$/;

/** The file `fileId` of a message of the lead `leadId`: its name, type and bytes; undefined when that lead has none such. */
async function messageFile(db: Database, leadId: number, fileId: number) {
  const [file] = await db
    .select({ name: leadMessageFiles.name, contentType: leadMessageFiles.contentType, bytes: leadMessageFiles.bytes })
    .from(leadMessageFiles)
    .innerJoin(leadMessages, eq(leadMessages.id, leadMessageFiles.leadMessageId))
    .where(and(eq(leadMessageFiles.id, fileId), eq(leadMessages.leadId, leadId)));
  return file;
}

/**
 * `Content-Disposition` saving a file under `name`: UTF-8 in `filename*` (RFC 6266), and plain
 * ASCII in `filename` for a browser that reads only that (each other character, and those a file
 * system refuses, as `_`). Hidden characters are written out as
 * the page shows them, so "Anna\u202Egpj.exe" is not saved under a name that reads otherwise.
 */
export function attachmentDisposition(name: string): string {
  const shown = showInvisible(name.toWellFormed()).replace(/[\x00-\x1f\x7f]/g, '_') || 'file';
  const ascii = shown.replace(/[^\x20-\x7e]|["\\/:*?<>|]/g, '_');
  const encoded = encodeURIComponent(shown).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The answer to a staff member's download of the file `fileId` of the lead `leadId` (either
 * undefined when the path named none): its bytes with their stored type, saved under their name,
 * never kept by any cache; 404 when the lead has no such file.
 */
export async function messageFileResponse(
  app: Pick<SiteApp, 'db'>,
  leadId: number | undefined,
  fileId: number | undefined,
): Promise<Response> {
  const file = leadId && fileId ? await messageFile(await app.db(), leadId, fileId) : undefined;
  if (!file) return new Response(null, { status: 404, headers: { 'Cache-Control': cachePolicy.never } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': CONTENT_TYPE.test(file.contentType) ? file.contentType : 'application/octet-stream',
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': attachmentDisposition(file.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': downloadPolicy,
      'Cache-Control': cachePolicy.never,
    },
  });
}
