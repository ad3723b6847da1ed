import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Compressed bytes of the scripts and stylesheets a page loads (inline ones included); returns how many pages missed a target. */
export async function auditSizes(urls, { origin, targets }) {
  let missed = 0;
  const rows = [];
  for (const url of urls) {
    const html = await (await fetch(url)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
    const inlineJs = [...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .join('');
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const body = async (paths) =>
      (await Promise.all(paths.map(async (p) => (await fetch(new URL(p, origin))).text()))).join('');
    const js = (await body(scripts)) + inlineJs;
    const css = (await body(styles)) + inlineCss;
    const kb = (text, zip) => Number((zip(Buffer.from(text)).length / 1024).toFixed(1));
    const row = {
      page: url.replace(origin, ''),
      'HTML br KB': kb(html, brotliCompressSync),
      'JS gz KB': kb(js, gzipSync),
      'JS br KB': kb(js, brotliCompressSync),
      'CSS gz KB': kb(css, gzipSync),
      'CSS br KB': kb(css, brotliCompressSync),
    };
    if (row['JS gz KB'] >= targets.jsKb || row['CSS gz KB'] >= targets.cssKb) missed++;
    rows.push(row);
  }
  console.log(`\nPage weight (targets: JS < ${targets.jsKb} KB, CSS < ${targets.cssKb} KB compressed)`);
  console.table(rows);
  return missed;
}
