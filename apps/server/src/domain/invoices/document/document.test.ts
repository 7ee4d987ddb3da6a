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

const stored = (placeOfSupply: string, reverseCharge = false): StoredInvoice => {
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
    intraState: placeOfSupply === 'WB',
    reverseChargeSacs: reverseCharge ? ['998525'] : [],
  });
  return {
    uconst: 'SUNRIS/2627/0007',
    invoice_no: 'SUNRIS/2627/0007',
    invoice_month: new Date('2026-09-30T18:30:00Z'),
    creation_date: new Date('2026-11-02T06:00:00Z'),
    contract_name: 'Manpower supply',
    status: 'created',
    cancel_reason: null,
    payment_date: null,
    payment_reference: null,
    tds_section: null,
    tds_rate: null,
    tds_amount: null,
    amount_paid: null,
    time_zone: 'Asia/Kolkata',
    particulars: {
      supplier: party('Sunrise', 'West Bengal', '19'),
      recipient: party('Demo Industries', 'Himachal Pradesh', '02'),
      place_of_supply: {
        name: placeOfSupply === 'WB' ? 'West Bengal' : 'Himachal Pradesh',
        code: placeOfSupply === 'WB' ? '19' : '02',
      },
      intra_state: computed.intraState,
      reverse_charge: reverseCharge
        ? [{ code: 'security_services', source: 'Notification 13/2017-CT(Rate)' }]
        : [],
      service_charge_percent: 10,
      lines: computed.lines,
      taxes: computed.taxes,
      totals: computed.totals,
      unapproved_days: 0,
    },
  };
};

describe('the invoice document', () => {
  it("prints its date and month in the contractor's time zone (#28 item 2)", () => {
    // 23:00 on 1 November in Dubai is already 00:30 on 2 November in IST; 20:00 UTC on 30
    // September is Dubai's 1 October (its invoice month) and IST's too
    const dubai = {
      ...stored('HP'),
      creation_date: new Date('2026-11-01T19:00:00Z'),
      invoice_month: new Date('2026-09-30T20:00:00Z'),
      time_zone: 'Asia/Dubai',
    };
    const { html, title } = renderInvoice(dubai, 'eng');
    expect(title).toBe('Manpower supply Oct 2026');
    expect(html).toContain('1 Nov 2026');
    expect(html).not.toContain('2 Nov 2026');
    expect(renderInvoice({ ...dubai, time_zone: 'Asia/Kolkata' }, 'eng').html).toContain('2 Nov 2026');
  });
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
  it("reverse charge: 'Yes', the guards' tax marked and left to the recipient, with its notification", () => {
    const { html } = renderInvoice(stored('HP', true), 'eng');
    expect(html).toContain('<th>Tax payable on reverse charge</th><td>Yes</td>');
    expect(html).toContain('998525 (RCM)');
    // IGST 2,772 shown, payable to the supplier 15,400 only
    expect(html).toContain(
      'Tax payable by the recipient under reverse charge</th><td class="amount">2,772.00</td>',
    );
    expect(html).toContain('<td class="amount">15,400.00</td></tr>');
    expect(html).toContain('(Notification 13/2017-CT(Rate)).');
    expect(html).toContain('Rupees Fifteen Thousand Four Hundred Only');
  });
  it("forward charge says 'No'; every invoice has its signatory block; a cancelled one says so and why", () => {
    const { html } = renderInvoice(stored('WB'), 'eng');
    expect(html).toContain('<th>Tax payable on reverse charge</th><td>No</td>');
    expect(html).not.toContain('(RCM)');
    expect(html).toContain('For Sunrise<br><br><br>Authorised Signatory');
    expect(html).not.toContain('CANCELLED');
    const cancelled = renderInvoice(
      { ...stored('WB'), status: 'cancelled', cancel_reason: 'Wrong rate' },
      'fr',
    );
    expect(cancelled.html).toContain('ANNULÉE — Motif: Wrong rate');
    expect(cancelled.html).toContain('Signataire autorisé');
  });
  it('a paid invoice prints its payment record: the TDS section, rate and amount, and what was paid', () => {
    const { html } = renderInvoice(
      {
        ...stored('WB'),
        status: 'approved',
        payment_date: new Date('2026-11-20T06:00:00Z'),
        payment_reference: 'NEFT 123',
        tds_section: '194C',
        tds_rate: 0.02,
        tds_amount: 308,
        amount_paid: 17864,
      },
      'eng',
    );
    expect(html).toContain('<th>Paid on</th><td>20 Nov 2026 NEFT 123</td>');
    expect(html).toContain('<th>TDS u/s 194C @ 2%</th><td class="amount">308.00</td>');
    expect(html).toContain('<th>Amount paid</th><td class="amount">17,864.00</td>');
    expect(renderInvoice(stored('WB'), 'eng').html).not.toContain('Payment record');
  });
});
