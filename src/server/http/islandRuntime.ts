/**
 * Astro inlines its island runtime (about 4.4 KB, 1.4 KB compressed) in every page with an
 * island. The lead forms' islands (`client:interaction`) need it only once a visitor touches a
 * form, and their directive then fetches it as a file (`src/client/hydrateOnInteraction.ts`,
 * written by `src/integrations/hydrateOnInteraction.ts`). So a page whose islands all wait for a
 * visitor is sent without it: its first answer is that much smaller. A page with any other
 * island keeps it.
 */
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

const inlineRuntime = `<script>${islandRuntime}</script>`;

/** An island hydrated some other way than on interaction (`client="load"`, `"visible"`, ...). */
const otherIsland = /\sclient="(?!interaction")/;

/** `html` without Astro's inline island runtime when every island of it is `client:interaction`. */
export function withoutIslandRuntime(html: string): string {
  if (!html.includes(inlineRuntime) || otherIsland.test(html)) return html;
  return html.replace(inlineRuntime, '');
}
