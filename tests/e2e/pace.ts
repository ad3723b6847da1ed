/** Pages on a slower device or network, as visitors have them. */
import type { Page } from '@playwright/test';

/** Slows the page's CPU four times, as a mid-range phone runs it. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
