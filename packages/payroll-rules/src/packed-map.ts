/**
 * `items.map(fn)` as an array V8 always keeps packed. `Array.prototype.map` answers a packed
 * array when its builtin runs and a holey one (another map) when the optimizer inlines it, so
 * `computePayslip`, handed both by `evaluateStructure` and its own maps as each was optimized
 * or not, was deoptimized on the new map and recompiled six times in a run: a large function's
 * compile each time, about 1.5 s of the server's CPU in a run of 10,000 payslips
 * (tests/bench/payroll/README.md, 29 November 2026).
 */
export function packedMap<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  const mapped: U[] = [];
  for (let index = 0; index < items.length; index++) mapped.push(fn(items[index] as T, index));
  return mapped;
}
