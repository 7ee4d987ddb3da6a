// Writes dist/styles.css: the engine's stylesheet with react-data-grid's rules inlined in place
// of its @import, so a product links one file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const gridCss = readFileSync(require.resolve('react-data-grid/lib/styles.css'), 'utf8');
const engineCss = readFileSync(join(root, 'src/styles.css'), 'utf8');
const imported = '@import "react-data-grid/lib/styles.css";';
if (!engineCss.includes(imported)) throw new Error(`src/styles.css no longer starts with ${imported}`);
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/styles.css'), engineCss.replace(imported, gridCss));
