import { packedMap } from './packed-map.js';
import type { MonthRules } from './rates.js';
import { roundAmount } from './rounding.js';

/**
 * The deductions a month may take under the 50% rule (Payment of Wages Act s. 7(3); Code
 * on Wages s. 18(2) from 21 November 2025): the statutory ones are always taken whole and
 * count first; the others, in the order given, take what room is left of `share` of the
 * wages, each whole or in part, and the rest of each is not deducted this month (payroll
 * README "Deductions and the 50% rule"). Wages above the cap's wage limit are not capped.
 */
export function capDeductions(
  wages: number,
  statutory: number,
  wanted: readonly number[],
  cap: MonthRules['deductionCap'],
): number[] {
  if (cap.wageLimit !== null && wages > cap.wageLimit) return [...wanted];
  let room = Math.max(0, roundAmount(roundAmount(wages * cap.share, 'paise') - statutory, 'paise'));
  return packedMap(wanted, (amount) => {
    const taken = Math.min(amount, room);
    room = roundAmount(room - taken, 'paise');
    return taken;
  });
}
