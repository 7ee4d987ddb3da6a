import type { Locale } from '@muster/protocol';
import { divideRounded, type Paise, quantityScale, scaled, toPaise } from './money.js';

/**
 * The language an invoice line names its designation, site, shift and job in: English, with
 * the names' other languages left to the screens. A tax invoice is written once, at
 * generation, and read by the recipient, the GST portal (GSTR-1, e-invoice) and auditors, so
 * its particulars do not follow the language of whoever generated it.
 */
export const invoiceLanguage: Locale = 'eng';

/** How an attendance-based item is billed: per approved payable day, or per approved hour worked. */
export const rateUnits = ['day', 'hour'] as const;
export type RateUnit = (typeof rateUnits)[number];

/**
 * A quantity as an exact fraction: payable days in thousandths (`units / 1000`), hours as
 * minutes (`units / 60`), so an hour rate times 7 h 50 min is rounded once, not per minute.
 */
export interface Quantity {
  units: bigint;
  per: bigint;
}

/** A decimal quantity (payable days, a job's quantity) in thousandths. */
export const decimalQuantity = (value: number, what: string): Quantity => ({
  units: scaled(value, quantityScale, what),
  per: BigInt(quantityScale),
});
export const minutesAsHours = (minutes: number): Quantity => {
  if (!Number.isInteger(minutes)) throw new RangeError(`minutes must be whole: ${minutes}`);
  return { units: BigInt(minutes), per: 60n };
};

/** The quantity as a number for display: two decimals of an hour, three of a day. */
export const quantityValue = ({ units, per }: Quantity): number =>
  Number(divideRounded(units * 1000n, per)) / 1000;

/** One line of an invoice before tax: what is billed, how much, at what rate, under which code. */
export interface LineInput {
  kind: 'attendance' | 'job';
  /** What the line bills, for the document (product or job name). */
  description: string;
  /** SAC for services, HSN for goods (CGST Rules r. 46(g)); the product's. */
  sacCode: string | null;
  hsnCode: string | null;
  unit: string;
  quantity: Quantity;
  /** Rupees per unit, as the contract or job holds it. */
  rate: number;
  /** The product's GST rate in percent (18 for 18 %). */
  taxRate: number;
  /** The ids the line was built from (site, shift, product, job), kept on the invoice line. */
  refs: Record<string, string | null>;
}

/** `rate × quantity` to the paisa, rounded once. */
export const lineAmount = (line: Pick<LineInput, 'rate' | 'quantity'>): Paise =>
  Number(divideRounded(BigInt(toPaise(line.rate)) * line.quantity.units, line.quantity.per));
