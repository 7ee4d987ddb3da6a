import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  complianceGate,
  computeInvoice,
  decimalQuantity,
  divideRounded,
  financialYearOf,
  type InvoiceInput,
  invoiceNumber,
  itemAttendance,
  type LineInput,
  minutesAsHours,
  toPaise,
  unapprovedDayCount,
} from './index.js';

const guards: LineInput = {
  kind: 'attendance',
  description: 'Security guard',
  sacCode: '998525',
  hsnCode: null,
  unit: 'day',
  quantity: decimalQuantity(22.5, 'payable days'),
  rate: 612.37,
  taxRate: 18,
  refs: {},
};
const invoice = (overrides: Partial<InvoiceInput>): InvoiceInput => ({
  lines: [guards],
  serviceChargePercent: 8.5,
  supplierState: 'WB',
  placeOfSupply: 'WB',
  ...overrides,
});

describe('paise arithmetic', () => {
  it('rounds half away from zero, exactly', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(toPaise(0.07)).toBe(7);
    expect(toPaise(612.37)).toBe(61237);
  });
  it('refuses a rate finer than the paisa rather than round it', () => {
    expect(() => toPaise(1.005)).toThrow(RangeError);
    expect(() => toPaise(1.2345)).toThrow(RangeError);
  });
});

describe('an invoice', () => {
  it('intra-state: CGST and SGST at half the rate each, every part rounded to the paisa', () => {
    const { intraState, lines, taxes, totals } = computeInvoice(invoice({}));
    expect(intraState).toBe(true);
    // 22.5 × 612.37 = 13,778.325 → 13,778.33; 8.5 % of it = 1,171.158 → 1,171.16
    expect(lines[0]).toMatchObject({
      quantity: 22.5,
      amount: 1377833,
      service_charge: 117116,
      taxable: 1494949,
    });
    expect(taxes).toEqual([
      {
        sac_code: '998525',
        hsn_code: null,
        tax_rate: 18,
        taxable: 1494949,
        cgst: 134545,
        sgst: 134545,
        igst: 0,
      },
    ]);
    expect(totals).toEqual({
      chargeable: 1377833,
      service_charge: 117116,
      taxable: 1494949,
      cgst: 134545,
      sgst: 134545,
      igst: 0,
      gst: 269090,
      payable: 1764039,
    });
  });

  it('inter-state: IGST at the full rate, rounded once (a paisa more than the two halves here)', () => {
    const { intraState, totals } = computeInvoice(invoice({ placeOfSupply: 'HP' }));
    expect(intraState).toBe(false);
    expect(totals).toMatchObject({ cgst: 0, sgst: 0, igst: 269091, gst: 269091, payable: 1764040 });
  });

  it('an unknown state on either side bills IGST', () => {
    expect(computeInvoice(invoice({ supplierState: null, placeOfSupply: null })).intraState).toBe(false);
  });

  it('bills an hour rate on the minutes worked, rounded once', () => {
    const hours: LineInput = { ...guards, unit: 'hour', quantity: minutesAsHours(470), rate: 75.5 };
    const { lines } = computeInvoice(invoice({ lines: [hours], serviceChargePercent: 0 }));
    // 75.5 × 470 / 60 = 591.4166… → 591.42, and 7 h 50 min shows as 7.833 hours
    expect(lines[0]).toMatchObject({ amount: 59142, service_charge: 0, quantity: 7.833 });
  });

  it('job lines are quantity × rate, and each (code, rate) is one tax group', () => {
    const job: LineInput = {
      kind: 'job',
      description: 'Deep cleaning',
      sacCode: '998533',
      hsnCode: null,
      unit: 'sq m',
      quantity: decimalQuantity(120.5, 'quantity'),
      rate: 12.5,
      taxRate: 5,
      refs: {},
    };
    const { lines, taxes, totals } = computeInvoice(
      invoice({ lines: [guards, job], serviceChargePercent: 0 }),
    );
    expect(lines[1]?.amount).toBe(150625);
    expect(taxes.map((group) => [group.sac_code, group.taxable, group.cgst])).toEqual([
      ['998525', 1377833, 124005],
      ['998533', 150625, 3766],
    ]);
    expect(totals.gst).toBe(2 * (124005 + 3766));
    expect(totals.payable).toBe(totals.taxable + totals.gst);
  });

  it('an invoice of no approved days is all zeros', () => {
    const none = { ...guards, quantity: decimalQuantity(0, 'payable days') };
    expect(computeInvoice(invoice({ lines: [none] })).totals.payable).toBe(0);
  });
});

describe('a month with unapproved days', () => {
  it('bills the approved days only and counts the rest for the warning', () => {
    const totals = itemAttendance(
      ['a', 'b'],
      [
        { itemKey: 'a', approved: true, days: 20, payableDays: 19.5, workingMinutes: 9000 },
        { itemKey: 'a', approved: false, days: 3, payableDays: 3, workingMinutes: 1440 },
        { itemKey: 'b', approved: false, days: 2, payableDays: 2, workingMinutes: 960 },
        { itemKey: 'other', approved: true, days: 5, payableDays: 5, workingMinutes: 2400 },
      ],
    );
    expect(totals.get('a')).toEqual({
      approvedPayableDays: 19.5,
      approvedWorkingMinutes: 9000,
      unapprovedDays: 3,
    });
    expect(totals.get('b')).toEqual({ approvedPayableDays: 0, approvedWorkingMinutes: 0, unapprovedDays: 2 });
    expect(unapprovedDayCount(totals)).toBe(5);
  });
});

describe('invoice numbers', () => {
  it('run by the April–March financial year', () => {
    expect(financialYearOf({ year: 2027, month: 3 })).toBe(2026);
    expect(financialYearOf({ year: 2027, month: 4 })).toBe(2027);
    expect(invoiceNumber('Sunrise', 2026, 1)).toBe('SUNRIS/2627/0001');
    expect(invoiceNumber('SHAKTI', 2099, 42)).toBe('SHAKTI/9900/0042');
    expect(invoiceNumber('', 2026, 7)).toBe('INV/2627/0007');
  });
  it('refuse a number over sixteen characters rather than cut it', () => {
    expect(invoiceNumber('SUNRISE', 2026, 9999)).toBe('SUNRIS/2627/9999');
    expect(() => invoiceNumber('SUNRISE', 2026, 10_000)).toThrow(RangeError);
  });
});

describe('the total in words', () => {
  it('in the Indian grouping, with paise', () => {
    expect(amountInWords(10_234_567)).toBe(
      'Rupees One Lakh Two Thousand Three Hundred Forty-Five and Sixty-Seven Paise Only',
    );
    expect(amountInWords(1_764_039)).toBe(
      'Rupees Seventeen Thousand Six Hundred Forty and Thirty-Nine Paise Only',
    );
    expect(amountInWords(25_000_000_000)).toBe('Rupees Twenty-Five Crore Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});

describe('the compliance gate', () => {
  it('blocks on a block document not approved, counting the block ones', () => {
    expect(
      complianceGate([
        { restr_lvl: 'block', status: 'uploaded' },
        { restr_lvl: 'block', status: 'rejected' },
        { restr_lvl: 'warn', status: 'pending' },
        { restr_lvl: 'block', status: 'approved' },
      ]),
    ).toEqual({ kind: 'block', n: 2 });
  });
  it('warns on warn documents once every block one is approved, and passes on none', () => {
    expect(
      complianceGate([
        { restr_lvl: 'block', status: 'approved' },
        { restr_lvl: 'warn', status: 'pending' },
        { restr_lvl: 'none', status: 'pending' },
      ]),
    ).toEqual({ kind: 'warn', n: 1 });
    expect(
      complianceGate([
        { restr_lvl: 'none', status: null },
        { restr_lvl: 'warn', status: 'approved' },
      ]),
    ).toEqual({
      kind: 'pass',
    });
    expect(complianceGate([])).toEqual({ kind: 'pass' });
  });
});
