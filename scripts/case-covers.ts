/**
 * Draws the abstract cover of each seeded case and the fallback cover
 * (src/assets/cases/{name}.jpg, 1600×900, no text) with Chromium, then encodes them with sharp.
 * The build makes the responsive variants from these sources. Run: npm run case-covers
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { coverNames, type CoverName } from '../src/data/caseCovers.ts';
import { H, W } from './coverArt/backdrop.ts';
import { fallback } from './coverArt/fallback.ts';
import { fintech } from './coverArt/fintech.ts';
import { hr } from './coverArt/hr.ts';
import { retail } from './coverArt/retail.ts';

/** The drawn covers; a name without a drawing keeps the JPEG someone put in src/assets/cases/. */
const artwork: Partial<Record<CoverName, () => string>> = {
  'fintech-customer-service': fintech,
  'retail-analytics': retail,
  'hr-recruiting': hr,
  fallback,
};

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
const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
const folder = new URL('../src/assets/cases/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const name of coverNames) {
  const draw = artwork[name];
  if (!draw) {
    console.log(`kept src/assets/cases/${name}.jpg (no drawing for it here)`);
    continue;
  }
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#0b1230">${draw()}</body></html>`, {
    waitUntil: 'load',
  });
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: W, height: H } });
  const jpeg = await sharp(png).jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
  const target = new URL(`${name}.jpg`, folder);
  writeFileSync(target, jpeg);
  console.log(`wrote src/assets/cases/${name}.jpg (${Math.round(jpeg.length / 1024)} KB)`);
}
await browser.close();
