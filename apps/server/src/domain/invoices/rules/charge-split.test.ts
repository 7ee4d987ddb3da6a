import { describe, expect, it } from 'vitest';
import { invoiceParts } from './charge-split.js';
import { computeInvoice, type InvoiceInput } from './invoice.js';
import { decimalQuantity, type LineInput } from './lines.js';

/**
 * Worked cases of billing reverse-charge supplies apart (invoices README "Reverse charge on
 * its own invoice"), inter-state at 18%, 10% service charge:
 *
 * | lines billed | invoices | why |
 * | guards 998525 (20 × ₹700) and housekeeping 998533 (20 × ₹500) | forward: housekeeping ₹11,000.00 + IGST ₹1,980.00; reverse: guards ₹15,400.00, IGST ₹2,772.00 paid by the recipient | one reverse-charge flag a document |
 * | guards only | one, reverse | nothing to split |
 * | housekeeping only | one, forward | nothing under reverse charge |
 * | guards with 0 approved days, and housekeeping | one, forward, both lines | a group billing nothing owes no tax either way: no ₹0 invoice |
 * | nothing approved | one with taxable 0 | generation refuses it ('No approved attendance…') |
 */
const line = (description: string, sacCode: string, days: number, rate: number): LineInput => ({
  kind: 'attendance',
  description,
  sacCode,
  hsnCode: null,
  unit: 'day',
  quantity: decimalQuantity(days, 'payable days'),
  rate,
  taxRate: 18,
  refs: { item: description },
});
const guards = line('Security guard', '998525', 20, 700);
const housekeeping = line('Housekeeping', '998533', 20, 500);
const input = (lines: LineInput[]): InvoiceInput => ({
  lines,
  serviceChargePercent: 10,
  intraState: false,
  reverseChargeSacs: ['998525'],
});
const summary = (lines: LineInput[]) =>
  invoiceParts(input(lines)).map(({ charge, computed }) => ({
    charge,
    lines: computed.lines.map((billed) => billed.description),
    taxable: computed.totals.taxable,
    igst: computed.totals.igst,
    payable: computed.totals.payable,
  }));

describe('reverse-charge supplies on their own invoice', () => {
  it('bills reverse-charge and other supplies of one month by two invoices, forward first', () => {
    expect(summary([guards, housekeeping])).toEqual([
      { charge: 'forward', lines: ['Housekeeping'], taxable: 1_100_000, igst: 198_000, payable: 1_298_000 },
      { charge: 'reverse', lines: ['Security guard'], taxable: 1_540_000, igst: 277_200, payable: 1_540_000 },
    ]);
  });

  it('adds up to the one invoice it replaces, to the paisa', () => {
    const whole = computeInvoice(input([guards, housekeeping])).totals;
    const parts = invoiceParts(input([guards, housekeeping]));
    for (const head of ['taxable', 'igst', 'gst', 'reverse_charge_tax', 'payable'] as const)
      expect(parts.reduce((sum, part) => sum + part.computed.totals[head], 0)).toBe(whole[head]);
  });

  it('keeps one invoice when only one kind of supply bills', () => {
    expect(summary([guards]).map((part) => part.charge)).toEqual(['reverse']);
    expect(summary([housekeeping]).map((part) => part.charge)).toEqual(['forward']);
    const idleGuards = { ...guards, quantity: decimalQuantity(0, 'payable days') };
    expect(summary([idleGuards, housekeeping])).toEqual([
      expect.objectContaining({ charge: 'forward', lines: ['Security guard', 'Housekeeping'] }),
    ]);
    expect(summary([idleGuards])).toEqual([expect.objectContaining({ charge: 'forward', taxable: 0 })]);
  });
});
