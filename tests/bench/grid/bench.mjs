// Grid benchmark (not a timed test): AttendanceGrid against AG Grid Community and a bare
// react-data-grid, 1,000 employees × 31 days, in a 1600×900 headless Chromium page, same run,
// alternating. Prints one JSON line per contender, then a table, ratios and the targets.
// Run: node tests/bench/grid/bench.mjs [--database-url postgres://…]
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../../..');
const { values: options } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const runs = Number(process.env.BENCH_RUNS ?? 5);
const employees = Number(process.env.BENCH_EMPLOYEES ?? 1000);
// A fast wheel: three 70 px rows a frame down, half a day column a frame across.
const verticalStep = Number(process.env.BENCH_VERTICAL_STEP ?? 210);
const horizontalStep = Number(process.env.BENCH_HORIZONTAL_STEP ?? 48);

const allContenders = {
  attendance: 'AttendanceGrid',
  aggrid: 'AG Grid Community',
  bare: 'react-data-grid (bare)',
};
const floor = 'bare';
// BENCH_CONTENDERS=bare,aggrid runs a subset; the floor always runs, ratios need it.
const chosen = new Set([
  ...(process.env.BENCH_CONTENDERS ?? Object.keys(allContenders).join(',')).split(','),
  floor,
]);
const contenders = Object.fromEntries(Object.entries(allContenders).filter(([name]) => chosen.has(name)));

// The Storybook package carries Vite and its React plugin; each page is built with them.
const fromStories = createRequire(join(repo, 'stories/package.json'));
const { build } = await import(fromStories.resolve('vite'));
const { default: react } = await import(fromStories.resolve('@vitejs/plugin-react'));

/** One production build per contender, so each bundle holds only its own grid. */
const outRoot = mkdtempSync(join(tmpdir(), 'muster-grid-bench-'));
async function buildPage(name) {
  await build({
    root: join(here, 'page'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: { 'bench:contender': join(here, 'page', `${name}.jsx`) },
      conditions: ['@muster/source', 'module', 'browser', 'production'],
      dedupe: ['react', 'react-dom'],
    },
    build: { outDir: join(outRoot, name), emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
  });
  const assets = join(outRoot, name, 'assets');
  const gzipped = (extension) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(extension))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  return { jsGzip: gzipped('.js'), cssGzip: gzipped('.css') };
}
const sizes = {};
for (const name of [...Object.keys(contenders), 'baseline']) sizes[name] = await buildPage(name);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = join(outRoot, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(outRoot) || !existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, resolve));
const base = `http://localhost:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const sorted = (values) => [...values].sort((a, b) => a - b);
const quantile = (values, q) => {
  const ordered = sorted(values);
  return ordered[Math.min(ordered.length - 1, Math.floor(ordered.length * q))];
};
const median = (values) => quantile(values, 0.5);
const frameFigures = (frames) => ({
  median: median(frames),
  p95: quantile(frames, 0.95),
  over50: frames.filter((frame) => frame > 50).length,
  max: Math.max(...frames),
});

/** Used JS heap after a full collection, through the DevTools protocol. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function measure(name) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}${name}/?employees=${employees}`);
  await page.waitForFunction(() => window.bench !== undefined, null, { timeout: 120_000 });
  const heapBefore = await heapAfterGc(cdp);
  const firstPaintMs = await page.evaluate(() => window.bench.render());
  // Let late work (AG Grid's deferred rows, block prefetches) settle before weighing the heap.
  await page.waitForTimeout(1000);
  const heapAfter = await heapAfterGc(cdp);
  const vertical = await page.evaluate((step) => window.bench.scroll('vertical', step), verticalStep);
  const horizontal = await page.evaluate((step) => window.bench.scroll('horizontal', step), horizontalStep);
  await context.close();
  if (vertical.reached < vertical.distance || horizontal.reached < horizontal.distance)
    errors.push(`scroll stopped short: ${JSON.stringify({ vertical, horizontal }, ['reached', 'distance'])}`);
  for (const error of errors) console.error(`${contenders[name]}: ${error}`);
  return {
    firstPaintMs,
    heapMB: heapAfter / 2 ** 20,
    gridHeapMB: (heapAfter - heapBefore) / 2 ** 20,
    vertical: frameFigures(vertical.frames),
    horizontal: frameFigures(horizontal.frames),
  };
}

// Alternate: each round runs every contender once, starting one further along than the last.
const names = Object.keys(contenders);
const samples = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < runs; round += 1)
  for (let index = 0; index < names.length; index += 1) {
    const name = names[(round + index) % names.length];
    const sample = await measure(name);
    samples[name].push(sample);
    console.error(
      `round ${round + 1}/${runs} ${contenders[name]}: first paint ${Math.round(sample.firstPaintMs)} ms`,
    );
  }

const round1 = (value) => Math.round(value * 10) / 10;
const results = names.map((name) => {
  const runsOf = samples[name];
  const of = (pick) => median(runsOf.map(pick));
  const totalOver50 = (axis) => runsOf.reduce((sum, run) => sum + run[axis].over50, 0);
  const result = {
    bench: 'grid',
    contender: contenders[name],
    employees,
    days: 31,
    runs,
    firstPaintMs: Math.round(of((run) => run.firstPaintMs)),
    verticalFrameMedianMs: round1(of((run) => run.vertical.median)),
    verticalFrameP95Ms: round1(of((run) => run.vertical.p95)),
    verticalFramesOver50: of((run) => run.vertical.over50),
    verticalFramesOver50AllRuns: totalOver50('vertical'),
    horizontalFrameMedianMs: round1(of((run) => run.horizontal.median)),
    horizontalFrameP95Ms: round1(of((run) => run.horizontal.p95)),
    horizontalFramesOver50: of((run) => run.horizontal.over50),
    horizontalFramesOver50AllRuns: totalOver50('horizontal'),
    heapAfterRenderMB: round1(of((run) => run.heapMB)),
    gridHeapMB: round1(of((run) => run.gridHeapMB)),
    jsGzipKB: round1(sizes[name].jsGzip / 1024),
    gridJsGzipKB: round1((sizes[name].jsGzip - sizes.baseline.jsGzip) / 1024),
    cssGzipKB: round1(sizes[name].cssGzip / 1024),
  };
  console.log(JSON.stringify(result));
  return result;
});

const bare = results[names.indexOf(floor)];
const ratio = (value, of) => (of > 0 ? `${(value / of).toFixed(2)}×` : '—');
console.table(
  results.map((result) => ({
    contender: result.contender,
    'first paint ms': result.firstPaintMs,
    '× bare': ratio(result.firstPaintMs, bare.firstPaintMs),
    'V frame med/p95 ms': `${result.verticalFrameMedianMs} / ${result.verticalFrameP95Ms}`,
    'V >50ms (med, all runs)': `${result.verticalFramesOver50}, ${result.verticalFramesOver50AllRuns}`,
    'H frame med/p95 ms': `${result.horizontalFrameMedianMs} / ${result.horizontalFrameP95Ms}`,
    'H >50ms (med, all runs)': `${result.horizontalFramesOver50}, ${result.horizontalFramesOver50AllRuns}`,
    'heap MB (grid)': `${result.heapAfterRenderMB} (${result.gridHeapMB})`,
    'grid heap × bare': ratio(result.gridHeapMB, bare.gridHeapMB),
    'JS gzip KB (grid)': `${result.jsGzipKB} (${result.gridJsGzipKB})`,
  })),
);

const attendance = results[names.indexOf('attendance')];
const framesOver50 =
  attendance && attendance.verticalFramesOver50AllRuns + attendance.horizontalFramesOver50AllRuns;
const targets = !attendance
  ? []
  : [
      {
        target: 'AttendanceGrid first paint ≤ 1.25× bare',
        value: ratio(attendance.firstPaintMs, bare.firstPaintMs),
        met: attendance.firstPaintMs <= 1.25 * bare.firstPaintMs,
      },
      {
        target: 'AttendanceGrid: no frame over 50 ms (every run, both scrolls)',
        value: `${framesOver50} frames`,
        met: framesOver50 === 0,
      },
      {
        target: "AttendanceGrid heap ≤ 2× bare (the grid's own heap)",
        value: ratio(attendance.gridHeapMB, bare.gridHeapMB),
        met: attendance.gridHeapMB <= 2 * bare.gridHeapMB,
      },
      {
        target: 'AttendanceGrid heap ≤ 2× bare (whole heap after render)',
        value: ratio(attendance.heapAfterRenderMB, bare.heapAfterRenderMB),
        met: attendance.heapAfterRenderMB <= 2 * bare.heapAfterRenderMB,
      },
    ];
for (const target of targets) console.log(JSON.stringify({ bench: 'grid', ...target }));
if (targets.length > 0) console.table(targets);

await browser.close();
server.close();

// The server's side of the grid: list-with-summary latency for 200 employees on PostgreSQL.
const databaseUrl = options['database-url'] ?? process.env.TEST_DATABASE_URL;
const latencyScript = join(here, 'server-latency.mjs');
if (!databaseUrl) console.log('server latency: skipped (no --database-url or TEST_DATABASE_URL)');
else if (!existsSync(latencyScript)) console.log(`server latency: skipped (${latencyScript} not there yet)`);
else {
  const child = spawn(process.execPath, [latencyScript, '--database-url', databaseUrl], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) console.log(`server latency: ${latencyScript} exited with ${code}`);
}
