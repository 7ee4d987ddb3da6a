/// <reference path="../page-globals.d.ts" />
// Grid benchmark (not a timed test): each grid of contenders.mjs against a bare react-data-grid
// showing the same cells (and AttendanceGrid against AG Grid Community too), in a 1600×900
// headless Chromium page, same run, alternating. Prints one JSON line per contender and per
// target, and tables.
// Run: node tests/bench/grid/bench.mjs [--database-url postgres://…]
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium, serveDirectory } from '../chromium.mjs';
import { buildPages, scrollSteps } from './build.mjs';
import { chosenContenders, comparisons } from './contenders.mjs';
import { printTable, scrollFigures, summarise, targetsOf } from './figures.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: options } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const runs = Number(process.env.BENCH_RUNS ?? 5);

// BENCH_GRIDS_BEFORE=<folder holding an older packages/grids> adds each grid built from it,
// measured in the same rounds: an A/B of a change on one machine in one load.
const gridsBefore = process.env.BENCH_GRIDS_BEFORE;
// A round's page.evaluate that has not answered by then is an error of that round, not a hang.
const evaluateTimeoutMs = Number(process.env.BENCH_EVALUATE_TIMEOUT_MS ?? 180_000);

// BENCH_CONTENDERS=attendance,duty-charts runs a subset; each one's floor always runs, the ratios need it.
const contenders = chosenContenders({ gridsBefore });
const byId = new Map(contenders.map((contender) => [contender.id, contender]));
const contenderOf = (name) => {
  const found = byId.get(name);
  if (!found) throw new Error(`no contender '${name}'`);
  return found;
};
const names = contenders.map((contender) => contender.id);
const labels = Object.fromEntries(contenders.map((contender) => [contender.id, contender.label]));

const pagesToBuild = [...new Set(contenders.map((contender) => contender.page)), 'baseline'];
const { outRoot, sizes } = await buildPages(pagesToBuild, { gridsBefore });
const pages = await serveDirectory(outRoot);
const browser = await launchChromium();

/** Used JS heap after full collections, through the DevTools protocol. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** CPU milliseconds the page's main thread has used: unlike wall time, it does not grow while other processes hold the cores. */
async function threadCpuMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

/** `page.evaluate` that rejects after `evaluateTimeoutMs` (the caller closes the page). */
async function evaluate(page, what, fn, arg) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${evaluateTimeoutMs} ms`)),
      evaluateTimeoutMs,
    );
  });
  try {
    return await Promise.race([page.evaluate(fn, arg), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One page load of one contender: first paint, heap, then a full vertical and horizontal scroll. */
async function measure(name) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  try {
    return await measureIn(context, name);
  } finally {
    // Also ends a page stuck in an evaluate that timed out.
    await context.close().catch(() => {});
  }
}

async function measureIn(context, name) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The built pages have no favicon.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { page: built, query } = contenderOf(name);
  await page.goto(`${pages.base}${built}/?${query}`);
  await page.waitForFunction(() => window.bench !== undefined, null, { timeout: 120_000 });
  const idleFrameMs = await evaluate(page, 'idle frame', () => window.bench.idleFrameMs());
  const heapBefore = await heapAfterGc(cdp);
  const cpuBefore = await threadCpuMs(cdp);
  const firstPaintMs = await evaluate(page, 'first paint', () => window.bench.render());
  const firstPaintCpuMs = (await threadCpuMs(cdp)) - cpuBefore;
  // Let late work (AG Grid's deferred rows, block prefetches) settle before weighing the heap.
  await page.waitForTimeout(1000);
  const heapAfter = await heapAfterGc(cdp);
  const scroll = async (axis, step) => {
    const cpuStart = await threadCpuMs(cdp);
    const result = await evaluate(page, `${axis} scroll`, ([axis, step]) => window.bench.scroll(axis, step), [
      axis,
      step,
    ]);
    if (result.reached < result.distance) errors.push(`${axis} scroll stopped at ${result.reached}`);
    return scrollFigures(result, (await threadCpuMs(cdp)) - cpuStart);
  };
  const vertical = await scroll('vertical', scrollSteps.vertical);
  const horizontal = await scroll('horizontal', scrollSteps.horizontal);
  for (const error of errors) console.error(`${labels[name]}: ${error}`);
  return { idleFrameMs, firstPaintMs, firstPaintCpuMs, heapBefore, heapAfter, vertical, horizontal };
}

/** Which frames of each scroll took over 50 ms: `index:ms`, the index counted from the scroll's first step. */
const slowFrames = ({ vertical, horizontal }) =>
  [
    ['vertical', vertical],
    ['horizontal', horizontal],
  ]
    .map(([axis, { slow }]) => `${axis} [${slow.map(([at, ms]) => `${at}:${Math.round(ms)}`).join(' ')}]`)
    .join(', ');

// Alternate: each round runs every contender once, starting one further along than the last.
/** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
const samples = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < runs; round += 1)
  for (let index = 0; index < names.length; index += 1) {
    const name = names[(round + index) % names.length];
    const sample = await measure(name).catch((error) => {
      console.error(`round ${round + 1}/${runs} ${labels[name]}: ${error.message}; round skipped`);
      return null;
    });
    if (!sample) continue;
    samples[name].push(sample);
    console.error(
      `round ${round + 1}/${runs} ${labels[name]}: first paint ${Math.round(sample.firstPaintMs)} ms ` +
        `(CPU ${Math.round(sample.firstPaintCpuMs)}), vertical frame median ${Math.round(sample.vertical.median)} ms ` +
        `(idle ${Math.round(sample.idleFrameMs)} ms); frames over 50 ms: ${slowFrames(sample)}`,
    );
  }
await browser.close();
pages.close();
rmSync(outRoot, { recursive: true, force: true });

const results = Object.fromEntries(
  names.map((name) => [
    name,
    summarise({
      label: labels[name],
      runs: samples[name],
      sizes: sizes[contenderOf(name).page],
      baselineSizes: sizes.baseline,
    }),
  ]),
);
// One table per comparison: its contenders against its floor, then each grid's targets.
for (const comparison of comparisons) {
  const inRun = contenders.filter((contender) => contender.floor === comparison.floor.id);
  const floorResult = results[comparison.floor.id];
  if (!floorResult) continue;
  console.log(`${comparison.grid}, ${comparison.size}`);
  for (const { id } of inRun) console.log(JSON.stringify({ ...results[id], size: comparison.size }));
  printTable(
    inRun.map(({ id }) => results[id]),
    floorResult,
  );
  for (const contender of inRun.filter((c) => c.targets)) {
    const targets = targetsOf(results[contender.id], floorResult);
    for (const target of targets)
      console.log(
        JSON.stringify({ bench: 'grid', contender: contender.label, size: comparison.size, ...target }),
      );
    console.table(targets);
  }
}

// The server's side of the grids: the month reads behind them, a grid's block at a time, against hand-written SQL, on PostgreSQL.
const databaseUrl = options['database-url'] ?? process.env.TEST_DATABASE_URL;
const latencyScript = join(here, 'server-latency.mjs');
if (!databaseUrl) console.log('server latency: skipped (no --database-url or TEST_DATABASE_URL)');
else if (!existsSync(latencyScript)) console.log('server latency: skipped (server-latency.mjs is not there)');
else {
  const child = spawn(process.execPath, [latencyScript, '--database-url', databaseUrl], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) console.log(`server latency: server-latency.mjs exited with ${code}`);
}
