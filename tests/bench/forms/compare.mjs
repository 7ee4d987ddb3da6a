// FolderForm before and after: the bench page built against the engine of an earlier commit and
// against the working tree's, served side by side and alternated with RJSF in the same run, so
// the machine's load falls on all three alike. Prints each figure and its ratio to RJSF's.
// Run: node tests/bench/forms/compare.mjs <commit>   (BENCH_RUNS rounds, 5; BENCH_SCENARIOS)
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../chromium.mjs';
import { measure, median, tenth } from './measure.mjs';
import { engineAt, servePage } from './page-server.mjs';

const ref = process.argv[2];
if (!ref) throw new Error('usage: node tests/bench/forms/compare.mjs <commit>');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);
const scenarios = (process.env.BENCH_SCENARIOS ?? 'form,rows').split(',');

const engine = engineAt(ref);
const before = await servePage({ engine });
const after = await servePage();
const browser = await launchChromium();
const contenders = [
  { name: `FolderForm at ${ref}`, base: before.base, lib: 'engine' },
  { name: 'FolderForm now', base: after.base, lib: 'engine' },
  { name: '@rjsf/core (ajv8)', base: after.base, lib: 'rjsf' },
];
const rows = [];
for (const scenario of scenarios) {
  const samples = contenders.map(() => /** @type {Awaited<ReturnType<typeof measure>>[]} */ ([]));
  for (let run = 0; run < runs; run += 1)
    for (const [index, { base, lib }] of contenders.entries())
      samples[index].push(await measure(browser, base, lib, scenario, keystrokes));
  const of = (index, key) => median(samples[index].map((sample) => sample[key]));
  const rjsf = contenders.length - 1;
  const ratio = (index, key) => Math.round((of(index, key) / of(rjsf, key)) * 100) / 100;
  contenders.forEach(({ name }, index) => {
    const row = { scenario, contender: name, firstRenderMs: Math.round(of(index, 'renderMs')) };
    row.firstRenderVsRjsf = ratio(index, 'renderMs');
    if (scenario === 'form') {
      row.allMountedMs = Math.round(of(index, 'mountedMs'));
      row.keystrokeToPaintMs = tenth(of(index, 'keystrokeMs'));
      row.keystrokeVsRjsf = ratio(index, 'keystrokeMs');
    }
    rows.push(row);
    console.log(JSON.stringify(row));
  });
}
console.table(rows);
await browser.close();
before.close();
after.close();
rmSync(join(engine, '../..'), { recursive: true, force: true });
