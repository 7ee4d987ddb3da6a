/** How an amount is taken to money (payroll README "Rounding"). */
export const roundingRules = ['nearest', 'up', 'down', 'paise'] as const;
export type RoundingRule = (typeof roundingRules)[number];

/**
 * The figure as written, free of binary noise (7,641 × 0.0833 is 636.4953, not
 * 636.49529999…; 1.005 × 100 is 100.5): twelve significant digits hold any wage in paise
 * with room to spare, and drop only the float's error.
 */
const exact = (amount: number) =>
  // a whole number under 10^12 is its own 12 digits; toPrecision, the payroll bench's largest
  // rule cost (0.5 s of 10,000 payslips), is skipped for it. `+ 0` keeps -0 a 0, as toPrecision does.
  Number.isInteger(amount) && Math.abs(amount) < 1e12 ? amount + 0 : Number(amount.toPrecision(12));

/**
 * One rounding of the exact figure, never of a figure already rounded: `nearest` rupee
 * (half away from zero, as EPFO rounds its shares: 636.4953 → 636), `up` to the next rupee
 * (ESIC's rule: 98.0025 → 99), `down`, or to the `paise`.
 */
export function roundAmount(amount: number, rule: RoundingRule = 'nearest'): number {
  switch (rule) {
    case 'paise':
      return (Math.sign(amount) * Math.round(Math.abs(exact(amount * 100)))) / 100;
    case 'up':
      return Math.ceil(exact(amount));
    case 'down':
      return Math.floor(exact(amount));
    default:
      return Math.sign(amount) * Math.round(Math.abs(exact(amount)));
  }
}

/**
 * Each statutory line's rule, as the portal computing the same figure rounds it: EPFO each
 * share to the nearest rupee on the ECR's whole-rupee wages (ECR 2.0 file format; the
 * employer's EPF is its 12% less the rounded EPS); ESIC each contribution up to the next
 * rupee on the exact wages (ESI (Central) Rules r. 51, "rounded to the next higher rupee").
 */
export const statutoryRounding = {
  EPF_EE: 'nearest',
  EPS_ER: 'nearest',
  EPF_ER: 'nearest',
  EDLI_ER: 'nearest',
  EPF_ADMIN: 'nearest',
  ESI_EE: 'up',
  ESI_ER: 'up',
} as const satisfies Record<string, RoundingRule>;
