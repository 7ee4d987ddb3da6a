import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Every spec of the end-to-end run shares one server and one browser with the specs after it.
 * A page a spec opens beside its `page` comes from shell-support's `newPage` or `openAs`,
 * whose contexts close with the test: 11 pages left open by earlier specs were still signed
 * in, each hearing and re-rendering every later broadcast, when shell-navigation's tabs failed
 * in CI (stop 38).
 */
it('no end-to-end spec opens a page or context of its own', () => {
  const specs = path.resolve(import.meta.dirname, '../e2e');
  const opening = readdirSync(specs)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => /\bbrowser\.new(Page|Context)\(/.test(readFileSync(path.join(specs, file), 'utf8')));
  expect(opening).toEqual([]);
});
