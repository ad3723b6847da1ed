import { H, W, backdrop, grain, random, round } from './backdrop.ts';

/** HR recruiting: a crowd of applicants narrowing through an agent to a short list. */
export function hr(): string {
  const id = 'hr';
  const rand = random(7);
  const person = (x: number, y: number, r: number, fill: string, opacity: number) =>
    `<g opacity="${round(opacity)}"><circle cx="${x}" cy="${y - r * 0.28}" r="${r * 0.34}" fill="${fill}"/><path d="M${x - r * 0.62} ${y + r * 0.72} a${r * 0.62} ${r * 0.56} 0 0 1 ${r * 1.24} 0 z" fill="${fill}"/></g>`;
  const crowd: string[] = [];
  const links: string[] = [];
  const hub = { x: 860, y: 450 };
  for (let i = 0; i < 46; i++) {
    const x = 120 + rand() * 520;
    const y = 110 + rand() * 680;
    const r = 18 + rand() * 22;
    const chosen = i % 9 === 0;
    crowd.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="#fff" fill-opacity="${chosen ? 0.12 : 0.05}" stroke="#99f6e4" stroke-opacity="${chosen ? 0.7 : 0.18}" stroke-width="2"/>`,
    );
    crowd.push(person(round(x), round(y), round(r), chosen ? '#5eead4' : '#ccfbf1', chosen ? 0.95 : 0.3));
    if (chosen || rand() > 0.72) {
      const mid = (x + hub.x) / 2;
      links.push(
        `<path d="M${round(x)} ${round(y)} C${round(mid)} ${round(y)} ${round(mid)} ${hub.y} ${hub.x} ${hub.y}" fill="none" stroke="${chosen ? '#5eead4' : '#99f6e4'}" stroke-opacity="${chosen ? 0.55 : 0.14}" stroke-width="${chosen ? 3 : 2}"/>`,
      );
    }
  }
  const shortlist = [250, 450, 650]
    .map((y, i) => {
      const x = 1300;
      return `<path d="M${hub.x} ${hub.y} C${1050} ${hub.y} ${1080} ${y} ${x - 110} ${y}" fill="none" stroke="url(#${id}-out)" stroke-width="5" stroke-linecap="round"/>
      <rect x="${x - 110}" y="${y - 62}" width="320" height="124" rx="62" fill="rgba(255,255,255,.08)" stroke="#5eead4" stroke-opacity="${0.8 - i * 0.15}" stroke-width="2"/>
      <circle cx="${x - 48}" cy="${y}" r="44" fill="url(#${id}-avatar)"/>
      ${person(x - 48, y + 4, 52, '#0b1230', 0.85)}
      <rect x="${x + 18}" y="${y - 22}" width="${150 - i * 26}" height="14" rx="7" fill="#fff" fill-opacity=".8"/>
      <rect x="${x + 18}" y="${y + 8}" width="${110 - i * 14}" height="12" rx="6" fill="#fff" fill-opacity=".35"/>
      ${Array.from({ length: 3 - i }, (_, s) => `<circle cx="${x + 176 - s * 22}" cy="${y + 14}" r="7" fill="#fbbf24"/>`).join('')}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${backdrop(id, '#0f766e', '#4338ca', '#071a2b')}
  <defs>
    <radialGradient id="${id}-hub"><stop offset="0" stop-color="#ccfbf1"/><stop offset=".45" stop-color="#14b8a6"/><stop offset="1" stop-color="#0f766e"/></radialGradient>
    <linearGradient id="${id}-out" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5eead4"/><stop offset="1" stop-color="#a5b4fc"/></linearGradient>
    <linearGradient id="${id}-avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5eead4"/><stop offset="1" stop-color="#818cf8"/></linearGradient>
  </defs>
  <circle cx="${hub.x}" cy="${hub.y}" r="240" fill="#14b8a6" opacity=".2" filter="url(#${id}-soft)"/>
  ${links.join('')}
  ${crowd.join('')}
  ${[150, 112].map((r, i) => `<circle cx="${hub.x}" cy="${hub.y}" r="${r}" fill="none" stroke="#5eead4" stroke-opacity="${0.25 + i * 0.2}" stroke-width="2" ${i === 0 ? 'stroke-dasharray="6 12"' : ''}/>`).join('')}
  <g filter="url(#${id}-glow)">
    <circle cx="${hub.x}" cy="${hub.y}" r="74" fill="url(#${id}-hub)"/>
  </g>
  <path d="M${hub.x - 30} ${hub.y - 18} h60 M${hub.x - 30} ${hub.y + 2} h44 M${hub.x - 30} ${hub.y + 22} h28" stroke="#0b1230" stroke-opacity=".75" stroke-width="9" stroke-linecap="round"/>
  ${shortlist}
  ${grain(id)}
</svg>`;
}
