/**
 * Astro inlines its island runtime (about 4.4 KB, 1.4 KB compressed) in every page with an
 * island. The lead forms' islands (`client:interaction`) need it only once a visitor touches a
 * form, and their directive then fetches it as a file (`src/client/hydrateOnInteraction.ts`,
 * written by `src/integrations/hydrateOnInteraction.ts`). So a page whose islands all wait for a
 * visitor is sent without it: its first answer is that much smaller. A page with any other
 * island keeps it.
 */
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

const inlineRuntime = `<script>${islandRuntime}</script>`;
/** Astro's style for its island elements, which the site's own stylesheet carries (`styles/global.css`). */
const inlineStyles = `<style>${ISLAND_STYLES}</style>`;

/** An island hydrated some other way than on interaction (`client="load"`, `"visible"`, ...). */
const otherIsland = /\sclient="(?!interaction")/;

/**
 * `html` without Astro's inline island style (the page's stylesheet has it: one inline style and
 * one hash in the page's policy less), and without its island runtime when every island of it is
 * `client:interaction`.
 */
export function withoutIslandRuntime(html: string): string {
  const styled = html.replace(inlineStyles, '');
  if (!styled.includes(inlineRuntime) || otherIsland.test(styled)) return styled;
  return styled.replace(inlineRuntime, '');
}
