/**
 * Money in integer paise (invoices README "Rounding"): every amount an invoice holds is a
 * whole number of paise, and every product of a rate and a quantity or a percentage is
 * divided once, in BigInt, and rounded half away from zero — never a float sum of rupees.
 */
export type Paise = number;

/** Scale of quantities: payable days come in halves and hours in minutes, so thousandths are exact. */
export const quantityScale = 1000;
/** Scale of percentages: hundredths of a percent (basis points), so 8.5 % is 850. */
export const percentScale = 10_000;

/**
 * A decimal figure as a scaled integer, read through its shortest decimal text so binary
 * noise never moves it (0.07 × 100 is 7.000000000000001 in floats, 7 here); refuses what the scale
 * cannot hold exactly rather than round a rate or a quantity silently.
 */
export function scaled(value: number, scale: number, what: string): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`${what} is not a number: ${value}`);
  const exact = Number((value * scale).toPrecision(15));
  if (!Number.isInteger(exact)) throw new RangeError(`${what} has more decimals than 1/${scale}: ${value}`);
  return BigInt(exact);
}

/** Rupees (as numeric columns hold them) to paise. */
export const toPaise = (rupees: number): Paise => Number(scaled(rupees, 100, 'amount'));

/** Paise back to rupees for a numeric column; exact, since paise are whole. */
export const toRupees = (paise: Paise): number => paise / 100;

/** `numerator / denominator` rounded half away from zero, exactly. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** `amount × percent / 100`, to the paisa. */
export const percentOf = (amount: Paise, percent: number, what: string): Paise =>
  Number(divideRounded(BigInt(amount) * scaled(percent, 100, what), BigInt(percentScale)));
