import type { ClientDirective } from 'astro';

// A focus (a key, a click or a tap on a field) or a press anywhere on the island, a label or a
// finger starting a touch included: the visitor has started on it.
const firstUse = ['focusin', 'pointerdown'] as const;

/**
 * `client:interaction`: the island loads its script and hydrates on the visitor's first focus or
 * press inside it, so a page costs no script file until someone uses the island. What was typed
 * meanwhile stays: React keeps the values, caret and focus of the server's controls (for the one
 * it would reset, see `TextArea` in `src/components/forms/Field.tsx`).
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const start = async () => {
    for (const type of firstUse) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of firstUse) island.addEventListener(type, start, { passive: true });
  // Focus may have arrived while the page was still being parsed, before this ran.
  if (island.contains(document.activeElement)) void start();
};

export default hydrateOnInteraction;
