/// <reference path="../page-globals.d.ts" />
// How the bench measures one page load (bench.mjs and compare.mjs).
import { typedInput } from './page-server.mjs';

// Undefined values (a figure a round could not give) are left out.
export const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
export const tenth = (value) => (value === undefined ? null : Math.round(value * 10) / 10);

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

async function typeKeys(page, keystrokes) {
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

/**
 * One page load of one contender and scenario at `base`: its first render and every editor mounted
 * and, for the form, `keystrokes` keystrokes typed into the same text input.
 */
export async function measure(browser, base, lib, scenario, keystrokes) {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`${lib} ${scenario}: ${error.message}`));
  await page.goto(`${base}?lib=${lib}&scenario=${scenario}`);
  await page.waitForFunction(() => typeof window.benchMountedMs === 'number', null, { timeout: 120_000 });
  const { renderMs, mountedMs } = await page.evaluate(() => ({
    renderMs: window.benchRenderMs,
    mountedMs: window.benchMountedMs,
  }));
  // A text input half way down the form: every library re-validates on each keystroke.
  const typing = scenario === 'form' ? await typeKeys(page, keystrokes) : {};
  await page.close();
  return { renderMs, mountedMs, ...typing };
}
