import { readdirSync } from 'node:fs';

/**
 * Every staff page and endpoint there is, as a path one can request: a file under
 * src/pages/staff, `[id]` and `[file]` as 1, `[token]` as `token` and a content document's `[key]/[language]` as
 * `packages/all`, a preview's `[page]/[language]` as `solutions/ru`. The role tables compare themselves to it,
 * so a new page fails them until someone states who may open it.
 */
export function staffPages(): string[] {
  return readdirSync('src/pages/staff', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|ts)$/.test(file))
    .map((file) =>
      `/staff/${file}`
        .replace(/\.(astro|ts)$/, '')
        .replace(/\/index$/, '')
        .replace(/\[id\]/g, '1')
        .replace(/\[token\]/g, 'token')
        .replace(/\[file\]/g, '1')
        .replace(/\[key\]\/\[language\]/g, 'packages/all')
        .replace(/\[page\]\/\[language\]/g, 'solutions/ru'),
    )
    .sort();
}
