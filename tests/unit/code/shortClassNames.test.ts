import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classTable, shortName } from '../../../src/integrations/shortClassNames';

describe('short class names in the build', () => {
  it('gives every class of every CSS module its own name, a valid class name', () => {
    const files = globSync('src/**/*.module.css');
    const table = classTable(files, (file) => readFileSync(file, 'utf8'));
    const names = [...table.values()];
    expect(table.size).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^_[a-z][0-9a-z]*$/);
    expect(table.get('src/components/forms/Field.module.css:label')).toBeDefined();
  });

  it('numbers the same classes the same whatever order the files come in', () => {
    const css: Record<string, string> = { 'b.module.css': '.x{}.y:hover{}', 'a.module.css': '.y{}@keyframes spin{}' };
    const read = (file: string) => css[file]!;
    const forward = classTable(['a.module.css', 'b.module.css'], read);
    expect(classTable(['b.module.css', 'a.module.css'], read)).toEqual(forward);
    expect([...forward.keys()]).toEqual(['a.module.css:spin', 'a.module.css:y', 'b.module.css:x', 'b.module.css:y']);
  });

  it('keeps names two characters long for the first 26 and distinct past them', () => {
    const names = Array.from({ length: 2000 }, (_, index) => shortName(index));
    expect(names.slice(0, 3)).toEqual(['_a', '_b', '_c']);
    expect(names.slice(0, 26).every((name) => name.length === 2)).toBe(true);
    expect(new Set(names).size).toBe(2000);
  });
});
