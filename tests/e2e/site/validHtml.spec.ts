import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import vnu from 'vnu-jar';
import { everyPage } from '../../support/e2e/site';

/**
 * Every page as served, and the not-found page, pass the Nu HTML Checker (the W3C's), its CSS
 * included: the markup and inline styles the server sends, not what a browser repairs.
 */
test('every page, in every language, is valid HTML with valid inline CSS', async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'valid-html-'));
  try {
    const paths = [...everyPage.map(([, , path]) => path), '/en/missing-page', '/ru/missing-page'];
    const files = new Map<string, string>();
    for (const [index, path] of paths.entries()) {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, await (await request.get(path)).text());
      files.set(`file:${file}`, path);
    }
    // One checker for all pages: starting Java is most of its cost.
    const checked = spawnSync(
      'java',
      ['-jar', vnu, '--format', 'json', '--errors-only', ...files.keys().map((url) => url.slice(5))],
      {
        encoding: 'utf8',
      },
    );
    expect(checked.error, 'the Nu HTML Checker needs Java 17 or later').toBeUndefined();
    const { messages } = JSON.parse(checked.stderr) as {
      messages: { url: string; message: string; extract?: string }[];
    };
    expect(
      messages.map(({ url, message, extract }) => `${files.get(url) ?? url}: ${message} ${extract ?? ''}`.trim()),
    ).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
