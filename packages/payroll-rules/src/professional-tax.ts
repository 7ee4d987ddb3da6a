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
 * The professional tax of a month's gross in a state, from the slabs in force on the month's
 * last day, for the employee's gender if the state tells them apart; a slab for the month
 * itself (Maharashtra's February) replaces the general one starting at the same gross. A slab's upper bound is
 * inclusive and the Acts' slabs run on without gaps ("exceeding ₹15,000 but not exceeding
 * ₹25,000"), so a gross with paise between one slab's maximum and the next one's minimum
 * (15,000.50 between 15,000 and 15,001) is in the higher slab: the slab holding a gross is
 * the one with the least maximum at or above it. Below every slab's minimum: no tax.
 */
export function professionalTax(
  slabs: readonly TaxSlab[],
  stateId: string | null,
  gross: number,
  month: PayrollMonth,
  gender: string | null,
): number {
  if (!stateId) return 0;
  const inForce = slabs.filter(
    (slab) =>
      slab.states_id === stateId &&
      slab.from <= month.lastDay &&
      (slab.until === null || slab.until > month.lastDay) &&
      (slab.gender === null || slab.gender === gender),
  );
  const ofMonth = inForce.filter((slab) => slab.month === month.month);
  const general = inForce.filter(
    (slab) => slab.month === null && !ofMonth.some((own) => own.minGross === slab.minGross),
  );
  return slabHolding([...general, ...ofMonth], gross)?.amount ?? 0;
}

function slabHolding(slabs: readonly TaxSlab[], gross: number): TaxSlab | null {
  let holding: TaxSlab | null = null;
  for (const slab of slabs) {
    if (slab.maxGross !== null && slab.maxGross < gross) continue;
    const lower =
      (slab.maxGross ?? Number.POSITIVE_INFINITY) < (holding?.maxGross ?? Number.POSITIVE_INFINITY);
    if (!holding || lower) holding = slab;
  }
  if (!holding || gross >= holding.minGross) return holding;
  // in the gap above a lower slab's maximum, the slab above holds it
  return slabs.some((slab) => slab.maxGross !== null && slab.maxGross < gross) ? holding : null;
}
