/** How a payhead's amount is taken to money (payroll README "Rounding"). */
export const roundingRules = ['nearest', 'up', 'down', 'paise'] as const;
export type RoundingRule = (typeof roundingRules)[number];

/** Two decimals, correcting binary representation first (1.005 is 1.01). */
const toPaise = (amount: number) => Math.round(Number((amount * 100).toPrecision(12))) / 100;

/**
 * `nearest` rupee (half away from zero, as EPFO and the state PT tables round), `up` to
 * the next rupee (ESIC's rule for contributions), `down`, or to the `paise`.
 */
export function roundAmount(amount: number, rule: RoundingRule = 'nearest'): number {
  const paise = toPaise(amount);
  switch (rule) {
    case 'paise':
      return paise;
    case 'up':
      return Math.ceil(paise - 1e-9);
    case 'down':
      return Math.floor(paise + 1e-9);
    default:
      return Math.sign(paise) * Math.round(Math.abs(paise));
  }
}
