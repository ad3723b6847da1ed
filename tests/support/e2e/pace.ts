/** Pages on a slower device or network, as visitors have them. */
import type { CDPSession, Page } from '@playwright/test';

/** The pages slowed here, with the session that slows each and by how much. */
const slowed = new WeakMap<Page, { cdp: CDPSession; rate: number }>();

/** Slows the page's CPU four times, as a mid-range phone runs it. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  slowed.set(page, { cdp, rate: 4 });
}

/**
 * Runs `work` with the page at the machine's full speed, then slows it again as it was: for a
 * test's own instruments (axe reading a whole page), which measure the page, not the phone.
 * A page never slowed runs `work` as it is.
 */
export async function atFullSpeed<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const slow = slowed.get(page);
  if (!slow) return work();
  await slow.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    return await work();
  } finally {
    // A page closed meanwhile has nothing left to slow.
    await slow.cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.rate }).catch(() => {});
  }
}

/**
 * Holds every script file the page asks for until `release()` is called, as a slow network
 * would: the visitor can act on the page while its islands are still on their way.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
