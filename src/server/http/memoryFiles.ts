import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { lookup as mimeType } from 'mrmime';
import { redirectablePaths } from '../../routing/pages.ts';
import { fileHeaders, isPublicFile } from './staticFiles.ts';
import { securityHeaders } from './securityHeaders.ts';

/** A built file held in memory, with the headers sirv would derive from it. */
interface MemoryFile {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/** What one request path answers with in one encoding: every header, computed once. */
interface Answer {
  file: MemoryFile;
  headers: OutgoingHttpHeaders;
  etag: string;
}

const ENCODINGS: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

/** The headers sirv gives a file `name` (`/en/about/index.html.br`) of `size` bytes modified at `mtime`. */
function sirvHeaders(name: string, size: number, mtime: Date): OutgoingHttpHeaders {
  const encoding = ENCODINGS[name.slice(-3)];
  let type = mimeType(encoding ? name.slice(0, -3) : name) || '';
  if (type === 'text/html') type += ';charset=utf-8';
  return {
    'Content-Length': size,
    'Content-Type': type,
    'Last-Modified': mtime.toUTCString(),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ETag: `W/"${size}-${mtime.getTime()}"`,
  };
}

/** sirv's candidate file names for `pathname`, best first, for a client that sent `acceptEncoding`. */
function candidates(pathname: string, acceptEncoding: string): string[] {
  const extensions = ['', 'html'];
  if (acceptEncoding.includes('gzip')) extensions.unshift('html.gz', 'gz');
  if (/(br|brotli)/i.test(acceptEncoding)) extensions.unshift('html.br', 'br');
  // Same order as sirv: for each extension, the path itself, then its folder's index.
  return extensions.flatMap((ext) => {
    const suffix = ext ? `.${ext}` : '';
    return [`${pathname}${suffix}`, `${pathname}/index${suffix}`];
  });
}

/** A request path the fast path may answer: plain characters, no dot segments, no trailing slash. */
const SIMPLE_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * The path of a request that the pipeline before the files would pass on untouched (a GET or
 * HEAD without a body or range, on a plain path that no redirect applies to), else undefined.
 * The path must be the target as sent: one the parser normalised (dot segments, a full URL) is not plain.
 */
export function plainReadPath(req: IncomingMessage, url: URL): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (req.headers.range || req.headers['transfer-encoding'] || Number(req.headers['content-length'] ?? 0) > 0)
    return undefined;
  const { pathname } = url;
  const sent = req.url === pathname || req.url?.startsWith(`${pathname}?`);
  if (!sent || !SIMPLE_PATH.test(pathname) || redirectablePaths.includes(pathname)) return undefined;
  return pathname;
}

/**
 * The built files (`dist/client`) answered from memory, before the rest of the request
 * pipeline: the same bytes, status and headers as the pipeline (security headers, then sirv with
 * the site's cache rules) would send, each set of headers computed once per path and encoding.
 * It answers only what it can answer exactly like the pipeline: a GET or HEAD without a body or
 * a range, for a plain path that is neither redirected nor anything but a file; the rest goes on.
 */
export function memoryFiles(dir: string, { https }: { https: boolean }) {
  const files = new Map<string, MemoryFile>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    const name = `/${relative(dir, abs).split(sep).join('/')}`;
    if (/\/\./.test(name) || !isPublicFile(name)) continue; // sirv leaves dotfiles out
    const stats = statSync(abs);
    files.set(name, { body: readFileSync(abs), headers: sirvHeaders(name, stats.size, stats.mtime) });
  }
  const security = securityHeaders({ https });
  const answers = new Map<string, Answer>();

  /**
   * The answer to GET `pathname` for `acceptEncoding`, remembered per path and the encodings
   * sirv looks at; only paths that name a file are remembered, so unknown ones cannot fill memory.
   */
  function answerFor(pathname: string, acceptEncoding: string): Answer | undefined {
    const accepts = `${acceptEncoding.includes('gzip') ? 'g' : ''}${/(br|brotli)/i.test(acceptEncoding) ? 'b' : ''}`;
    const key = `${accepts}${pathname}`;
    const known = answers.get(key);
    if (known) return known;
    const name = candidates(pathname, acceptEncoding).find((candidate) => files.has(candidate));
    if (!name) return undefined;
    const file = files.get(name)!;
    const headers = { ...security, Vary: 'Accept-Encoding', ...fileHeaders(pathname), ...file.headers };
    const answer = { file, headers, etag: file.headers.ETag as string };
    answers.set(key, answer);
    return answer;
  }

  return {
    /** Sends the file the request names and returns true, or returns false to let the pipeline answer. */
    serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      const pathname = plainReadPath(req, url);
      if (!pathname) return false;
      const answer = answerFor(pathname, String(req.headers['accept-encoding'] ?? ''));
      if (!answer) return false;
      if (req.headers['if-none-match'] === answer.etag) {
        res.writeHead(304, security);
        res.end();
        return true;
      }
      res.writeHead(200, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : answer.file.body);
      return true;
    },
  };
}
