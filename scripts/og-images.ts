/**
 * Draws the Open Graph image of each language (public/og/{lang}.png, 1200×630) from its
 * hero copy, with Chromium. Run after changing the hero text or the brand: npm run og-images
 */
import { readFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { site } from '../src/config/site.ts';
import { catalogs } from '../src/i18n/index.ts';
import { languages, type Lang } from '../src/i18n/languages.ts';

const font = (subset: string) =>
  readFileSync(
    new URL(`../node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`, import.meta.url),
  ).toString('base64');
const fonts = ['latin', 'latin-ext', 'cyrillic']
  .map(
    (subset) =>
      `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font(subset)}) format('woff2')}`,
  )
  .join('');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function html(lang: Lang): string {
  const t = catalogs[lang].hero;
  return `<!doctype html><html lang="${lang}"><style>${fonts}
  *{margin:0;box-sizing:border-box}
  body{width:1200px;height:630px;font-family:Inter;color:#fff;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
    background:radial-gradient(900px 500px at 90% -10%,#3b32a8,transparent 60%),radial-gradient(700px 400px at -10% 110%,#0b5d73,transparent 60%),#0b1230}
  .brand{display:flex;align-items:center;gap:18px;font-size:40px;font-weight:800;letter-spacing:-.03em}
  .mark{width:56px;height:56px;border-radius:16px;background:#4338ca;display:grid;place-items:center}
  h1{font-size:88px;line-height:1.04;font-weight:800;letter-spacing:-.04em;max-width:1000px;
    background:linear-gradient(92deg,#fff 35%,#c7d2fe 75%,#a5f3fc);-webkit-background-clip:text;color:transparent}
  p{margin-top:24px;font-size:34px;line-height:1.3;color:#c3c9e6;max-width:980px}
  .badge{display:inline-block;padding:10px 22px;border:2px solid rgba(165,180,252,.5);border-radius:999px;font-size:24px;color:#e0e7ff}
  </style><body>
  <div class="brand"><div class="mark"><svg viewBox="0 0 32 32" width="40" height="40"><path d="M9 22.5 15.2 8h1.6L23 22.5h-3l-1.4-3.5h-5.2L12 22.5zm5.3-6h3.4L16 12.2z" fill="#fff"/></svg></div>${escape(site.name)}</div>
  <div><h1>${escape(t.title)}</h1><p>${escape(t.subtitle)}</p></div>
  <div><span class="badge">${escape(t.badge)}</span></div>
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
mkdirSync(new URL('../public/og/', import.meta.url), { recursive: true });
for (const lang of languages) {
  await page.setContent(html(lang), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const path = new URL(`../public/og/${lang}.png`, import.meta.url).pathname;
  await page.screenshot({ path, type: 'png' });
  console.log(`wrote ${path.split('/public/')[1]}`);
}
await browser.close();
