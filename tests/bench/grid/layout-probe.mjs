/// <reference path="../page-globals.d.ts" />
// What a page's style recalc and layout of its grid cost, for A/B of CSS in one page (no
// rebuild, one load for all): after the first paint, each measurement hides the grid
// (display: none), shows it again and times the forced style recalc, layout-tree build and
// layout of everything in it (reading the box of the last element of the last cell), as the
// painting frame of a first paint does. Each CSS variant (a stylesheet added to the page; a
// JSON object of name -> CSS text in PROBE_VARIANTS) is measured in turn, PROBE_ROUNDS (15)
// times interleaved, so the machine's load falls on all alike. Prints the median per variant.
// Run: PROBE_VARIANTS='{"no tabular":".muster-grids .mg-hours{font-variant-numeric:normal}"}' \
//        node tests/bench/grid/layout-probe.mjs <contender id of contenders.mjs: attendance, bare, aggrid, allocations-week(-bare), allocations-month(-bare), duty-charts(-bare)>
import { openContender } from './build.mjs';

const [name = 'attendance'] = process.argv.slice(2);
const variants = { base: '', ...JSON.parse(process.env.PROBE_VARIANTS ?? '{}') };
const rounds = Number(process.env.PROBE_ROUNDS ?? 15);

const { page, close } = await openContender(name);
await page.evaluate(() => window.bench.render());
await page.waitForTimeout(1500);
/** @type {Record<string, number[]>} */
const times = Object.fromEntries(Object.keys(variants).map((key) => [key, []]));
for (let round = 0; round < rounds; round += 1)
  for (const [key, css] of Object.entries(variants))
    times[key].push(
      ...(await page.evaluate((css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
        const grid = /** @type {HTMLElement} */ (document.querySelector('[role="grid"], [role="treegrid"]'));
        const inCells = grid.querySelectorAll('[role="gridcell"], [role="gridcell"] *');
        const last = inCells[inCells.length - 1];
        const spent = [];
        for (let i = 0; i < 4; i += 1) {
          grid.style.display = 'none';
          last.getBoundingClientRect();
          grid.style.display = '';
          const start = performance.now();
          last.getBoundingClientRect();
          spent.push(performance.now() - start);
        }
        style.remove();
        return spent;
      }, css)),
    );
await close();
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [key, spent] of Object.entries(times))
  console.log(`${key.padEnd(24)} style + layout of the grid: median ${median(spent).toFixed(2)} ms`);
