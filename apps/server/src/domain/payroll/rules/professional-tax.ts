import type { PayrollMonth } from './month.js';

/** One dated slab of a state's professional tax (states.professional_tax_slabs). */
export interface TaxSlab {
  states_id: string;
  /** IST days `YYYY-MM-DD`: from, and until (exclusive; null while in force). */
  from: string;
  until: string | null;
  minGross: number;
  maxGross: number | null;
  amount: number;
  /** A month (1–12) the slab replaces the general one in (Maharashtra's February); null every month. */
  month: number | null;
  /** 'male' or 'female' where a state's slabs differ by gender; null for everyone. */
  gender: string | null;
}

/**
 * The professional tax of a month's gross in a state: the slab in force on the month's last
 * day that holds the gross, for the employee's gender if the state tells them apart; a
 * slab for the month itself wins over the general one. No slab: no tax.
 */
export function professionalTax(
  slabs: readonly TaxSlab[],
  stateId: string | null,
  gross: number,
  month: PayrollMonth,
  gender: string | null,
): number {
  if (!stateId) return 0;
  let general: TaxSlab | null = null;
  for (const slab of slabs) {
    if (slab.states_id !== stateId) continue;
    if (slab.from > month.lastDay || (slab.until !== null && slab.until <= month.lastDay)) continue;
    if (slab.gender !== null && slab.gender !== gender) continue;
    if (gross < slab.minGross || (slab.maxGross !== null && gross > slab.maxGross)) continue;
    if (slab.month === month.month) return slab.amount;
    if (slab.month === null) general = slab;
  }
  return general?.amount ?? 0;
}
