/**
 * Adds the lockfile entries npm leaves out when the registry it installs from lacks some
 * platforms' optional binaries (here: Astro's compiler bindings for other systems). Without
 * them `npm ci` refuses the lockfile as out of sync. Entries are platform-restricted, so npm
 * never fetches them on a machine they do not fit. Run after `npm install`: npm run lockfile
 */
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const platforms = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = Object.entries(platforms).find(([suffix]) => name.endsWith(`-${suffix}`))?.[1];
    if (lock.packages[key] || !platform || !path.includes('compiler-binding')) continue;
    lock.packages[key] = { version, dev: entry.dev, optional: true, license: 'MIT', ...platform };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
