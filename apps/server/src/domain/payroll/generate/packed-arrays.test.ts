import v8 from 'node:v8';
import { capDeductions, compileStructure, evaluateStructure, packedMap } from '@muster/payroll-rules';
import { describe, expect, it } from 'vitest';

// V8's own view of an array's elements kind: a holey array has another map than a packed one,
// and optimized code that met only one of them deoptimizes on the other (packed-map.ts)
v8.setFlagsFromString('--allow-natives-syntax');
const holey = new Function('array', 'return %HasHoleyElements(array)') as (array: unknown[]) => boolean;
/** What a function answers once the optimizer compiled it (as a hot function is in a run). */
const optimized = new Function(
  'f',
  'args',
  `%PrepareFunctionForOptimization(f);
  f(...args);
  f(...args);
  %OptimizeFunctionOnNextCall(f);
  return f(...args);`,
) as <A extends unknown[], R>(f: (...args: A) => R, args: A) => R;

describe('arrays handed to computePayslip are packed whoever runs the code (#35 item 6)', () => {
  it('packedMap answers a packed array, empty or not, where optimized code’s map answers a holey one', () => {
    const viaMap = (numbers: number[]) => numbers.map((n) => ({ n }));
    expect(holey(viaMap([1, 2, 3]))).toBe(false);
    expect(holey(optimized(viaMap, [[1, 2, 3]]))).toBe(true);
    const viaPackedMap = (numbers: number[]) => packedMap(numbers, (n) => ({ n }));
    expect(holey(optimized(viaPackedMap, [[1, 2, 3]]))).toBe(false);
    expect(packedMap([1, 2, 3], (n, index) => n * 10 + index)).toEqual([10, 21, 32]);
    expect(holey(packedMap([], (n: number) => n))).toBe(false);
  });

  it("a structure's amounts and the 50% rule's deductions are packed, optimized or not", () => {
    const check = compileStructure([
      {
        sequence: 1,
        code: 'BASIC',
        name: 'Basic',
        payhead_type: 'earning',
        amount: null,
        formula: 'gross * 0.5',
        prorate: true,
        rounding: 'nearest',
        wage_component: true,
      },
      {
        sequence: 2,
        code: 'SPL',
        name: 'Special',
        payhead_type: 'earning',
        amount: null,
        formula: 'gross - basic',
        prorate: true,
        rounding: 'nearest',
        wage_component: false,
      },
    ]);
    if (!check.ok) throw new Error(check.problems.join('; '));
    const amounts = optimized(evaluateStructure, [
      check.structure,
      {
        gross: 20000,
        payable_days: 30,
        days_in_month: 30,
        working_days: 26,
        overtime_hours: 0,
        overtime_multiplier: 2,
        overtime_day_divisor: 26,
      },
    ]);
    expect(amounts.map((amount) => amount.amount)).toEqual([10000, 10000]);
    expect(holey(amounts)).toBe(false);
    const taken = optimized(capDeductions, [3870, 0, [6000, 100], { share: 0.5, wageLimit: null }]);
    expect(taken).toEqual([1935, 0]);
    expect(holey(taken)).toBe(false);
  });
});
