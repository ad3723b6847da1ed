/**
 * Web font without a render delay: a page paints with the system font, and warms the cache
 * with Inter once it has loaded. Later pages of the visit find the `webfont` flag and use Inter
 * from their first paint (the inline check in `components/head/Head.astro`). No page ever swaps fonts after it
 * painted, so text never moves and slow connections are never kept waiting for a font.
 */
const FLAG = 'webfont';
/** Wait after load, so fetching the font never competes with the page's own first render. */
const WARM_DELAY_MS = 1000;

export function warmWebFont(lang: string): void {
  if (document.documentElement.classList.contains('has-webfont')) return;
  const sample = lang === 'ru' ? 'Аа Aa' : 'Aa';
  const load = () =>
    document.fonts
      .load('400 1em "Inter Variable"', sample)
      .then(() => sessionStorage.setItem(FLAG, '1'))
      .catch(() => undefined);
  const later = () => setTimeout(load, WARM_DELAY_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
