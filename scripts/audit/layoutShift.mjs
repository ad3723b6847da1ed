import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

/**
 * Layout shift on a slow phone: each page loaded AUDIT_SHIFT_LOADS times in a mobile viewport
 * with the CPU slowed 4x, which makes the browser paint pages before it has parsed them whole.
 * Lighthouse's single unthrottled load rarely sees such a paint; a visitor's phone often does.
 * Reports the worst cumulative shift per page (target 0) and the element that moved most;
 * returns how many pages missed it.
 */
export async function auditSlowCpuShifts(urls, { origin, targets }) {
  let missed = 0;
  const loads = Number(process.env.AUDIT_SHIFT_LOADS ?? 5);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows = [];
  try {
    for (const url of urls) {
      let worst = 0;
      let culprit = '';
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const shifts = (window.__layoutShifts = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue;
              const node = entry.sources?.[0]?.node;
              const name = node ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : '';
              shifts.push({ value: entry.value, name });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(() => window.__layoutShifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total > worst) {
          worst = total;
          culprit = shifts.toSorted((a, b) => b.value - a.value)[0]?.name ?? '';
        }
        await context.close();
      }
      const row = { page: url.replace(origin, ''), loads, 'worst CLS': Number(worst.toFixed(4)), moved: culprit };
      if (worst > targets.cls) missed++;
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  console.log('\nLayout shift on a slow phone (mobile viewport, CPU 4x slower; target: CLS 0 on every load)');
  console.table(rows);
  return missed;
}
