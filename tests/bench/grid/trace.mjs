/// <reference path="../page-globals.d.ts" />
// A Chromium trace of one contender's first paint or scroll, on an unminified build: prints
// each main-thread task over the threshold with what ran inside it (React work, GC, style,
// layout, paint), the collections, the tasks that ran an idle callback (a prefetch) and the
// time spent per kind of work, to say what a slow frame or a first paint was doing.
// Run: node tests/bench/grid/trace.mjs <contender id of contenders.mjs: attendance, bare, aggrid, allocations-week(-bare), allocations-month(-bare), duty-charts(-bare)> [render|vertical|horizontal]
// Env: TRACE_LONG_TASK_MS (30), TRACE_RUNS (1: scrolls in one page, one after the other).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContender, scrollSteps } from './build.mjs';

const [name = 'attendance', phase = 'vertical'] = process.argv.slice(2);
const longTaskMs = Number(process.env.TRACE_LONG_TASK_MS ?? 30);
const runs = Number(process.env.TRACE_RUNS ?? 1);
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.gc',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'toplevel',
];

const { browser, page, close } = await openContender(name, { minify: false });
if (phase !== 'render') {
  await page.evaluate(() => window.bench.render());
  await page.waitForTimeout(1000);
}
await browser.startTracing(page, { categories });
const answers = [];
if (phase === 'render')
  console.log(`first paint ${Math.round(await page.evaluate(() => window.bench.render()))} ms`);
else
  for (let run = 0; run < runs; run += 1)
    answers.push(
      await page.evaluate(([axis, step]) => window.bench.scroll(axis, step), [phase, scrollSteps[phase]]),
    );
const trace = JSON.parse((await browser.stopTracing()).toString());
await close();
const file = join(tmpdir(), `grid-${name}-${phase}.trace.json`);
writeFileSync(file, JSON.stringify(trace));

const events = trace.traceEvents ?? trace;
const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
// Top-level tasks only (a task can run another inside it).
const tasks = onMain
  .filter((event) => event.name === 'ThreadControllerImpl::RunTask')
  .filter(
    (event, index, all) =>
      !all.slice(Math.max(0, index - 3), index).some((o) => o.ts + o.dur >= event.ts + event.dur),
  );
const long = tasks.filter((task) => task.dur / 1000 >= longTaskMs);
for (const [run, answer] of answers.entries()) {
  const slow = answer.frames.map((ms, index) => [index, ms]).filter(([, ms]) => ms > 50);
  const over = slow.map(([index, ms]) => `${index}:${ms.toFixed(0)}`).join(' ') || 'none';
  console.log(`scroll ${run + 1}: ${answer.frames.length} frames, over 50 ms: ${over}`);
}
console.log(
  `${tasks.length} main-thread tasks, ${long.length} of ${longTaskMs} ms or more; trace in ${file}`,
);
const first = tasks[0]?.ts ?? 0;
for (const task of long) {
  const inside = onMain.filter(
    (event) =>
      event !== task &&
      event.ts >= task.ts &&
      event.ts + event.dur <= task.ts + task.dur &&
      event.dur >= 1000,
  );
  const byName = new Map();
  for (const event of inside) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
  const parts = [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([eventName, ms]) => `${eventName} ${ms.toFixed(1)}`)
    .join(', ');
  console.log(
    `+${((task.ts - first) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1)} ms: ${parts}`,
  );
}

// Collections over the whole trace, and the tasks that ran an idle callback (a prefetch).
const gcs = new Map();
for (const event of onMain.filter((e) => e.name === 'MajorGC' || e.name === 'MinorGC')) {
  const [count, ms, max] = gcs.get(event.name) ?? [0, 0, 0];
  gcs.set(event.name, [count + 1, ms + event.dur / 1000, Math.max(max, event.dur / 1000)]);
}
for (const [gcName, [count, ms, max]] of gcs)
  console.log(`${gcName}: ${count}, ${ms.toFixed(1)} ms in all, longest ${max.toFixed(1)} ms`);
for (const idle of onMain.filter((event) => event.name === 'FireIdleCallback')) {
  const task = tasks.find((t) => t.ts <= idle.ts && t.ts + t.dur >= idle.ts + idle.dur);
  console.log(
    `idle callback at +${((idle.ts - first) / 1000).toFixed(0)} ms: task ${((task?.dur ?? 0) / 1000).toFixed(1)} ms`,
  );
}

// Time per kind of work over the whole trace, and the elements each style recalc touched.
const kinds = [
  'FunctionCall',
  'EventDispatch',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
];
const spent = kinds.map((kind) => [
  kind,
  onMain.filter((e) => e.name === kind).reduce((sum, e) => sum + e.dur / 1000, 0),
]);
console.log(
  `time by kind (ms, nested kinds counted in each): ${spent.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`,
);
const recalcs = onMain.filter((event) => event.name === 'UpdateLayoutTree');
const elements = recalcs.reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
console.log(`${recalcs.length} style recalcs, ${elements} elements in all`);
