/**
 * Draws the abstract cover of each seeded case and the fallback cover
 * (src/assets/cases/{name}.jpg, 1600×900, no text) with Chromium, then encodes them with sharp.
 * The build makes the responsive variants from these sources. Run: npm run case-covers
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { coverNames, coverSize, type CoverName } from '../src/data/caseCovers.ts';

const { width: W, height: H } = coverSize;

/** A small deterministic generator, so a redraw gives the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Shared background: deep ink with two coloured glows, a faint dot grid and film grain against banding. */
function backdrop(id: string, glowA: string, glowB: string, base = '#0b1230'): string {
  return `
  <defs>
    <radialGradient id="${id}-ga" cx="84%" cy="-6%" r="78%"><stop offset="0" stop-color="${glowA}" stop-opacity=".95"/><stop offset="1" stop-color="${glowA}" stop-opacity="0"/></radialGradient>
    <radialGradient id="${id}-gb" cx="-4%" cy="108%" r="70%"><stop offset="0" stop-color="${glowB}" stop-opacity=".9"/><stop offset="1" stop-color="${glowB}" stop-opacity="0"/></radialGradient>
    <pattern id="${id}-dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" fill-opacity=".07"/></pattern>
    <filter id="${id}-grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="7" stitchTiles="stitch"/>
      <feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 .05 0"/>
    </filter>
    <filter id="${id}-soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
    <filter id="${id}-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="${base}"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-ga)"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-gb)"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-dots)"/>`;
}

const grain = (id: string) => `<rect width="${W}" height="${H}" filter="url(#${id}-grain)"/>`;

/** Fintech customer service: a bank card, a conversation answered at speed, rings of availability. */
function fintech(): string {
  const id = 'fin';
  const bubble = (x: number, y: number, w: number, h: number, side: 'left' | 'right', fill: string, stroke: string, dots = 0) => {
    const r = h / 2;
    const tail =
      side === 'left'
        ? `M${x + 18} ${y + h - 6} l-22 26 l40 -14 z`
        : `M${x + w - 18} ${y + h - 6} l22 26 l-40 -14 z`;
    const dotRow = Array.from({ length: dots }, (_, i) => `<circle cx="${x + 44 + i * 30}" cy="${y + h / 2}" r="8" fill="#fff" fill-opacity="${0.9 - i * 0.25}"/>`).join('');
    return `<g><path d="${tail}" fill="${fill}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>${dotRow}</g>`;
  };
  const lines = (x: number, y: number, widths: number[]) =>
    widths.map((w, i) => `<rect x="${x}" y="${y + i * 26}" width="${w}" height="12" rx="6" fill="#fff" fill-opacity="${i === 0 ? 0.75 : 0.4}"/>`).join('');
  const streaks = [
    [120, 250, 420, 0.5],
    [60, 330, 300, 0.35],
    [440, 700, 300, 0.4],
    [400, 772, 210, 0.28],
  ]
    .map(([x, y, w, o]) => `<rect x="${x}" y="${y}" width="${w}" height="4" rx="2" fill="url(#${id}-streak)" opacity="${o}"/>`)
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
    .map((r, i) => `<circle cx="1060" cy="470" r="${r}" fill="none" stroke="#a5b4fc" stroke-opacity="${0.28 - i * 0.06}" stroke-width="2" ${i % 2 ? 'stroke-dasharray="4 14"' : ''}/>`)
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

/** Retail analytics: rising columns, a forecast curve running ahead, product tiles on shelves. */
function retail(): string {
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
    .map((bar, i) => `<rect x="${bar.x}" y="${bar.y}" width="60" height="${bar.h}" rx="14" fill="url(#${id}-${i % 4 === 3 ? 'bar2' : 'bar'})"/>`)
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

/** HR recruiting: a crowd of applicants narrowing through an agent to a short list. */
function hr(): string {
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
    crowd.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="#fff" fill-opacity="${chosen ? 0.12 : 0.05}" stroke="#99f6e4" stroke-opacity="${chosen ? 0.7 : 0.18}" stroke-width="2"/>`);
    crowd.push(person(round(x), round(y), round(r), chosen ? '#5eead4' : '#ccfbf1', chosen ? 0.95 : 0.3));
    if (chosen || rand() > 0.72) {
      const mid = (x + hub.x) / 2;
      links.push(`<path d="M${round(x)} ${round(y)} C${round(mid)} ${round(y)} ${round(mid)} ${hub.y} ${hub.x} ${hub.y}" fill="none" stroke="${chosen ? '#5eead4' : '#99f6e4'}" stroke-opacity="${chosen ? 0.55 : 0.14}" stroke-width="${chosen ? 3 : 2}"/>`);
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

/** The fallback: the brand's glow with flowing lines and a small network of nodes. */
function fallback(): string {
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
        edges.push(`<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#a5b4fc" stroke-opacity=".3" stroke-width="2"/>`);
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

/** The drawn covers; a name without a drawing keeps the JPEG someone put in src/assets/cases/. */
const artwork: Partial<Record<CoverName, () => string>> = {
  'fintech-customer-service': fintech,
  'retail-analytics': retail,
  'hr-recruiting': hr,
  fallback,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
const folder = new URL('../src/assets/cases/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const name of coverNames) {
  const draw = artwork[name];
  if (!draw) {
    console.log(`kept src/assets/cases/${name}.jpg (no drawing for it here)`);
    continue;
  }
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#0b1230">${draw()}</body></html>`, { waitUntil: 'load' });
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: W, height: H } });
  const jpeg = await sharp(png).jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
  const target = new URL(`${name}.jpg`, folder);
  writeFileSync(target, jpeg);
  console.log(`wrote src/assets/cases/${name}.jpg (${Math.round(jpeg.length / 1024)} KB)`);
}
await browser.close();
