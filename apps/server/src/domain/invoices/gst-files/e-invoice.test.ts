import { invoiceMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { computeInvoice, decimalQuantity, type LineInput } from '../rules/index.js';
import { eInvoiceProblems } from '../testing/e-invoice-validator.js';
import { eInvoice } from './e-invoice.js';
import type { FiledInvoice } from './filed-invoice.js';
import { gstr1 } from './gstr1.js';

/**
 * The e-invoice of a computed invoice, without a database: odd paise on purpose (20.5 days at
 * ₹690.55, 8.5% service charge), so a share of a group's tax that rounded apart from the
 * group's own would show. Worked: supervisors 20 × 780 = 15,600.00 + SC 1,326.00; 20.5 × 690.55 =
 * 14,156.275 → 14,156.28 + SC 1,203.28 (1,203.2838); both at 18%.
 */
const line = (description: string, sac: string, days: number, rate: number): LineInput => ({
  kind: 'attendance',
  description,
  sacCode: sac,
  hsnCode: null,
  unit: 'day',
  quantity: decimalQuantity(days, 'days'),
  rate,
  taxRate: 18,
  refs: {},
});
const party = (name: string, gstin: string, state: string) => ({
  name,
  gstin,
  address: '12 Park Street',
  city: 'Kolkata',
  pincode: '700016',
  state_name: 'West Bengal',
  state_code: state,
});
const issued = new Date('2026-11-02T06:00:00.000Z');
const filed = (intraState: boolean, reverseChargeSacs: string[] = []): FiledInvoice => {
  const computed = computeInvoice({
    lines: [line('Supervisor', '998519', 20, 780), line('Housekeeping Staff', '998533', 20.5, 690.55)],
    serviceChargePercent: 8.5,
    intraState,
    reverseChargeSacs,
  });
  return {
    invoice_no: 'SUNRIS/2627/0007',
    issued,
    issued_day: '2026-11-02',
    status: 'created',
    particulars: {
      supplier: party('Sunrise Manpower Services', '19AABCD1234E1Z5', '19'),
      recipient: intraState
        ? party('Demo Industries', '19AAPFU0939F1ZS', '19')
        : party('Demo Industries', '27AAPFU0939F1ZV', '27'),
      place_of_supply: { name: null, code: intraState ? '19' : '27' },
      intra_state: intraState,
      service_charge_percent: 8.5,
      lines: computed.lines,
      taxes: computed.taxes,
      totals: computed.totals,
      unapproved_days: 0,
    },
  };
};
const from = new Date('2023-07-31T18:30:00.000Z');

describe('e-invoice of an invoice (INV-01 v1.1)', () => {
  it('makes an intra-state e-invoice whose items add up to the invoice to the paisa', () => {
    const invoice = filed(true);
    const result = eInvoice(invoice, from);
    if (!('json' in result)) throw new Error(result.refusal);
    expect(eInvoiceProblems(result.json)).toEqual([]);
    const items = result.json.ItemList;
    expect(items.map((item) => [item.PrdDesc, item.TotAmt])).toEqual([
      ['Supervisor', 15600],
      ['Service charge 8.5% on Supervisor', 1326],
      ['Housekeeping Staff', 14156.28],
      ['Service charge 8.5% on Housekeeping Staff', 1203.28],
    ]);
    const paise = (head: 'CgstAmt' | 'SgstAmt' | 'AssAmt') =>
      items.reduce((sum, item) => sum + Math.round(item[head] * 100), 0);
    const { totals } = invoice.particulars;
    expect([paise('AssAmt'), paise('CgstAmt'), paise('SgstAmt')]).toEqual([
      totals.taxable,
      totals.cgst,
      totals.sgst,
    ]);
    expect(result.json.ValDtls.TotInvVal * 100).toBeCloseTo(totals.taxable + totals.gst, 6);
  });

  it('makes an inter-state one with IGST only', () => {
    const result = eInvoice(filed(false), from);
    if (!('json' in result)) throw new Error(result.refusal);
    expect(eInvoiceProblems(result.json)).toEqual([]);
    expect(result.json.ValDtls.CgstVal).toBe(0);
    expect(result.json.BuyerDtls.Pos).toBe('27');
  });

  it('refuses a business not e-invoicing on the invoice date, and a cancelled invoice', () => {
    const refused = `${invoiceMessages.eInvoiceNotObliged}: SUNRIS/2627/0007`;
    expect(eInvoice(filed(true), null)).toEqual({ refusal: refused });
    expect(eInvoice(filed(true), new Date(issued.getTime() + 1))).toEqual({ refusal: refused });
    expect(eInvoice(filed(true), issued)).toHaveProperty('json');
    expect(eInvoice({ ...filed(true), status: 'cancelled' }, from)).toEqual({
      refusal: `${invoiceMessages.eInvoiceCancelled}: SUNRIS/2627/0007`,
    });
  });

  it('names an invoice issued before reverse-charge supplies were billed apart: no e-invoice, out of the GSTR-1', () => {
    // the supervisors' SAC as if under reverse charge, the housekeeping not: one invoice mixing both
    const mixed = filed(false, ['998519']);
    expect(eInvoice(mixed, from)).toEqual({
      refusal: `${invoiceMessages.eInvoiceMixedCharge}: SUNRIS/2627/0007`,
    });
    const file = gstr1({
      gstin: '19AABCD1234E1Z5',
      period: { year: 2026, month: 11 },
      invoices: [mixed],
      notes: [],
      b2clLimits: [],
    });
    expect(file.problems).toEqual([`${invoiceMessages.gstMixedCharge}: SUNRIS/2627/0007`]);
    expect(file.json.b2b).toEqual([]);
  });
});
