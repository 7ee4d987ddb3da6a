import { describe, expect, it } from 'vitest';
import { gstB2clLimits } from '../../../platform/db/migration-data/gst-b2cl-limits.js';
import { b2clLimitOn, unregisteredTable } from './b2cl.js';

/**
 * Worked cases of table 5 (B2CL) against table 7 (B2CS), written from CGST Rules r. 59(4)(a)(ii)
 * before the code: an inter-State supply to an unregistered person whose invoice value is more
 * than ₹2,50,000 (to 31.07.2024) or ₹1,00,000 (from 01.08.2024, Notification 12/2024-Central
 * Tax) is reported invoice by invoice; anything else, and every intra-State one, in table 7.
 *
 * | day | intra | invoice value | table | why |
 * | 01-08-2024 | no | 1,00,000.00 | b2cs | not more than the limit |
 * | 01-08-2024 | no | 1,00,000.01 | b2cl | a paisa above |
 * | 31-07-2024 | no | 2,00,000.00 | b2cs | the old limit, ₹2,50,000, on the day before |
 * | 31-07-2024 | no | 2,50,000.00 | b2cs | not more than the old limit |
 * | 31-07-2024 | no | 2,50,000.01 | b2cl | a paisa above the old limit |
 * | 01-08-2024 | no | 2,00,000.00 | b2cl | the new limit from its first day |
 * | 28-11-2026 | yes | 5,00,000.00 | b2cs | intra-State: table 7 whatever the value |
 * | 30-06-2017 | no | 5,00,000.00 | none | before GST: no limit, said |
 */
const limits = gstB2clLimits.map((row) => ({ ...row }));
const table = (day: string, intraState: boolean, rupees: number) =>
  unregisteredTable(limits, { day, intraState, value: Math.round(rupees * 100) });

describe('B2CL or B2CS', () => {
  it('reads the limit in force on the day', () => {
    expect(b2clLimitOn(limits, '2024-07-31')?.limit).toBe(25_000_000);
    expect(b2clLimitOn(limits, '2024-08-01')?.limit).toBe(10_000_000);
    expect(b2clLimitOn(limits, '2017-07-01')?.limit).toBe(25_000_000);
    expect(b2clLimitOn(limits, '2017-06-30')).toBeNull();
  });

  it.each([
    ['2024-08-01', false, 100_000, 'b2cs'],
    ['2024-08-01', false, 100_000.01, 'b2cl'],
    ['2024-07-31', false, 200_000, 'b2cs'],
    ['2024-07-31', false, 250_000, 'b2cs'],
    ['2024-07-31', false, 250_000.01, 'b2cl'],
    ['2024-08-01', false, 200_000, 'b2cl'],
    ['2026-11-28', true, 500_000, 'b2cs'],
    ['2017-06-30', false, 500_000, null],
  ] as const)('on %s, intra-state %s, ₹%s: %s', (day, intra, rupees, expected) => {
    expect(table(day, intra, rupees)).toBe(expected);
  });
});
