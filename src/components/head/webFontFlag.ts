import { createHash } from 'node:crypto';

/**
 * The one inline script of every page: before the first paint it switches to the web font when
 * an earlier page already loaded it (see `client/webFont.ts`). Kept as a string so its hash can
 * join the page's Content-Security-Policy, which a header enforces on on-demand pages.
 */
export const webFontFlagScript =
  "try{if(sessionStorage.getItem('webfont'))document.documentElement.classList.add('has-webfont')}catch{}";

/** The script's CSP source expression. */
export const webFontFlagHash = `sha256-${createHash('sha256').update(webFontFlagScript).digest('base64')}` as const;
