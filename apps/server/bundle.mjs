// The server as one file for `node` (issue #35 item 3): a start loaded some 1,050 ES modules
// (the server's, the workspace packages', one file per class of kysely, zod's, hono's), and
// resolving, reading and compiling them was most of a restart's CPU; Node 20 keeps no compile
// cache for ES modules. Bundled from what `tsc -b` emitted (run it first), so the bundle runs the
// code the type check saw. Tests run the sources; `scripts/start.sh`, `pnpm start` and the
// end-to-end server run this file.
//
// Only pure ES-module JavaScript is bundled. What loads files beside itself (PGlite's
// WebAssembly and data, native addons), CommonJS packages (pg, pg-boss, ws) and the modules the
// server loads on first use (exceljs, nodemailer, playwright-core: a dependency rule keeps them
// out of the start) stay imports of node_modules.
//
// The bundle sits at dist/bundle/main.js, two folders below the package as dist/app/app.js and
// dist/platform/config.js are: their `new URL('../../catalogue', import.meta.url)` and the
// host's dist resolve the same from it.
import { build } from 'esbuild';

/** Left to node_modules; everything else the start imports is bundled. */
const outside = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'fs-native-extensions',
  'pg',
  'pg-boss',
  'ws',
  'exceljs',
  'nodemailer',
  'playwright-core',
];

await build({
  entryPoints: { main: new URL('dist/main.js', import.meta.url).pathname },
  outdir: new URL('dist/bundle', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: outside,
});
