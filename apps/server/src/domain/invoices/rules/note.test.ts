import { invoiceMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import type { TaxGroup } from './invoice.js';
import { creditedByGroup, groupKey, noteFigures, storedNoteFigures } from './note.js';

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
 *
 * A note over several groups, each line taxed at its own rate and rounded on its own:
 *
 * | lines | intra | line taxes | note | why |
 * | 998519 @ 18% ₹1,000.50 + 998533 @ 5% ₹333.33 | yes | 90.05 + 90.05; 8.33 + 8.33 | taxable 1,333.83, CGST 98.38, SGST 98.38, value 1,530.59 | 2.5% of 333.33 = 8.33325 → 8.33 |
 * | the same | no | 180.09; 16.67 | IGST 196.76, value 1,530.59 | 5% of 333.33 = 16.6665 → 16.67 |
 * | 998519 @ 18% twice | | | refused | a group once a note |
 * | 998519 @ 18% + 998525 @ 18% (reverse charge) | | | refused | a document is under reverse charge or not |
 * | 998519 @ 18% ₹1.00 + 998533 @ 5% over what is left | | | refused, naming 998533 | each line bounded |
 * | no line | | | refused | nothing to note |
 */
const group = (code: string, rate: number, taxable: number, reverse_charge = false): TaxGroup => ({
  sac_code: code,
  hsn_code: null,
  tax_rate: rate,
  taxable,
  cgst: 0,
  sgst: 0,
  igst: Math.round((taxable * rate) / 100),
  reverse_charge,
});
const supervisors = group('998519', 18, 1_692_600);
const housekeeping = group('998533', 5, 50_000);
const guards = group('998525', 18, 1_000_000, true);
const groups = [supervisors, housekeeping, guards];
const note = (kind: 'credit' | 'debit', taxable: number, credited = 0, intraState = false) =>
  noteFigures({
    kind,
    groups,
    intraState,
    lines: [{ code: '998519', tax_rate: 18, taxable }],
    credited: new Map([[groupKey('998519', 18), credited]]),
  });
const twoLines = (intraState: boolean) =>
  noteFigures({
    kind: 'credit',
    groups,
    intraState,
    lines: [
      { code: '998519', tax_rate: 18, taxable: 100_050 },
      { code: '998533', tax_rate: 5, taxable: 33_333 },
    ],
    credited: new Map(),
  });

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
    expect(note('credit', 1_692_601)).toEqual({
      refusal: `${invoiceMessages.noteExceedsInvoice}: 998519 16926`,
    });
    expect(note('credit', 92_600, 1_600_000)).toMatchObject({ igst: 16_668 });
    expect(note('credit', 92_601, 1_600_000)).toEqual({
      refusal: `${invoiceMessages.noteExceedsInvoice}: 998519 926`,
    });
    expect(note('debit', 2_000_000, 1_692_600)).toMatchObject({ igst: 360_000 });
  });

  it('refuses a note of nothing', () => {
    expect(note('credit', 0)).toEqual({ refusal: invoiceMessages.noteAmountNeeded });
    expect(noteFigures({ kind: 'debit', groups, intraState: false, lines: [], credited: new Map() })).toEqual(
      {
        refusal: invoiceMessages.noteAmountNeeded,
      },
    );
  });

  it('corrects several groups, each line at its rate and rounded on its own', () => {
    const intra = twoLines(true);
    expect(intra).toMatchObject({
      reverse_charge: false,
      taxable: 133_383,
      cgst: 9838,
      sgst: 9838,
      igst: 0,
      value: 153_059,
    });
    expect('lines' in intra && intra.lines.map((line) => [line.code, line.tax_rate, line.cgst])).toEqual([
      ['998519', 18, 9005],
      ['998533', 5, 833],
    ]);
    const inter = twoLines(false);
    expect(inter).toMatchObject({ igst: 19_676, value: 153_059 });
    expect('lines' in inter && inter.lines.map((line) => line.igst)).toEqual([18_009, 1667]);
  });

  it('refuses a group twice, reverse charge with other supplies, and any line over what is left', () => {
    const lines = (...picked: [string, number, number][]) =>
      noteFigures({
        kind: 'credit',
        groups,
        intraState: false,
        lines: picked.map(([code, tax_rate, taxable]) => ({ code, tax_rate, taxable })),
        credited: new Map([[groupKey('998533', 5), 40_000]]),
      });
    expect(lines(['998519', 18, 100], ['998519', 18, 200])).toEqual({
      refusal: `${invoiceMessages.noteGroupTwice}: 998519`,
    });
    expect(lines(['998519', 18, 100], ['998525', 18, 100])).toEqual({
      refusal: invoiceMessages.noteMixedCharge,
    });
    expect(lines(['998519', 18, 100], ['998533', 5, 10_001])).toEqual({
      refusal: `${invoiceMessages.noteExceedsInvoice}: 998533 100`,
    });
    expect(lines(['998519', 18, 100], ['998533', 5, 10_000])).toMatchObject({ taxable: 10_100 });
    expect(lines(['998599', 18, 100])).toEqual({ refusal: `${invoiceMessages.noteGroupUnknown}: 998599` });
    expect(lines(['998525', 18, 100])).toMatchObject({ reverse_charge: true });
  });

  it('reads a note stored with one group as one line, and sums what credit notes took off', () => {
    const single = storedNoteFigures({
      code: '998525',
      sac_code: '998525',
      hsn_code: null,
      tax_rate: 18,
      reverse_charge: true,
      taxable: 100_050,
      cgst: 0,
      sgst: 0,
      igst: 18_009,
      value: 118_059,
    });
    expect(single).toEqual({
      lines: [
        {
          code: '998525',
          sac_code: '998525',
          hsn_code: null,
          tax_rate: 18,
          taxable: 100_050,
          cgst: 0,
          sgst: 0,
          igst: 18_009,
          value: 118_059,
        },
      ],
      reverse_charge: true,
      taxable: 100_050,
      cgst: 0,
      sgst: 0,
      igst: 18_009,
      value: 118_059,
    });
    const several = twoLines(false);
    if (!('lines' in several)) throw new Error(several.refusal);
    const credited = creditedByGroup([
      { kind: 'credit', figures: single },
      { kind: 'credit', figures: several },
      { kind: 'debit', figures: several },
    ]);
    expect([...credited.entries()]).toEqual([
      ['998525|18', 100_050],
      ['998519|18', 100_050],
      ['998533|5', 33_333],
    ]);
  });
});
