import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { languages, defaultLang } from './src/i18n/languages';
import { caseCovers } from './src/integrations/caseCovers';
import { precompress } from './src/integrations/precompress';
import { MAX_BODY_BYTES } from './src/server/limits';
import { parseEnv, publicOrigin } from './src/server/env';

// The same validated settings as the server: a bad SITE_URL fails the build with its name.
const settings = parseEnv(process.env);

export default defineConfig({
  site: publicOrigin(settings),
  output: 'static',
  adapter: node({ mode: 'standalone', bodySizeLimit: MAX_BODY_BYTES }),
  integrations: [react(), caseCovers(), precompress()],
  trailingSlash: 'never',
  // Styles are small (about 4 KB compressed): inlining them saves a render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...languages],
    defaultLocale: defaultLang,
    routing: 'manual',
  },
  server: { port: settings.PORT, host: settings.HOST },
  security: {
    checkOrigin: true,
    // Astro writes a CSP <meta> per page with the hashes of its scripts and styles (no
    // 'unsafe-inline'); the server adds frame-ancestors and friends as a header.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  compressHTML: true,
});
