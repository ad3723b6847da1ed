/**
 * Audits the built site and prints tables: Lighthouse (mobile) per page and language,
 * the Nu HTML Checker on every page, and the compressed JS/CSS each audited page loads.
 * Builds first, serves on AUDIT_PORT (4398). Exits 1 when a target is missed.
 *   npm run audit                          every page and case of the sitemap in six languages
 *   AUDIT_PAGES=home,contact npm run audit those pages (by their path without the language:
 *                                          home, contact, cases/retail-analytics ...)
 *   AUDIT_LANGS=pt,id                      those languages
 * AUDIT_RUNS (default 3): Lighthouse runs per page, the median one reported. Every page in six
 * languages takes about an hour on a 2-core machine.
 * AUDIT_SHIFT_LOADS (default 5): loads per page for the slow-CPU layout-shift check.
 * AUDIT_MEETINGS=1: meetings set up in the store first (scripts/offerMeetings.ts), so the meeting
 * page is audited with its free times and booking form, as an owner who offers meetings shows it.
 * Then the MDN HTTP Observatory over HTTPS on every kind of answer (needs ports 80 and 443:
 * run as root; AUDIT_OBSERVATORY=0 skips it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './startSite.ts';
import { auditObservatory } from './auditObservatory.ts';
import { offerMeetings } from './offerMeetings.ts';
import { auditHtml } from './audit/htmlChecker.mjs';
import { auditSlowCpuShifts } from './audit/layoutShift.mjs';
import { auditLighthouse } from './audit/lighthouse.mjs';
import { auditSizes } from './audit/pageWeight.mjs';
import { languages } from '../src/i18n/languages.ts';
import { localizedPath } from '../src/routing/localizedPath.ts';
import { pagePaths } from '../src/routing/pages.ts';

const port = Number(process.env.AUDIT_PORT ?? 4398);
const origin = `http://127.0.0.1:${port}`;
const pages = Object.keys(pagePaths);
// jsLoadKb: script files transferred while the page loads, before anyone touches it.
// lcpMs: a page whose first answer fits a new connection's first round trip paints in about 700.
const targets = { score: 100, lcpMs: 800, cls: 0, jsLoadKb: 5, jsKb: 10, cssKb: 20 };

const build = spawnSync('node_modules/.bin/astro', ['build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, SITE_URL: origin },
});
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'audit-data-'));
if (process.env.AUDIT_MEETINGS === '1') await offerMeetings(dataDir);
const server = await startSite(
  port,
  { DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR ?? 'dist' },
  { showErrors: true },
);
let missed = 0;
try {
  const sitemapUrls = await listPages();
  const auditLangs = (process.env.AUDIT_LANGS ?? languages.join(',')).split(',');
  const auditPages =
    process.env.AUDIT_PAGES && process.env.AUDIT_PAGES !== 'all' ? process.env.AUDIT_PAGES.split(',') : null;
  const lighthouseUrls = sitemapUrls.filter((url) => {
    const [, lang, ...page] = new URL(url).pathname.split('/');
    return auditLangs.includes(lang) && (!auditPages || auditPages.includes(page.join('/') || 'home'));
  });
  if (!lighthouseUrls.length) throw new Error(`No page of the sitemap matches AUDIT_PAGES and AUDIT_LANGS`);
  const audit = { origin, targets };
  missed += await auditLighthouse(lighthouseUrls, audit);
  missed += await auditSlowCpuShifts(lighthouseUrls, audit);
  missed += await auditSizes(lighthouseUrls, audit);
  missed += await auditHtml([...sitemapUrls, `${origin}/en/missing-page`, `${origin}/ru/missing-page`], audit);
  missed += await auditHeaders();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(missed ? `\n${missed} target(s) missed` : '\nAll targets met');
process.exit(missed ? 1 : 0);

/** Every page the sitemap lists, plus the extra pages that exist in every language. */
async function listPages() {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const extra = languages.flatMap((lang) => pages.map((page) => `${origin}${localizedPath(lang, page)}`));
  const all = [...new Set([...listed, ...extra])];
  const answered = await Promise.all(all.map(async (url) => ((await fetch(url)).ok ? url : null)));
  return answered.filter(Boolean);
}

/**
 * The MDN HTTP Observatory over HTTPS (see scripts/auditObservatory.ts): the home page must
 * grade A+ with a score of at least 100, every other kind of answer too, and the answers the
 * scanner will not grade (404) must carry the same security headers. AUDIT_OBSERVATORY=0 skips it.
 * Returns how many kinds missed.
 */
async function auditHeaders() {
  if (process.env.AUDIT_OBSERVATORY === '0') return 0;
  let missed = 0;
  const rows = await auditObservatory({
    dist: process.env.DIST_DIR ?? 'dist',
    port: port + 100,
    kinds: [
      { kind: 'home (redirect, then on-demand page)', path: '/' },
      { kind: 'prerendered page', path: '/en/about' },
      { kind: 'on-demand page with forms', path: '/en/contact' },
      { kind: 'cases list', path: '/ru/cases' },
      { kind: 'case page', path: '/en/cases/retail-analytics' },
      { kind: 'cases API', path: '/functions/v1/get-cases-by-lang?lng=en' },
      { kind: 'asset', path: '/favicon.svg' },
      { kind: 'sitemap', path: '/sitemap.xml' },
      { kind: 'not found', path: '/en/missing-page', headersOnly: true },
      { kind: 'redirect', path: '/about', headersOnly: true },
    ],
  });
  for (const row of rows) {
    const graded = !row.grade.startsWith('HTTP');
    if ((graded && row.grade !== 'A+') || row.score < 100) {
      row.below = 'below A+ / 100';
      missed++;
    }
  }
  console.log(
    '\nMDN HTTP Observatory over HTTPS (target: A+ and score >= 100 on every kind of answer; 404 and redirects: every security header once)',
  );
  console.table(rows);
  return missed;
}
