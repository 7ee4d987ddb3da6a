/// <reference path="../page-globals.d.ts" />
// A CPU profile of one contender's first paint (or a scroll), on an unminified build so the
// functions keep their names. Prints the functions with the most self time and writes the
// .cpuprofile for DevTools.
// Run: node tests/bench/grid/profile.mjs <contender id of contenders.mjs: attendance, bare, aggrid, allocations-week(-bare), allocations-month(-bare), duty-charts(-bare)> [render|vertical|horizontal]
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContender, scrollSteps } from './build.mjs';

const [name = 'attendance', phase = 'render'] = process.argv.slice(2);

const { page, close } = await openContender(name, { minify: false });
const cdp = await page.context().newCDPSession(page);
if (phase !== 'render') await page.evaluate(() => window.bench.render());
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const outcome =
  phase === 'render'
    ? `${Math.round(await page.evaluate(() => window.bench.render()))} ms wall`
    : `${(await page.evaluate(([axis, step]) => window.bench.scroll(axis, step), [phase, scrollSteps[phase]])).frames.length} frames`;
const { profile } = await cdp.send('Profiler.stop');
await close();

const file = join(tmpdir(), `grid-${name}-${phase}.cpuprofile`);
writeFileSync(file, JSON.stringify(profile));

// Self time per node from the samples' time deltas.
const selfMs = new Map();
(profile.samples ?? []).forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
});
const byFunction = new Map();
for (const node of profile.nodes) {
  const ms = selfMs.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? url.replace(/^.*\//, '') : '';
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
}
const top = (map, count) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
console.log(`${name} ${phase}: ${outcome}, ` + `${total.toFixed(0)} ms sampled; profile in ${file}`);
console.log(`self time by function:\n${top(byFunction, 30)}`);
