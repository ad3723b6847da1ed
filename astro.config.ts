import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { languages, defaultLang } from './src/i18n/languages';
import { precompress } from './src/integrations/precompress';

/** The public origin: `SITE_URL`, or the address the server will listen on. */
function siteUrl(): string {
  const fallback = `http://${process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost'}:${process.env.PORT ?? 4321}`;
  const value = process.env.SITE_URL || fallback;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://example.com (got "${value}")`);
  }
}

export default defineConfig({
  site: siteUrl(),
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), precompress()],
  trailingSlash: 'never',
  // Styles are small (about 4 KB compressed): inlining them saves a render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...languages],
    defaultLocale: defaultLang,
    routing: 'manual',
  },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  compressHTML: true,
});
