/**
 * `npm run bench:first-touch` (after a build): how soon a lead form answers the very first touch
 * on a slow phone. Starts the built site on `BENCH_FIRST_TOUCH_PORT` (default 4628) with an empty
 * store of its own; for every form (the home page's demo request; the contact page's message;
 * the call-back and meeting pages' forms; then, with meetings set up, the meeting page's booking
 * form) in every language (`BENCH_FIRST_TOUCH_LANGS`, default all six), opens
 * a fresh page (a new browser context: nothing cached) in Chromium with the CPU slowed 4x, and
 * tries three first touches, `BENCH_FIRST_TOUCH_RUNS` times each (default 5):
 *
 * - `click`: the first click on Send of the untouched form (it answers with its error summary);
 * - `enter`: a tap in the first field, then Enter as the first key (the same);
 * - `autofill`: the fields filled by the browser with no key events, then the first click on Send
 *   (it shows "Sending…" and the form goes to the server).
 *
 * Prints, per form, language and touch, the median and worst milliseconds of:
 *
 * - the interaction, as the browser times it for INP (Event Timing): from the input (the press of
 *   the button, or of the key) to the frame it presented after the handlers, in steps of 8 ms;
 * - the answer shown, as the page sees it: from the input to the next task after the next
 *   animation frame once the answer is drawn. That task runs after the island's own start, which
 *   is queued the same way, so it reads later than the frame;
 * - for `autofill`, the form's POST leaving the browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { languages, type Lang } from '../src/i18n/languages.ts';
import { localizedPath } from '../src/routing/localizedPath.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { offerMeetings } from './offerMeetings.ts';
import { startSite, type StartedSite } from './startSite.ts';

const port = Number(process.env.BENCH_FIRST_TOUCH_PORT ?? 4628);
const runs = Number(process.env.BENCH_FIRST_TOUCH_RUNS ?? 5);
const langs = (process.env.BENCH_FIRST_TOUCH_LANGS ?? languages.join(',')).split(',') as Lang[];
const forms = [
  { kind: 'demo', page: 'home', section: '#demo' },
  { kind: 'contact', page: 'contact', section: '#contact-form' },
  { kind: 'callback', page: 'callback', section: '#callback' },
  { kind: 'meeting', page: 'meeting', section: '#meeting' },
  // Once meeting types are set up (`offerMeetings`), the meeting page books a free time instead.
  { kind: 'booking', page: 'meeting', section: '#meeting', offered: true },
] as const;
const touches = ['click', 'enter', 'autofill'] as const;
type Touch = (typeof touches)[number];

/** One try: milliseconds from the input to the frame showing the answer, and to the POST (autofill only). */
interface Timing {
  /** The interaction's duration for INP: 16 for one the browser did not report (under 16 ms); none once the page left. */
  interaction: number | undefined;
  feedback: number | undefined;
  post: number | undefined;
}

/**
 * Watches the form from inside the page: the moment of the input that counts (`pointerdown` on
 * Send, or `keydown` of Enter), the first frame after the form shows an answer (its alert, or
 * `aria-busy` while sending), and the longest interaction the browser reports (Event Timing). Kept in the tab's session storage, which outlives the page when
 * the form goes to the server.
 */
function watch(page: Page, section: string, input: 'pointerdown' | 'keydown'): Promise<void> {
  return page.evaluate(
    ([selector, type]) => {
      const form = document.querySelector(`${selector} form`)!;
      const now = () => performance.timeOrigin + performance.now();
      const keep = (name: string, at: number) =>
        sessionStorage.getItem(name) ?? sessionStorage.setItem(name, String(at));
      addEventListener(type, (event) => keep('input', performance.timeOrigin + event.timeStamp), { capture: true });
      new PerformanceObserver((list) => {
        const longest = Math.max(
          ...list.getEntries().map((entry) => ((entry as PerformanceEventTiming).interactionId ? entry.duration : 0)),
        );
        if (longest > Number(sessionStorage.getItem('interaction') ?? 0))
          sessionStorage.setItem('interaction', String(longest));
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      new MutationObserver(() => {
        if (!form.querySelector('[role="alert"]') && form.getAttribute('aria-busy') !== 'true') return;
        keep('drawn', now());
        requestAnimationFrame(() => setTimeout(() => keep('feedback', now())));
      }).observe(form, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    [section, input] as const,
  );
}

/** Fills every field a person must fill, as a browser's autofill does: values set, no key events. */
function autofill(page: Page, section: string): Promise<void> {
  return page.locator(`${section} form`).evaluate((form: HTMLFormElement) => {
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = true;
      // A time to book: the first one offered.
      else if (control instanceof HTMLInputElement && control.type === 'radio')
        control.checked ||= !form.querySelector(`input[name="${control.name}"]:checked`);
      else if (control.type === 'email') control.value = 'first.touch@example.com';
      else if (control.type === 'tel') control.value = '+1 555 0100';
      else if (control.required) control.value = control.tagName === 'TEXTAREA' ? 'A first touch, measured.' : 'Ada';
    }
  });
}

async function once(browser: Browser, origin: string, lang: Lang, form: (typeof forms)[number], touch: Touch) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let posted: number | undefined;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path !== '/a') posted ??= Date.now();
    });
    await page.goto(`${origin}${localizedPath(lang, form.page)}`, { waitUntil: 'load' });
    await watch(page, form.section, touch === 'enter' ? 'keydown' : 'pointerdown');
    const send = page.locator(`${form.section} form button[type="submit"]`);
    if (touch === 'autofill') await autofill(page, form.section);
    if (touch === 'enter') {
      await page.locator(`${form.section} form input:not([type="hidden"]):not([tabindex="-1"])`).first().tap();
      await page.keyboard.press('Enter');
    } else await send.tap();
    if (touch === 'autofill') await page.waitForURL(/_action=/);
    await page.waitForFunction(() => sessionStorage.getItem('drawn'), undefined, { timeout: 20_000 });
    // The frame that shows it; a page that went to the server before its next frame (the answer
    // came first) shows the next page instead, and counts from when it drew the answer.
    // The browser reports the interaction once its frame is presented (the page may have gone to
    // the server by then: none is read).
    await page
      .waitForFunction(() => sessionStorage.getItem('interaction'), undefined, { timeout: 2_000 })
      .catch(() => {});
    const [interaction, input, feedback] = await page.evaluate(() => [
      Number(sessionStorage.getItem('interaction') ?? NaN),
      Number(sessionStorage.getItem('input')),
      Number(sessionStorage.getItem('feedback') ?? sessionStorage.getItem('drawn')),
    ]);
    // None reported: under 16 ms, or the page went to the server before the browser reported it.
    const unreported = touch === 'autofill' ? undefined : 16;
    return {
      interaction: Number.isNaN(interaction) ? unreported : interaction,
      feedback: feedback - input,
      post: posted === undefined ? undefined : posted - input,
    } satisfies Timing;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)}`);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-touch-'));
// Rate limits high: the benchmark sends the same form many times from one address.
const start = () => startSite(port, { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' }, { showErrors: true });
let site: StartedSite | undefined = await start();
let offered = false;
const browser = await chromium.launch(chromiumLaunchOptions);
const all = { interaction: [] as number[], feedback: [] as number[], post: [] as number[] };
try {
  console.log(`First touch of every lead form, CPU slowed 4x, fresh page each time (median / worst of ${runs}, ms)\n`);
  console.log('| form | lang | touch | interaction (INP) | to the answer shown | to the POST |');
  console.log('| --- | --- | --- | ---: | ---: | ---: |');
  for (const form of forms) {
    if ('offered' in form) await offerMeetingsOnce();
    for (const lang of langs) {
      for (const touch of touches) {
        const timings: Timing[] = [];
        for (let run = 0; run < runs; run++) timings.push(await once(browser, site!.origin, lang, form, touch));
        const interaction = timings.flatMap((timing) => (timing.interaction === undefined ? [] : [timing.interaction]));
        const feedback = timings.flatMap((timing) => (timing.feedback === undefined ? [] : [timing.feedback]));
        const post = timings.flatMap((timing) => (timing.post === undefined ? [] : [timing.post]));
        all.interaction.push(...interaction);
        all.feedback.push(...feedback);
        all.post.push(...post);
        const cell = (values: number[]) => (values.length ? `${ms(median(values))} / ${ms(Math.max(...values))}` : '–');
        console.log(`| ${form.kind} | ${lang} | ${touch} | ${cell(interaction)} | ${cell(feedback)} | ${cell(post)} |`);
      }
    }
  }
  console.log(
    `\nAll tries: interaction (INP) median ${ms(median(all.interaction))} ms, worst ${ms(Math.max(...all.interaction))} ms` +
      ` (${all.interaction.filter((value) => value <= 200).length} of ${all.interaction.length} within 200 ms);` +
      ` answer shown median ${ms(median(all.feedback))} ms, worst ${ms(Math.max(...all.feedback))} ms` +
      ` (${all.feedback.filter((value) => value <= 200).length} of ${all.feedback.length} within 200 ms);` +
      ` POST median ${ms(median(all.post))} ms, worst ${ms(Math.max(...all.post))} ms` +
      ` (${all.post.filter((value) => value <= 1000).length} of ${all.post.length} within 1 s)`,
  );
} finally {
  await browser.close();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Sets meetings up, the site stopped meanwhile (the store is its process's), the first time it is asked. */
async function offerMeetingsOnce(): Promise<void> {
  if (offered) return;
  await site!.stop();
  site = undefined;
  await offerMeetings(dataDir);
  site = await start();
  offered = true;
}
