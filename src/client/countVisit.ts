/**
 * Counts this page view (`server/analytics/beacon.ts`): one beacon once the page has loaded and
 * been painted, with its address, referrer and window width; none when the visitor asked not to
 * be tracked (Do Not Track, Global Privacy Control). It sets and reads nothing in the browser.
 * Sent once the page's first contentful paint is on screen, the beacon never competes with it for
 * the network (a page loads before it paints when its HTML arrives at once); a tab opened in the
 * background is counted when it is first shown.
 */
export function countVisit(): void {
  const send = () => {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl) return;
    nav.sendBeacon('/a', JSON.stringify({ u: location.href, r: document.referrer, w: innerWidth }));
  };
  // After the first contentful paint is on screen (its entry comes once it is), where the browser reports it.
  const afterPaint = () => {
    if (!self.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return void setTimeout(send);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(send);
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
