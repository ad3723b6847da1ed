import { H, W, backdrop, grain, random, round } from './backdrop.ts';

/** The fallback: the brand's glow with flowing lines and a small network of nodes. */
export function fallback(): string {
  const id = 'fb';
  const rand = random(99);
  const waves = Array.from({ length: 9 }, (_, i) => {
    const y = 420 + i * 26;
    const a = 120 + i * 14;
    return `<path d="M-50 ${y} C 300 ${y - a} 600 ${y + a} 900 ${y} S 1400 ${y - a} 1700 ${y + 20}" fill="none" stroke="url(#${id}-wave)" stroke-opacity="${round(0.7 - i * 0.06)}" stroke-width="${3 - i * 0.2}"/>`;
  }).join('');
  const nodes = Array.from({ length: 18 }, () => ({ x: 980 + rand() * 520, y: 90 + rand() * 300, r: 4 + rand() * 9 }));
  const edges: string[] = [];
  nodes.forEach((a, i) =>
    nodes.slice(i + 1).forEach((b) => {
      if (Math.hypot(a.x - b.x, a.y - b.y) < 170) {
        edges.push(
          `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#a5b4fc" stroke-opacity=".3" stroke-width="2"/>`,
        );
      }
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${backdrop(id, '#3b32a8', '#0b5d73')}
  <defs>
    <linearGradient id="${id}-wave" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#22d3ee" stop-opacity="0"/><stop offset=".35" stop-color="#67e8f9"/><stop offset=".7" stop-color="#a5b4fc"/><stop offset="1" stop-color="#818cf8" stop-opacity="0"/></linearGradient>
    <linearGradient id="${id}-orb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#818cf8"/><stop offset="1" stop-color="#0e7490"/></linearGradient>
  </defs>
  <circle cx="420" cy="300" r="190" fill="url(#${id}-orb)" opacity=".85"/>
  <circle cx="420" cy="300" r="190" fill="none" stroke="#c7d2fe" stroke-opacity=".45" stroke-width="2"/>
  <circle cx="420" cy="300" r="260" fill="none" stroke="#c7d2fe" stroke-opacity=".18" stroke-width="2" stroke-dasharray="4 14"/>
  <circle cx="560" cy="170" r="26" fill="#a5f3fc" filter="url(#${id}-glow)"/>
  ${waves}
  ${edges.join('')}
  ${nodes.map((n) => `<circle cx="${round(n.x)}" cy="${round(n.y)}" r="${round(n.r)}" fill="#c7d2fe" fill-opacity=".85"/>`).join('')}
  ${grain(id)}
</svg>`;
}
