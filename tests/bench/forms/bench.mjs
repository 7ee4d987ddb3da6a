// Form benchmark (not a timed test): FolderForm against react-jsonschema-form (ajv8) and JSON
// Forms (vanilla renderers) on equivalent generated forms, and against two floors (the same
// inputs in plain HTML and in plain React), in headless Chromium, same run.
// Prints one JSON line per figure, then a table. Run: node tests/bench/forms/bench.mjs
import { chromium } from '@playwright/test';
import { launchOptions, servePage, typedInput } from './page-server.mjs';

const { base, close } = await servePage();
const browser = await chromium.launch(launchOptions);
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
// Undefined values (a figure a round could not give) are left out.
const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const tenth = (value) => (value === undefined ? null : Math.round(value * 10) / 10);

/**
 * Each keystroke as Event Timing saw it: its keydown's duration (keydown to the next paint, the
 * browser's own "input to next paint"; 0 when under the API's 16 ms floor, so not reported),
 * and, when reported, the handlers' processing (keydown, keypress, input) and the presentation
 * delay (the last handler's end to the paint).
 */
function eventTimings(keydowns, events) {
  return keydowns.map((start, index) => {
    const end = keydowns[index + 1] ?? Number.POSITIVE_INFINITY;
    const own = events.filter((event) => event.startTime >= start && event.startTime < end);
    const keydown = own.find((event) => event.name === 'keydown');
    if (!keydown) return { durationMs: 0 };
    const processingEnd = Math.max(...own.map((event) => event.processingEnd));
    return {
      durationMs: keydown.duration,
      processingMs: own.reduce((sum, event) => sum + event.processingEnd - event.processingStart, 0),
      presentationMs: keydown.startTime + keydown.duration - processingEnd,
    };
  });
}

async function typeKeys(page) {
  await typedInput(page).focus();
  await page.evaluate(() => {
    window.benchLatencies = [];
    window.benchKeydowns = [];
    window.benchEvents = [];
  });
  for (let index = 0; index < keystrokes; index += 1) await page.keyboard.type(String(index % 10));
  await page.waitForFunction((count) => window.benchLatencies.length >= count, keystrokes);
  // Event Timing entries arrive after their paint; two more frames see the last one in.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  const { latencies, keydowns, events } = await page.evaluate(() => ({
    latencies: window.benchLatencies,
    keydowns: window.benchKeydowns,
    events: window.benchEvents,
  }));
  const timings = eventTimings(keydowns, events);
  const reported = timings.filter((timing) => timing.durationMs > 0);
  return {
    keystrokeMs: median(latencies),
    inpMs: median(timings.map((timing) => timing.durationMs)),
    reportedShare: reported.length / timings.length,
    processingMs: median(reported.map((timing) => timing.processingMs)),
    presentationMs: median(reported.map((timing) => timing.presentationMs)),
  };
}

async function measure(lib, scenario) {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`${lib} ${scenario}: ${error.message}`));
  await page.goto(`${base}?lib=${lib}&scenario=${scenario}`);
  await page.waitForFunction(() => typeof window.benchMountedMs === 'number', null, { timeout: 120_000 });
  const { renderMs, mountedMs } = await page.evaluate(() => ({
    renderMs: window.benchRenderMs,
    mountedMs: window.benchMountedMs,
  }));
  // A text input half way down the form: every library re-validates on each keystroke.
  const typing = scenario === 'form' ? await typeKeys(page) : {};
  await page.close();
  return { renderMs, mountedMs, ...typing };
}

// Rounds alternate the libraries (engine, rjsf, jsonforms, html, react, engine, ...) so that a
// change in the machine's load falls on all of them alike; each figure is the median of its rounds.
const results = [];
for (const scenario of scenarios) {
  const contenders = libraries.filter((lib) => scenario === 'form' || !floors.has(lib));
  const samples = new Map(contenders.map((lib) => [lib, []]));
  for (let run = 0; run < runs; run += 1)
    for (const lib of contenders) samples.get(lib).push(await measure(lib, scenario));
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
