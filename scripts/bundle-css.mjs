// Writes <package>/dist/styles.css from <package>/src/styles.css with react-data-grid's rules
// inlined in place of its @import (when the sheet has one), so a product links one file.
// Usage: node scripts/bundle-css.mjs <package directory>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const require = createRequire(join(root, 'package.json'));
const imported = '@import "react-data-grid/lib/styles.css";';
const css = readFileSync(join(root, 'src/styles.css'), 'utf8');
const bundled = css.includes(imported)
  ? css.replace(imported, readFileSync(require.resolve('react-data-grid/lib/styles.css'), 'utf8'))
  : css;
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/styles.css'), bundled);
