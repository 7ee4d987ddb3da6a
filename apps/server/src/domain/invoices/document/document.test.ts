import { describe, expect, it } from 'vitest';
import { computeInvoice, decimalQuantity } from '../rules/index.js';
import { renderInvoice, type StoredInvoice } from './index.js';

const party = (name: string, state: string, code: string) => ({
  name,
  gstin: `${code}ABCDE1234F1Z5`,
  address: 'Plot 1',
  city: 'Town',
  pincode: '700001',
  state_name: state,
  state_code: code,
});

const stored = (placeOfSupply: string): StoredInvoice => {
  const computed = computeInvoice({
    lines: [
      {
        kind: 'attendance',
        description: 'Guard <night>',
        sacCode: '998525',
        hsnCode: null,
        unit: 'day',
        quantity: decimalQuantity(20, 'days'),
        rate: 700,
        taxRate: 18,
        refs: {},
      },
    ],
    serviceChargePercent: 10,
    supplierState: 'WB',
    placeOfSupply,
  });
  return {
    uconst: 'SUNRIS/2627/0007',
    invoice_no: 'SUNRIS/2627/0007',
    invoice_month: new Date('2026-09-30T18:30:00Z'),
    creation_date: new Date('2026-11-02T06:00:00Z'),
    contract_name: 'Manpower supply',
    particulars: {
      supplier: party('Sunrise', 'West Bengal', '19'),
      recipient: party('Demo Industries', 'Himachal Pradesh', '02'),
      place_of_supply: {
        name: placeOfSupply === 'WB' ? 'West Bengal' : 'Himachal Pradesh',
        code: placeOfSupply === 'WB' ? '19' : '02',
      },
      intra_state: computed.intraState,
      service_charge_percent: 10,
      lines: computed.lines,
      taxes: computed.taxes,
      totals: computed.totals,
      unapproved_days: 0,
    },
  };
};

describe('the invoice document', () => {
  it('inter-state: an IGST table at the full rate, the total in words, names escaped', () => {
    const { html, title, fileName } = renderInvoice(stored('HP'), 'eng');
    expect(title).toBe('Manpower supply Oct 2026');
    expect(fileName).toBe('SUNRIS-2627-0007.pdf');
    // 20 × 700 = 14,000 + 10 % = 15,400 taxable; IGST 18 % = 2,772; payable 18,172
    expect(html).toContain('<td class="amount">15,400.00</td>');
    expect(html).toContain('<td class="amount">2,772.00</td>');
    expect(html).toContain('Rupees Eighteen Thousand One Hundred Seventy-Two Only');
    expect(html).toContain('Guard &lt;night&gt;');
    expect(html).toContain('IGST');
    expect(html).not.toContain('CGST');
    expect(html).toContain('Himachal Pradesh (State Code 02)');
  });
  it('intra-state: CGST and SGST at half the rate, in the language asked', () => {
    const { html } = renderInvoice(stored('WB'), 'hin');
    expect(html).toContain('कर बीजक');
    expect(html).toContain('सीजीएसटी');
    expect(html).not.toContain('आईजीएसटी');
    expect(html.match(/<td class="amount">9<\/td>/g)).toHaveLength(2);
  });
});
