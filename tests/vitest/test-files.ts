import fs from 'node:fs';
import path from 'node:path';

/** The files under `dirs` (relative to `root`) whose names match `name`, relative to `root`. */
export function testFilesUnder(root: string, dirs: readonly string[], name: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(relative);
      } else if (name.test(entry.name)) found.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/**
 * A test that replaces modules (`vi.mock` and its kin) needs a module registry of its own: in a
 * worker whose files share one, a module an earlier file imported keeps its real imports, and the
 * replacement stays registered for the files after it.
 */
const replacesModules = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|importMock)\(/;

/** `files` split into those that may share a module registry and those that replace modules. */
export function splitByModuleReplacement(
  root: string,
  files: readonly string[],
): { shared: string[]; isolated: string[] } {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const file of files)
    (replacesModules.test(fs.readFileSync(path.join(root, file), 'utf8')) ? isolated : shared).push(file);
  return { shared, isolated };
}
