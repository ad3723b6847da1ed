/**
 * Counts this page view (`server/analytics/beacon.ts`): one beacon once the page has loaded,
 * with its address, referrer and window width; none when the visitor asked not to be tracked
 * (Do Not Track, Global Privacy Control). It sets and reads nothing in the browser.
 */
export function countVisit(): void {
  const send = () => {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl) return;
    nav.sendBeacon('/a', JSON.stringify({ u: location.href, r: document.referrer, w: innerWidth }));
  };
  if (document.readyState === 'complete') setTimeout(send);
  else addEventListener('load', () => setTimeout(send), { once: true });
}
