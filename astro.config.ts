import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { caseCovers } from './src/integrations/caseCovers';
import { hydrateOnInteraction } from './src/integrations/hydrateOnInteraction';
import { precompress } from './src/integrations/precompress';
import { shortClassNames } from './src/integrations/shortClassNames';
import { siteApp } from './src/integrations/siteApp';
import { MAX_BODY_BYTES } from './src/server/http/requestLimits';
import { pageDirectives } from './src/server/http/contentSecurityPolicy';
import { parseEnv, publicOrigin } from './src/server/env';

// The same validated settings as the server: a bad SITE_URL fails the build with its name.
const settings = parseEnv(process.env);

export default defineConfig({
  site: publicOrigin(settings),
  output: 'static',
  adapter: node({ mode: 'middleware', bodySizeLimit: MAX_BODY_BYTES }),
  integrations: [react(), hydrateOnInteraction(), caseCovers(), shortClassNames(), precompress(), siteApp()],
  trailingSlash: 'never',
  // Styles are small (about 4 KB compressed): inlining them saves a render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  server: { port: settings.PORT, host: settings.HOST },
  security: {
    checkOrigin: true,
    // Astro takes the public origin and visitor address from the forwarding headers, which
    // src/server/serve.ts rewrites for every request (TRUST_PROXY, SITE_URL): behind a TLS proxy the
    // origin check then compares a form's Origin with https://..., not the http:// it received.
    allowedDomains: [{}],
    // Astro writes the policy with the hashes of each page's scripts and styles (no
    // 'unsafe-inline'): a <meta> on prerendered pages, the header on on-demand ones. The server
    // adds what only a header can carry (src/server/http/contentSecurityPolicy.ts).
    csp: { directives: [...pageDirectives] },
  },
  devToolbar: { enabled: false },
  compressHTML: true,
});
