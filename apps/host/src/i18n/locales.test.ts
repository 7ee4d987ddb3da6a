import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

const sourceDir = path.resolve(__dirname, '..');

/** Every `t('…')` key in the host's sources, tests excluded. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\('([^']+)'/g))
          keys.add(match[1] as string);
      }
    }
  };
  walk(sourceDir);
  return keys;
}

describe('the interface translations', () => {
  it("have an English text for every key the sources use, the host's or a library's", () => {
    const missing = [...usedKeys()].filter((key) => !(key in resources.eng.translation));
    expect(missing).toEqual([]);
  });
});
