import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv } from '../../../src/server/env';

/** The settings .env.example names: [name, value, commented out]. */
function exampleSettings(): [string, string, boolean][] {
  return readFileSync('.env.example', 'utf8')
    .split('\n')
    .map((line) => /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[2]!, match[3]!, Boolean(match[1])]);
}

describe('.env.example', () => {
  it('lists every setting the server reads, each with a comment, and nothing else', () => {
    const named = exampleSettings().map(([name]) => name);
    const known = Object.keys(envSchema.shape);
    expect([...named].sort()).toEqual([...known].sort());
    const lines = readFileSync('.env.example', 'utf8').split('\n');
    for (const name of named) {
      const at = lines.findIndex((line) => new RegExp(`^(#\\s*)?${name}=`).test(line));
      expect(lines[at - 1], `comment above ${name}`).toMatch(/^# /);
    }
  });

  it('is valid as it stands, and with every example turned on', () => {
    const active = Object.fromEntries(
      exampleSettings()
        .filter(([, , off]) => !off)
        .map(([name, value]) => [name, value]),
    );
    expect(parseEnv(active)).toEqual(parseEnv({}));
    const all = Object.fromEntries(exampleSettings().map(([name, value]) => [name, value || 'example-key']));
    expect(() => parseEnv(all)).not.toThrow();
  });
});
