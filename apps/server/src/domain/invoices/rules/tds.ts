import { divideRounded, type Paise } from './money.js';
import { gstinStateCode } from './place-of-supply.js';

/** A dated TDS rate (migration 057): the section, whom it applies to, the rate as a fraction. */
export interface TdsRate {
  section: string;
  payee: TdsPayee;
  rate: number;
  /** IST day `YYYY-MM-DD` it applies from. */
  effective_from: string;
  source: string;
}

/** Whom a rate applies to: an individual or HUF, any other person, or a payee without PAN. */
export type TdsPayee = 'individual_huf' | 'others' | 'no_pan';

/**
 * The payee kind from the contractor's registration: the PAN inside a valid GSTIN, its
 * fourth character the holder (P individual, H HUF: s. 194C(1)(i); any other: (ii)). No
 * valid GSTIN, no PAN on record: s. 206AA's higher rate.
 */
export function tdsPayee(gstin: string | null): TdsPayee {
  if (gstinStateCode(gstin) === null) return 'no_pan';
  const holder = gstin?.trim().charAt(5).toUpperCase();
  return holder === 'P' || holder === 'H' ? 'individual_huf' : 'others';
}

/** What the principal employer deducts from a payment, and under which rate. */
export interface TdsDeduction {
  section: string;
  payee: TdsPayee;
  rate: number;
  source: string;
  /** The sum the rate applies to: the invoice's value without GST. */
  base: Paise;
  amount: Paise;
}

/**
 * TDS on paying a contractor's invoice: the rate in force on the payment's IST day for the
 * payee's kind, on the value without GST (CBDT Circular 23/2017 dated 19.07.2017: GST shown
 * apart on the invoice is left out), rounded to the paisa half away from zero. Throws
 * when no rate is in force: a payment is never recorded with a silent zero.
 */
export function tdsOnPayment(
  rates: readonly TdsRate[],
  payment: { gstin: string | null; base: Paise; day: string },
): TdsDeduction {
  const payee = tdsPayee(payment.gstin);
  let found: TdsRate | null = null;
  for (const rate of rates)
    if (rate.payee === payee && rate.effective_from <= payment.day)
      if (!found || rate.effective_from > found.effective_from) found = rate;
  if (!found) throw new RangeError(`no TDS rate in force for ${payee} on ${payment.day}`);
  // the rate as an exact fraction of 10,000 (two decimals of a percent)
  const basisPoints = BigInt(Math.round(found.rate * 10_000));
  return {
    section: found.section,
    payee,
    rate: found.rate,
    source: found.source,
    base: payment.base,
    amount: Number(divideRounded(BigInt(payment.base) * basisPoints, 10_000n)),
  };
}
