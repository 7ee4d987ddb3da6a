// Writes <package>/dist/styles.css from <package>/src/styles.css with every @import inlined
// (react-data-grid's rules, the design tokens, a package's own sheets), so a product links one
// file; and copies src/tokens.css to dist/tokens.css where the package owns the tokens.
// Usage: node scripts/bundle-css.mjs <package directory>
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const importRule = /^@import "([^"]+)";$/gm;

/**
 * The file an @import names. A workspace sibling's sheet is read from its sources (its export's
 * `@muster/source` target), as its dist may not be built yet; other packages' through Node.
 */
function resolveImport(path, from) {
  if (path.startsWith('.')) return resolve(dirname(from), path);
  const require = createRequire(from);
  if (!path.startsWith('@muster/')) return require.resolve(path);
  const name = path.split('/').slice(0, 2).join('/');
  const directory = require.resolve
    .paths(name)
    .map((folder) => join(folder, name))
    .find((folder) => existsSync(join(folder, 'package.json')));
  if (!directory) throw new Error(`${path}: ${name} is not installed beside ${from}`);
  const target = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).exports[
    `.${path.slice(name.length)}`
  ];
  if (!target?.['@muster/source']) throw new Error(`${path}: ${name} exports no source for it`);
  return join(directory, target['@muster/source']);
}

/** The sheet at `file` with its imports inlined, each file once (the first time it is met). */
function inline(file, seen) {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(importRule, (_, path) => inline(resolveImport(path, file), seen));
}

mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/styles.css'), inline(join(root, 'src/styles.css'), new Set()));
if (existsSync(join(root, 'src/tokens.css')))
  copyFileSync(join(root, 'src/tokens.css'), join(root, 'dist/tokens.css'));
