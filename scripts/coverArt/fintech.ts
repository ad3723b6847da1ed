import { H, W, backdrop, grain } from './backdrop.ts';

/** Fintech customer service: a bank card, a conversation answered at speed, rings of availability. */
export function fintech(): string {
  const id = 'fin';
  const bubble = (
    x: number,
    y: number,
    w: number,
    h: number,
    side: 'left' | 'right',
    fill: string,
    stroke: string,
    dots = 0,
  ) => {
    const r = h / 2;
    const tail =
      side === 'left' ? `M${x + 18} ${y + h - 6} l-22 26 l40 -14 z` : `M${x + w - 18} ${y + h - 6} l22 26 l-40 -14 z`;
    const dotRow = Array.from(
      { length: dots },
      (_, i) =>
        `<circle cx="${x + 44 + i * 30}" cy="${y + h / 2}" r="8" fill="#fff" fill-opacity="${0.9 - i * 0.25}"/>`,
    ).join('');
    return `<g><path d="${tail}" fill="${fill}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>${dotRow}</g>`;
  };
  const lines = (x: number, y: number, widths: number[]) =>
    widths
      .map(
        (w, i) =>
          `<rect x="${x}" y="${y + i * 26}" width="${w}" height="12" rx="6" fill="#fff" fill-opacity="${i === 0 ? 0.75 : 0.4}"/>`,
      )
      .join('');
  const streaks = [
    [120, 250, 420, 0.5],
    [60, 330, 300, 0.35],
    [440, 700, 300, 0.4],
    [400, 772, 210, 0.28],
  ]
    .map(
      ([x, y, w, o]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="4" rx="2" fill="url(#${id}-streak)" opacity="${o}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${backdrop(id, '#4338ca', '#0e7490')}
  <defs>
    <linearGradient id="${id}-card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset=".55" stop-color="#4338ca"/><stop offset="1" stop-color="#0e7490"/></linearGradient>
    <linearGradient id="${id}-card2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#22d3ee" stop-opacity=".9"/><stop offset="1" stop-color="#6366f1" stop-opacity=".7"/></linearGradient>
    <linearGradient id="${id}-shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="${id}-chip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
    <linearGradient id="${id}-streak" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a5f3fc" stop-opacity="0"/><stop offset="1" stop-color="#a5f3fc"/></linearGradient>
    <linearGradient id="${id}-me" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0891b2"/></linearGradient>
  </defs>
  <circle cx="1060" cy="470" r="330" fill="#22d3ee" opacity=".16" filter="url(#${id}-soft)"/>
  ${[170, 250, 330, 410]
    .map(
      (r, i) =>
        `<circle cx="1060" cy="470" r="${r}" fill="none" stroke="#a5b4fc" stroke-opacity="${0.28 - i * 0.06}" stroke-width="2" ${i % 2 ? 'stroke-dasharray="4 14"' : ''}/>`,
    )
    .join('')}
  ${streaks}
  <g transform="rotate(-12 1060 470)">
    <rect x="850" y="340" width="440" height="270" rx="28" fill="url(#${id}-card2)" transform="translate(70 -70)" opacity=".55"/>
    <rect x="850" y="340" width="440" height="270" rx="28" fill="url(#${id}-card)" stroke="#c7d2fe" stroke-opacity=".5" stroke-width="2"/>
    <rect x="850" y="340" width="440" height="270" rx="28" fill="url(#${id}-shine)"/>
    <rect x="900" y="410" width="76" height="58" rx="10" fill="url(#${id}-chip)"/>
    <path d="M900 439 h76 M938 410 v58 M918 410 v58 M958 410 v58" stroke="#b45309" stroke-opacity=".45" stroke-width="2"/>
    ${[22, 38, 54].map((r) => `<path d="M${1010 + r * 0.15} ${439 - r} a${r} ${r} 0 0 1 0 ${2 * r}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="5" stroke-linecap="round"/>`).join('')}
    ${[0, 1, 2, 3].map((g) => `<rect x="${900 + g * 88}" y="520" width="70" height="14" rx="7" fill="#fff" fill-opacity=".55"/>`).join('')}
    <circle cx="1196" cy="570" r="24" fill="#f59e0b" fill-opacity=".85"/><circle cx="1226" cy="570" r="24" fill="#fbbf24" fill-opacity=".7"/>
  </g>
  <g>
    ${bubble(200, 400, 380, 92, 'left', 'rgba(255,255,255,.09)', 'rgba(255,255,255,.22)')}
    ${lines(240, 428, [240, 170])}
    ${bubble(360, 540, 330, 84, 'right', `url(#${id}-me)`, 'rgba(165,243,252,.55)')}
    ${lines(398, 566, [220, 150])}
    ${bubble(200, 672, 170, 76, 'left', 'rgba(255,255,255,.09)', 'rgba(255,255,255,.22)', 3)}
  </g>
  <g filter="url(#${id}-glow)">
    <circle cx="1430" cy="180" r="34" fill="#0b1230" stroke="#34d399" stroke-width="6"/>
    <path d="M1414 181 l11 11 l22 -24" fill="none" stroke="#34d399" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  ${grain(id)}
</svg>`;
}
