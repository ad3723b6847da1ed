import { describe, expect, it } from 'vitest';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { withoutIslandRuntime } from '../../../src/server/http/islandRuntime';

const islandStyle = `<style>${ISLAND_STYLES}</style>`;

/** A page as Astro renders it: the islands' style, a directive, the runtime, then the islands. */
function page(...clients: string[]): string {
  const islands = clients
    .map(
      (client) =>
        `<astro-island uid="u" props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}" ssr client="${client}" opts="{}"><form></form></astro-island>`,
    )
    .join('');
  return `<!DOCTYPE html><html><body>${islandStyle}<script>directive()</script><script>${islandRuntime}</script>${islands}</body></html>`;
}

describe("Astro's island runtime in a page", () => {
  it('is taken out of a page whose islands all hydrate on interaction, and nothing else is', () => {
    const html = page('interaction', 'interaction');
    const light = withoutIslandRuntime(html);
    expect(light).not.toContain('customElements.define("astro-island"');
    expect(light).toBe(html.replace(`<script>${islandRuntime}</script>`, '').replace(islandStyle, ''));
    expect(light).toContain('<script>directive()</script>');
    expect(light.match(/<astro-island /g)).toHaveLength(2);
  });

  it('stays in a page with an island hydrated another way', () => {
    for (const other of ['load', 'visible', 'idle', 'only', 'media']) {
      const html = page('interaction', other);
      expect(withoutIslandRuntime(html), other).toBe(html.replace(islandStyle, ''));
    }
  });

  it('takes the islands’ inline style out of every page, which the site’s stylesheet carries', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('../../../src/styles/global.css', import.meta.url), 'utf8');
    expect(css.replace(/[\s;]+/g, '')).toContain(ISLAND_STYLES.replace(/[\s;]+/g, ''));
    expect(withoutIslandRuntime(page('load'))).not.toContain('display:contents');
  });

  it('leaves a page without it as it is', () => {
    const html = '<!DOCTYPE html><html><body><p>No islands.</p></body></html>';
    expect(withoutIslandRuntime(html)).toBe(html);
  });
});
