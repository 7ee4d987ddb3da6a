import { invoiceMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import type { TaxGroup } from './invoice.js';
import { noteFigures } from './note.js';

/**
 * Worked cases of credit and debit notes (CGST Act s. 34), before the code: a group of
 * ₹16,926.00 taxable at 18% (the demo's supervisors with 8.5% service charge).
 *
 * | note | taxable | credited before | intra | CGST | SGST | IGST | value | why |
 * | credit | 1,000.50 | 0 | yes | 90.05 | 90.05 | 0 | 1,180.60 | 9% of 1,000.50 = 90.045 → 90.05 each |
 * | credit | 1,000.50 | 0 | no | 0 | 0 | 180.09 | 1,180.59 | 18% = 180.09 |
 * | credit | 16,926.00 | 0 | no | | | 3,046.68 | | the whole group: allowed |
 * | credit | 16,926.01 | 0 | no | refused | | | | a paisa over what was charged |
 * | credit | 926.00 | 16,000.00 | no | | | 166.68 | | exactly what is left |
 * | credit | 926.01 | 16,000.00 | no | refused | | | | a paisa over what is left |
 * | debit | 20,000.00 | 16,926.00 | no | | | 3,600.00 | | a debit note is not bounded |
 * | credit | 0 | | | refused | | | | nothing to note |
 */
const group: TaxGroup = {
  sac_code: '998519',
  hsn_code: null,
  tax_rate: 18,
  taxable: 1_692_600,
  cgst: 0,
  sgst: 0,
  igst: 304_668,
  reverse_charge: false,
};
const note = (kind: 'credit' | 'debit', taxable: number, credited = 0, intraState = false) =>
  noteFigures({ kind, group, intraState, taxable, credited });

describe('credit and debit notes', () => {
  it('taxes a note as the invoice was, rounded as its groups are', () => {
    expect(note('credit', 100_050, 0, true)).toMatchObject({
      cgst: 9005,
      sgst: 9005,
      igst: 0,
      value: 118_060,
    });
    expect(note('credit', 100_050)).toMatchObject({ cgst: 0, sgst: 0, igst: 18_009, value: 118_059 });
  });

  it('credits at most what the group charged, less earlier credit notes', () => {
    expect(note('credit', 1_692_600)).toMatchObject({ igst: 304_668 });
    expect(note('credit', 1_692_601)).toEqual({ refusal: `${invoiceMessages.noteExceedsInvoice}: 16926` });
    expect(note('credit', 92_600, 1_600_000)).toMatchObject({ igst: 16_668 });
    expect(note('credit', 92_601, 1_600_000)).toEqual({
      refusal: `${invoiceMessages.noteExceedsInvoice}: 926`,
    });
    expect(note('debit', 2_000_000, 1_692_600)).toMatchObject({ igst: 360_000 });
  });

  it('refuses a note of nothing', () => {
    expect(note('credit', 0)).toEqual({ refusal: invoiceMessages.noteAmountNeeded });
  });
});
