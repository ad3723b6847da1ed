/** What every cover drawing shares: its size, a seeded random generator and the backdrop. */
import { coverSize } from '../../src/data/caseCovers.ts';

/** The cover's size in pixels. */
export const { width: W, height: H } = coverSize;

/** A small deterministic generator, so a redraw gives the same picture. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `value` to one decimal, to keep the drawings' numbers short. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** Shared background: deep ink with two coloured glows, a faint dot grid and film grain against banding. */
export function backdrop(id: string, glowA: string, glowB: string, base = '#0b1230'): string {
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

/** The film grain over a drawing, against banding. */
export const grain = (id: string) => `<rect width="${W}" height="${H}" filter="url(#${id}-grain)"/>`;
