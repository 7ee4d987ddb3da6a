// Gives every relative import in <package>/dist its file's full path ('./list/FolderList' ->
// './list/FolderList.js', './fields' -> './fields/index.js'). The React packages are written for
// bundlers (moduleResolution Bundler, no extensions); with full paths their dist also loads in
// Node's ESM and type-checks under moduleResolution NodeNext in a product.
// Usage: node scripts/complete-import-paths.mjs <package directory>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = join(resolve(process.argv[2] ?? '.'), 'dist');
// from './x', import './x', import('./x') and import("./x") in scripts and declarations
const specifier = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The path that names an existing emitted file, or the specifier as it is when it already does. */
function completed(file, path) {
  const base = resolve(dirname(file), path);
  if (existsSync(base) && statSync(base).isFile()) return path;
  if (existsSync(`${base}.js`)) return `${path}.js`;
  if (existsSync(join(base, 'index.js'))) return `${path}/index.js`;
  return path;
}

function* emitted(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* emitted(path);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield path;
  }
}

for (const file of emitted(dist)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    specifier,
    (_match, lead, quote, path) => `${lead}${quote}${completed(file, path)}${quote}`,
  );
  if (next !== text) writeFileSync(file, next);
}
