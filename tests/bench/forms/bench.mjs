// Form benchmark (not a timed test): FolderForm against react-jsonschema-form (ajv8) and JSON
// Forms (vanilla renderers) on equivalent generated forms, in headless Chromium, same run.
// Prints one JSON line per figure, then a table. Run: node tests/bench/forms/bench.mjs
import { createReadStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../../..');
// The Storybook package carries Vite and its React plugin; the page is built with them.
const fromStories = createRequire(join(repo, 'stories/package.json'));
const { build } = await import(fromStories.resolve('vite'));
const { default: react } = await import(fromStories.resolve('@vitejs/plugin-react'));

const outDir = mkdtempSync(join(tmpdir(), 'muster-form-bench-'));
await build({
  root: join(here, 'page'),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['@muster/source', 'module', 'browser', 'production'] },
  build: { outDir, emptyOutDir: true },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = join(outDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(outDir)) return response.writeHead(403).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file)
    .on('error', () => response.end())
    .pipe(response);
});
await new Promise((resolve) => server.listen(0, resolve));
const base = `http://localhost:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
// BENCH_LIBS and BENCH_SCENARIOS (comma-separated) narrow a run, e.g. while profiling one library.
const pick = (variable, all) =>
  (process.env[variable]?.split(',') ?? all).filter((item) => all.includes(item));
const libraries = pick('BENCH_LIBS', ['engine', 'rjsf', 'jsonforms']);
const scenarios = pick('BENCH_SCENARIOS', ['form', 'rows']);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(lib, scenario) {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`${lib} ${scenario}: ${error.message}`));
  await page.goto(`${base}?lib=${lib}&scenario=${scenario}`);
  await page.waitForFunction(() => typeof window.benchMountedMs === 'number', null, { timeout: 120_000 });
  const { renderMs, mountedMs } = await page.evaluate(() => ({
    renderMs: window.benchRenderMs,
    mountedMs: window.benchMountedMs,
  }));
  let keystrokeMs = null;
  if (scenario === 'form') {
    // A text input half way down the form: every library re-validates on each keystroke.
    const input = page.locator('input[type="text"], input:not([type])').nth(20);
    await input.focus();
    await page.evaluate(() => {
      window.benchLatencies = [];
    });
    for (let index = 0; index < keystrokes; index += 1) await page.keyboard.type(String(index % 10));
    await page.waitForFunction((count) => window.benchLatencies.length >= count, keystrokes);
    keystrokeMs = median(await page.evaluate(() => window.benchLatencies));
  }
  await page.close();
  return { renderMs, mountedMs, keystrokeMs };
}

// Rounds alternate the libraries (engine, rjsf, jsonforms, engine, ...) so that a change in the
// machine's load falls on all of them alike; each figure is the median of its rounds.
const results = [];
for (const scenario of scenarios) {
  const samples = new Map(libraries.map((lib) => [lib, []]));
  for (let run = 0; run < runs; run += 1)
    for (const lib of libraries) samples.get(lib).push(await measure(lib, scenario));
  for (const lib of libraries) {
    const libSamples = samples.get(lib);
    const result = {
      bench: 'forms',
      scenario: scenario === 'form' ? '200 fields' : '5000 detail rows x 3 inputs',
      library: { engine: 'FolderForm', rjsf: '@rjsf/core (ajv8)', jsonforms: '@jsonforms/react (vanilla)' }[
        lib
      ],
      firstRenderMs: Math.round(median(libSamples.map((sample) => sample.renderMs))),
      allMountedMs: Math.round(median(libSamples.map((sample) => sample.mountedMs))),
      keystrokeToPaintMs:
        scenario === 'form'
          ? Math.round(median(libSamples.map((sample) => sample.keystrokeMs)) * 10) / 10
          : null,
    };
    results.push(result);
    console.log(JSON.stringify(result));
  }
}
console.table(results.map(({ bench: _bench, ...row }) => row));

await browser.close();
server.close();
