// Builds the bench page with Vite and serves it over HTTP (bench.mjs and trace.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDirectory } from '../chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../../..');
// The Storybook package carries Vite and its React plugin; the page is built with them.
const fromStories = createRequire(join(repo, 'stories/package.json'));

/**
 * Builds `page/` (unminified when asked, so a CPU profile names our functions) and serves it on a
 * free port. `engine`: another folder-engine package directory to build the page against (an
 * earlier commit's, by compare.mjs). Answers the page's base URL and a function that stops the
 * server.
 * @param {{ minify?: boolean, engine?: string }} [options]
 */
export async function servePage({ minify = true, engine } = {}) {
  const { build } = await import(fromStories.resolve('vite'));
  const { default: react } = await import(fromStories.resolve('@vitejs/plugin-react'));
  const outDir = mkdtempSync(join(tmpdir(), 'muster-form-bench-'));
  await build({
    root: join(here, 'page'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      conditions: ['@muster/source', 'module', 'browser', 'production'],
      alias: engine
        ? [
            { find: /^@muster\/folder-engine\/testing$/, replacement: join(engine, 'src/testing/index.ts') },
            { find: /^@muster\/folder-engine\/styles\.css$/, replacement: join(engine, 'src/styles.css') },
            { find: /^@muster\/folder-engine$/, replacement: join(engine, 'src/index.ts') },
          ]
        : [],
    },
    build: { outDir, emptyOutDir: true, minify, chunkSizeWarningLimit: 10_000 },
  });
  const served = await serveDirectory(outDir);
  const close = () => {
    served.close();
    rmSync(outDir, { recursive: true, force: true });
  };
  return { base: served.base, close };
}

/** The text input the keystrokes go to: half way down the form, the same field in every contender. */
export const typedInput = (page) => page.locator('input[type="text"], input:not([type])').nth(20);

/**
 * The folder-engine package of an earlier commit, for servePage's `engine`: its sources at `ref`,
 * resolving their packages through the workspace's node_modules.
 */
export function engineAt(ref) {
  const earlier = mkdtempSync(join(tmpdir(), 'muster-engine-'));
  execFileSync('sh', ['-c', `git archive ${ref} packages/folder-engine | tar -x -C ${earlier}`], {
    cwd: repo,
  });
  const engine = join(earlier, 'packages/folder-engine');
  symlinkSync(join(repo, 'packages/folder-engine/node_modules'), join(engine, 'node_modules'));
  // Its tsconfig refers to the other packages' projects, which are not there; the build needs only JSX.
  writeFileSync(join(engine, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx' } }));
  return engine;
}
