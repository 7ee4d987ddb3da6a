/// <reference path="../page-globals.d.ts" />
// Builds one production page per contender with Vite, serves the builds over HTTP, and opens
// them in Chromium as every grid bench tool does.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveDirectory } from '../chromium.mjs';
import { contenderById } from './contenders.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../../..');
// The Storybook package carries Vite and its React plugin; the pages are built with them.
const fromStories = createRequire(join(repo, 'stories/package.json'));
const { build } = await import(fromStories.resolve('vite'));
const { default: react } = await import(fromStories.resolve('@vitejs/plugin-react'));

function gzippedBytes(directory, extension) {
  return readdirSync(directory)
    .filter((file) => file.endsWith(extension))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(directory, file))).length, 0);
}

/** `@muster/grids` read from another copy of packages/grids (an older commit, for A/B runs). */
const gridsFrom = (directory) => [
  { find: /^@muster\/grids$/, replacement: join(directory, 'src/index.ts') },
  { find: /^@muster\/grids\/styles\.css$/, replacement: join(directory, 'src/styles.css') },
];

/**
 * One build per page, `page/<name>.jsx` standing in for `bench:contender`, so each bundle holds
 * only its own grid. A name `<page>@before` builds `page/<page>.jsx` with `@muster/grids` taken
 * from `gridsBefore` (a folder holding an older packages/grids, see README "A/B"). `minify: false`
 * keeps function names for profiles. Answers the output folder and each page's gzipped JS and
 * CSS bytes.
 * @param {string[]} names
 * @param {{ gridsBefore?: string, minify?: boolean }} [options]
 */
export async function buildPages(names, { gridsBefore, minify = true } = {}) {
  const outRoot = mkdtempSync(join(tmpdir(), 'muster-grid-bench-'));
  const sizes = {};
  for (const name of names) {
    const outDir = join(outRoot, name);
    const [page, variant] = name.split('@');
    if (variant && !gridsBefore) throw new Error(`${name} needs gridsBefore`);
    await build({
      root: join(here, 'page'),
      base: './',
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      resolve: {
        alias: [
          { find: 'bench:contender', replacement: join(here, 'page', `${page}.jsx`) },
          ...(variant ? gridsFrom(gridsBefore) : []),
        ],
        conditions: ['@muster/source', 'module', 'browser', 'production'],
        dedupe: ['react', 'react-dom'],
      },
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, minify },
    });
    const assets = join(outDir, 'assets');
    sizes[name] = { jsGzip: gzippedBytes(assets, '.js'), cssGzip: gzippedBytes(assets, '.css') };
  }
  return { outRoot, sizes };
}

/** A fast wheel: three 70 px rows a frame down, half a day column a frame across. */
export const scrollSteps = {
  vertical: Number(process.env.BENCH_VERTICAL_STEP ?? 210),
  horizontal: Number(process.env.BENCH_HORIZONTAL_STEP ?? 48),
};

/**
 * One contender's page alone (an id of contenders.mjs), for the tools that look inside a run
 * (profile, trace, layout probe): built (BENCH_GRIDS_BEFORE as the bench takes it), served,
 * loaded in a 1600×900 page until its harness is ready. `close` ends the browser and the
 * server and removes the build.
 */
export async function openContender(id, { minify = true } = {}) {
  const gridsBefore = process.env.BENCH_GRIDS_BEFORE;
  const contender = contenderById(id, { gridsBefore });
  const { outRoot } = await buildPages([contender.page], { gridsBefore, minify });
  const pages = await serveDirectory(outRoot);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.goto(`${pages.base}${contender.page}/?${contender.query}`);
  await page.waitForFunction(() => window.bench !== undefined);
  const close = async () => {
    await browser.close();
    pages.close();
    rmSync(outRoot, { recursive: true, force: true });
  };
  return { browser, page, close };
}
