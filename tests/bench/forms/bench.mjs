// Form benchmark (not a timed test): FolderForm against react-jsonschema-form (ajv8) and JSON
// Forms (vanilla renderers) on equivalent generated forms, and against two floors (the same
// inputs in plain HTML and in plain React), in headless Chromium, same run.
// Prints one JSON line per figure, then a table. Run: node tests/bench/forms/bench.mjs
import { launchChromium } from '../chromium.mjs';
import { measure, median, tenth } from './measure.mjs';
import { servePage } from './page-server.mjs';

const { base, close } = await servePage();
const browser = await launchChromium();
// BENCH_LIBS and BENCH_SCENARIOS (comma-separated) narrow a run, e.g. while profiling one library.
const pick = (variable, all) =>
  (process.env[variable]?.split(',') ?? all).filter((item) => all.includes(item));
const libraries = pick('BENCH_LIBS', ['engine', 'rjsf', 'jsonforms', 'html', 'react']);
const scenarios = pick('BENCH_SCENARIOS', ['form', 'rows']);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);
const floors = new Set(['html', 'react']);
const names = {
  engine: 'FolderForm',
  rjsf: '@rjsf/core (ajv8)',
  jsonforms: '@jsonforms/react (vanilla)',
  html: 'plain HTML (floor)',
  react: 'plain React (floor)',
};
// Rounds alternate the libraries (engine, rjsf, jsonforms, html, react, engine, ...) so that a
// change in the machine's load falls on all of them alike; each figure is the median of its rounds.
const results = [];
for (const scenario of scenarios) {
  const contenders = libraries.filter((lib) => scenario === 'form' || !floors.has(lib));
  const samples = new Map(contenders.map((lib) => [lib, []]));
  for (let run = 0; run < runs; run += 1)
    for (const lib of contenders)
      samples.get(lib).push(await measure(browser, base, lib, scenario, keystrokes));
  for (const lib of contenders) {
    const of = (key) => median(samples.get(lib).map((sample) => sample[key]));
    const form = scenario === 'form';
    const result = {
      bench: 'forms',
      scenario: form ? '200 fields' : '5000 detail rows x 3 inputs',
      library: names[lib],
      firstRenderMs: Math.round(of('renderMs')),
      allMountedMs: Math.round(of('mountedMs')),
      ...(form && {
        keystrokeToPaintMs: tenth(of('keystrokeMs')),
        // Event Timing: the keydown's duration to its paint ('<16' under the API's floor), what
        // the handlers took, the wait from the last handler to the paint (keystrokes of 16 ms or
        // more), and the share of keystrokes of 16 ms or more.
        eventDurationMs: of('inpMs') || '<16',
        eventProcessingMs: tenth(of('processingMs')),
        eventPresentationMs: tenth(of('presentationMs')),
        eventsReported: tenth(of('reportedShare')),
      }),
    };
    results.push(result);
    console.log(JSON.stringify(result));
  }
}
console.table(results.map(({ bench: _bench, ...row }) => row));

await browser.close();
close();
