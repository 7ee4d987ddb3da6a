import type { Paise } from './money.js';

/** A dated B2CL limit (migration 165): paise, the IST day `YYYY-MM-DD` it applies from, its source. */
export interface B2clLimit {
  effective_from: string;
  limit: Paise;
  source: string;
}

/** The limit in force on an IST day: the latest row from that day or before, else null. */
export function b2clLimitOn(limits: readonly B2clLimit[], day: string): B2clLimit | null {
  let found: B2clLimit | null = null;
  for (const limit of limits)
    if (limit.effective_from <= day && (!found || limit.effective_from > found.effective_from)) found = limit;
  return found;
}

/**
 * The table of GSTR-1 a supply to an unregistered person is reported in (CGST Rules r. 59(4)(a)
 * and (b); invoices README "B2CL and B2CS"): an inter-State supply whose invoice value (taxable
 * value and all tax) is **more than** the limit in force on the invoice's day goes invoice by
 * invoice into table 5 ('b2cl'); every other one, intra-State whatever its value, is summed by
 * place of supply and rate in table 7 ('b2cs'). An inter-State supply on a day no limit covers
 * cannot be placed: null, and the file says so.
 */
export function unregisteredTable(
  limits: readonly B2clLimit[],
  supply: { intraState: boolean; value: Paise; day: string },
): 'b2cl' | 'b2cs' | null {
  if (supply.intraState) return 'b2cs';
  const limit = b2clLimitOn(limits, supply.day);
  if (!limit) return null;
  return supply.value > limit.limit ? 'b2cl' : 'b2cs';
}
