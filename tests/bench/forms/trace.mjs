/// <reference path="../page-globals.d.ts" />
// Where a contender's time goes, in CPU time (trace thread time, which a busy machine moves
// less than wall-clock time): its first render (between the bench-render-start and -end marks)
// and its keystrokes, each split into script, style, layout, paint and other work of the
// renderer's main thread; with BENCH_PROFILE=1 also the functions that took the most CPU
// (a V8 CPU profile of an unminified build); with BENCH_BY_EVENT=1 each window's time by event.
// Run: node tests/bench/forms/trace.mjs engine rjsf html   (BENCH_RUNS page loads each, 3)
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../chromium.mjs';
import { engineAt, servePage, typedInput } from './page-server.mjs';

const libraries = process.argv.slice(2).length ? process.argv.slice(2) : ['engine'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 30);
const profiling = process.env.BENCH_PROFILE === '1';
// BENCH_ENGINE_AT=<commit> traces the page built against the engine of that commit.
const earlier = process.env.BENCH_ENGINE_AT && engineAt(process.env.BENCH_ENGINE_AT);
const { base, close } = await servePage({ minify: !profiling, ...(earlier && { engine: earlier }) });
const browser = await launchChromium();

/** @type {[string, RegExp][]} */
const kinds = [
  [
    'script',
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|MajorGC|MinorGC|BlinkGC)/,
  ],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/],
  ['layout', /^(Layout|UpdateLayout|IntersectionObserverController)/],
  ['paint', /^(PrePaint|Paint|Layerize|UpdateLayer|Commit|CompositeLayers|RasterTask|Decode)/],
  ['parse', /^ParseHTML/],
];
const kindOf = (name) => kinds.find(([, pattern]) => pattern.test(name))?.[0];

/**
 * The renderer main thread's complete events from `from` to `to` (trace µs), each one's own
 * thread time (its tdur less its children's) given to its nearest named ancestor's kind.
 */
function cpuBetween(events, from, to) {
  const spans = events
    .filter((event) => event.ph === 'X' && event.tdur !== undefined && event.ts >= from && event.ts < to)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = { total: 0, script: 0, style: 0, layout: 0, paint: 0, parse: 0, other: 0 };
  const stack = [];
  const own = new Map();
  for (const span of spans) {
    // A span is another's child only when it lies wholly inside it (trace clocks round to 1 µs).
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur < span.ts + span.dur) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, own.get(parent) - span.tdur);
    else totals.total += span.tdur;
    span.kind = kindOf(span.name) ?? parent?.kind ?? 'other';
    own.set(span, span.tdur);
    stack.push(span);
  }
  const byName = new Map();
  for (const [span, time] of own) {
    totals[span.kind] += Math.max(0, time);
    byName.set(span.name, (byName.get(span.name) ?? 0) + Math.max(0, time));
  }
  if (byEvent) console.log(topEvents(byName));
  return Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [key, Math.round(value / 100) / 10]),
  );
}

// BENCH_BY_EVENT=1 prints each window's own thread time by trace event name too.
const byEvent = process.env.BENCH_BY_EVENT === '1';
const topEvents = (byName) =>
  [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([name, time]) => `${(time / 1000).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

/**
 * The functions with the most self time in a V8 CPU profile (ms), by name and place, from the
 * samples between `from` and `to` (the trace's clock, µs).
 */
function topFunctions(profile, from, to, count = 30) {
  const self = new Map();
  const total = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const keyOf = ({ callFrame: { functionName, url, lineNumber } }) =>
    `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    add(self, keyOf(byId.get(id)), ms);
    const seen = new Set();
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) seen.add(keyOf(node));
    for (const key of seen) add(total, key, ms);
  });
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return ['self time:', ...list(self), 'total time (with callees):', ...list(total)];
}

async function traceOnce(lib) {
  const page = await browser.newPage();
  const cdp = profiling ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel'] });
  await page.goto(`${base}?lib=${lib}&scenario=form`);
  await page.waitForFunction(() => typeof window.benchMountedMs === 'number', null, { timeout: 120_000 });
  const renderProfile = cdp ? (await cdp.send('Profiler.stop')).profile : null;
  await typedInput(page).focus();
  await page.evaluate(() => {
    window.benchLatencies = [];
  });
  if (cdp) await cdp.send('Profiler.start');
  for (let index = 0; index < keystrokes; index += 1) await page.keyboard.type(String(index % 10));
  await page.waitForFunction((count) => window.benchLatencies.length >= count, keystrokes);
  const keyProfile = cdp ? (await cdp.send('Profiler.stop')).profile : null;
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();

  const mark = (name) =>
    trace.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  const start = mark('bench-render-start');
  const end = mark('bench-render-end');
  const main = trace.filter((event) => event.pid === start.pid && event.tid === start.tid);
  const keydowns = main.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
  );
  const perKey = cpuBetween(main, keydowns[0].ts, Number.POSITIVE_INFINITY);
  return {
    window: [start.ts, end.ts],
    render: cpuBetween(main, start.ts, end.ts),
    keystroke: Object.fromEntries(
      Object.entries(perKey).map(([key, value]) => [key, Math.round((value / keydowns.length) * 10) / 10]),
    ),
    renderProfile,
    keyProfile,
  };
}

// Each kind's median over the loads; "page" is the page's own work (all but "other").
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const table = [];
for (const lib of libraries) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await traceOnce(lib));
  for (const part of ['render', 'keystroke']) {
    const rows = samples.map((sample) => ({
      ...sample[part],
      page: sample[part].total - sample[part].other,
    }));
    const row = { library: lib, part: part === 'render' ? 'first render' : 'per keystroke' };
    for (const key of Object.keys(rows[0]))
      row[key] = Math.round(medianOf(rows.map((sample) => sample[key])) * 10) / 10;
    console.log(JSON.stringify({ ...row, loads: rows }));
    table.push(row);
  }
  if (profiling) {
    const last = samples.at(-1);
    console.log(`${lib}: first render, CPU profile (last load)`);
    console.log(topFunctions(last.renderProfile, ...last.window).join('\n'));
    console.log(`${lib}: ${keystrokes} keystrokes, CPU profile (last load)`);
    console.log(topFunctions(last.keyProfile, 0, Number.POSITIVE_INFINITY).join('\n'));
  }
}
console.table(table);

await browser.close();
close();
if (earlier) rmSync(join(earlier, '../..'), { recursive: true, force: true });
