import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vnu from 'vnu-jar';

/** The Nu HTML Checker on every one of `urls`, errors only; returns 1 when it found any (or could not run), else 0. */
export async function auditHtml(urls, { origin }) {
  const dir = mkdtempSync(join(tmpdir(), 'html-audit-'));
  const files = [];
  for (const [i, url] of urls.entries()) {
    const file = join(dir, `${String(i).padStart(3, '0')}.html`);
    writeFileSync(file, await (await fetch(url)).text());
    files.push([file, url]);
  }
  const result = spawnSync(
    'java',
    ['-jar', String(vnu), '--format', 'json', '--errors-only', ...files.map(([f]) => f)],
    { encoding: 'utf8' },
  );
  rmSync(dir, { recursive: true, force: true });
  if (result.error) {
    console.log(`\nNu HTML Checker could not run (${result.error.message}); it needs Java 17+.`);
    return 1;
  }
  const messages = JSON.parse(result.stderr || '{"messages":[]}').messages;
  const byFile = new Map(files.map(([file, url]) => [`file:${file}`, url.replace(origin, '')]));
  const counts = new Map(files.map(([, url]) => [url.replace(origin, ''), 0]));
  for (const message of messages) {
    const page = byFile.get(message.url) ?? message.url;
    counts.set(page, (counts.get(page) ?? 0) + 1);
  }
  const errors = messages.length;
  console.log(`\nNu HTML Checker: ${files.length} pages, ${errors} error(s)`);
  for (const message of messages.slice(0, 20)) console.log(`  ${byFile.get(message.url)}: ${message.message}`);
  return errors ? 1 : 0;
}
