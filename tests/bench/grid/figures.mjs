// The benchmark's arithmetic and printing: per-run figures, medians over runs, the table,
// ratios against the bare grid and the targets.

const sorted = (values) => [...values].sort((a, b) => a - b);
export const quantile = (values, q) => {
  const ordered = sorted(values);
  return ordered[Math.min(ordered.length - 1, Math.floor(ordered.length * q))];
};
export const median = (values) => quantile(values, 0.5);
const round1 = (value) => Math.round(value * 10) / 10;
const mb = (bytes) => bytes / 2 ** 20;
const kb = (bytes) => round1(bytes / 1024);

/** One scroll's figures from its rAF intervals and the main thread's CPU time over it. */
export const scrollFigures = ({ frames }, cpuMs) => {
  const slow = frames.flatMap((frame, index) => (frame > 50 ? [[index, frame]] : []));
  return {
    median: median(frames),
    p95: quantile(frames, 0.95),
    over50: slow.length,
    /** [frame index, ms] of each frame over 50 ms, for finding which frame it is. */
    slow,
    cpuPerFrame: cpuMs / frames.length,
  };
};

/** A contender's JSON line: medians over its runs (frames over 50 ms also summed over all runs). */
export function summarise({ label, runs, sizes, baselineSizes }) {
  const of = (pick) => median(runs.map(pick));
  const allRuns = (axis) => runs.reduce((sum, run) => sum + run[axis].over50, 0);
  const axis = (name) => ({
    [`${name}FrameMedianMs`]: round1(of((run) => run[name].median)),
    [`${name}FrameP95Ms`]: round1(of((run) => run[name].p95)),
    [`${name}FramesOver50`]: of((run) => run[name].over50),
    [`${name}FramesOver50AllRuns`]: allRuns(name),
    [`${name}CpuPerFrameMs`]: round1(of((run) => run[name].cpuPerFrame)),
  });
  return {
    bench: 'grid',
    contender: label,
    runs: runs.length,
    idleFrameMs: round1(of((run) => run.idleFrameMs)),
    firstPaintMs: Math.round(of((run) => run.firstPaintMs)),
    firstPaintCpuMs: Math.round(of((run) => run.firstPaintCpuMs)),
    ...axis('vertical'),
    ...axis('horizontal'),
    heapAfterRenderMB: round1(mb(of((run) => run.heapAfter))),
    gridHeapMB: round1(mb(of((run) => run.heapAfter - run.heapBefore))),
    jsGzipKB: kb(sizes.jsGzip),
    gridJsGzipKB: kb(sizes.jsGzip - baselineSizes.jsGzip),
    cssGzipKB: kb(sizes.cssGzip),
  };
}

const ratio = (value, of) => (of > 0 ? `${(value / of).toFixed(2)}×` : '—');

export function printTable(results, bare) {
  console.table(
    results.map((result) => ({
      contender: result.contender,
      'first paint ms (CPU)': `${result.firstPaintMs} (${result.firstPaintCpuMs})`,
      '× floor (CPU)': `${ratio(result.firstPaintMs, bare.firstPaintMs)} (${ratio(result.firstPaintCpuMs, bare.firstPaintCpuMs)})`,
      'V frame med/p95': `${result.verticalFrameMedianMs} / ${result.verticalFrameP95Ms}`,
      'V >50 ms': `${result.verticalFramesOver50} (${result.verticalFramesOver50AllRuns} all)`,
      'V CPU/frame': result.verticalCpuPerFrameMs,
      'H frame med/p95': `${result.horizontalFrameMedianMs} / ${result.horizontalFrameP95Ms}`,
      'H >50 ms': `${result.horizontalFramesOver50} (${result.horizontalFramesOver50AllRuns} all)`,
      'H CPU/frame': result.horizontalCpuPerFrameMs,
      'heap MB (grid)': `${result.heapAfterRenderMB} (${result.gridHeapMB})`,
      'grid heap × floor': ratio(result.gridHeapMB, bare.gridHeapMB),
      'JS gz KB (grid)': `${result.jsGzipKB} (${result.gridJsGzipKB})`,
    })),
  );
}

/** The issues' targets (#7, #18) for a grid against its bare react-data-grid. */
export function targetsOf(grid, bare) {
  const framesOver50 = grid.verticalFramesOver50AllRuns + grid.horizontalFramesOver50AllRuns;
  return [
    {
      target: 'first paint ≤ 1.25× bare',
      value: ratio(grid.firstPaintMs, bare.firstPaintMs),
      met: grid.firstPaintMs <= 1.25 * bare.firstPaintMs,
    },
    {
      target: 'first paint ≤ 1.25× bare, main-thread CPU',
      value: ratio(grid.firstPaintCpuMs, bare.firstPaintCpuMs),
      met: grid.firstPaintCpuMs <= 1.25 * bare.firstPaintCpuMs,
    },
    {
      target: 'no frame over 50 ms (every run, both scrolls)',
      value: `${framesOver50} frames`,
      met: framesOver50 === 0,
    },
    {
      target: "heap ≤ 2× bare (the grid's own: after render − before)",
      value: ratio(grid.gridHeapMB, bare.gridHeapMB),
      met: grid.gridHeapMB <= 2 * bare.gridHeapMB,
    },
    {
      target: 'heap ≤ 2× bare (whole heap after render)',
      value: ratio(grid.heapAfterRenderMB, bare.heapAfterRenderMB),
      met: grid.heapAfterRenderMB <= 2 * bare.heapAfterRenderMB,
    },
  ];
}
