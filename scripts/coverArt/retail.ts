import { H, W, backdrop, grain, random, round } from './backdrop.ts';

/** Retail analytics: rising columns, a forecast curve running ahead, product tiles on shelves. */
export function retail(): string {
  const id = 'ret';
  const rand = random(42);
  const bars = Array.from({ length: 11 }, (_, i) => {
    const x = 150 + i * 96;
    const h = 120 + i * 34 + Math.round(rand() * 70);
    return { x, h, y: 780 - h };
  });
  const curve = bars.map((bar, i) => [bar.x + 30, bar.y - 60 - (i % 3 === 1 ? 24 : 0)] as const);
  const path = curve
    .map(([x, y], i) => {
      if (i === 0) return `M${x} ${y}`;
      const [px, py] = curve[i - 1]!;
      const cx = (px + x) / 2;
      return `C${cx} ${py} ${cx} ${y} ${x} ${y}`;
    })
    .join(' ');
  const [lx, ly] = curve.at(-1)!;
  const forecast = `M${lx} ${ly} C${lx + 80} ${ly - 30} ${lx + 150} ${ly - 90} ${lx + 260} ${ly - 170}`;
  const tiles = Array.from({ length: 15 }, (_, i) => {
    const col = i % 5;
    const row = Math.floor(i / 5);
    const x = 1250 + col * 56 + row * 20;
    const y = 600 + row * 58;
    const colors = ['#f59e0b', '#fb7185', '#a78bfa', '#f472b6', '#fbbf24', '#c084fc', '#fda4af'];
    const o = 0.25 + rand() * 0.65;
    return `<rect x="${x}" y="${y}" width="42" height="42" rx="10" fill="${colors[(i * 3) % colors.length]}" fill-opacity="${round(o)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${backdrop(id, '#7c3aed', '#be185d', '#120b2e')}
  <defs>
    <linearGradient id="${id}-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbbf24"/><stop offset=".5" stop-color="#f97316" stop-opacity=".75"/><stop offset="1" stop-color="#7c3aed" stop-opacity=".15"/></linearGradient>
    <linearGradient id="${id}-bar2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4b5fd" stop-opacity=".55"/><stop offset="1" stop-color="#7c3aed" stop-opacity=".05"/></linearGradient>
    <linearGradient id="${id}-line" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#fb7185"/></linearGradient>
    <linearGradient id="${id}-area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fb7185" stop-opacity=".35"/><stop offset="1" stop-color="#fb7185" stop-opacity="0"/></linearGradient>
  </defs>
  <circle cx="1250" cy="300" r="260" fill="#f97316" opacity=".18" filter="url(#${id}-soft)"/>
  ${[0, 1, 2, 3, 4].map((i) => `<line x1="110" x2="1500" y1="${780 - i * 120}" y2="${780 - i * 120}" stroke="#fff" stroke-opacity="${i === 0 ? 0.25 : 0.07}" stroke-width="2"/>`).join('')}
  ${bars
    .map(
      (bar, i) =>
        `<rect x="${bar.x}" y="${bar.y}" width="60" height="${bar.h}" rx="14" fill="url(#${id}-${i % 4 === 3 ? 'bar2' : 'bar'})"/>`,
    )
    .join('')}
  <path d="${path} L${lx} 780 L${curve[0]![0]} 780 Z" fill="url(#${id}-area)" opacity=".55"/>
  <path d="${path}" fill="none" stroke="url(#${id}-line)" stroke-width="7" stroke-linecap="round" filter="url(#${id}-glow)"/>
  <path d="${forecast}" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 18"/>
  ${curve.map(([x, y], i) => (i % 2 === 0 ? `<circle cx="${x}" cy="${y}" r="10" fill="#120b2e" stroke="#fde68a" stroke-width="5"/>` : '')).join('')}
  <g filter="url(#${id}-glow)"><circle cx="${lx + 260}" cy="${ly - 170}" r="18" fill="#fde68a"/></g>
  <circle cx="${lx + 260}" cy="${ly - 170}" r="44" fill="none" stroke="#fde68a" stroke-opacity=".45" stroke-width="3"/>
  <circle cx="${lx + 260}" cy="${ly - 170}" r="74" fill="none" stroke="#fde68a" stroke-opacity=".2" stroke-width="2"/>
  ${tiles}
  <g opacity=".9">
    <circle cx="300" cy="210" r="86" fill="none" stroke="#c4b5fd" stroke-opacity=".35" stroke-width="26"/>
    <circle cx="300" cy="210" r="86" fill="none" stroke="#fbbf24" stroke-width="26" stroke-dasharray="180 400" transform="rotate(-90 300 210)"/>
    <circle cx="300" cy="210" r="86" fill="none" stroke="#fb7185" stroke-width="26" stroke-dasharray="110 430" stroke-dashoffset="-186" transform="rotate(-90 300 210)"/>
  </g>
  ${grain(id)}
</svg>`;
}
