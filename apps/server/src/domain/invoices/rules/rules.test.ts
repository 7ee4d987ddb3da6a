import { gstinCheckCharacter } from '@muster/protocol';
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
  type ReverseChargeRule,
  reverseChargeRule,
  supplyPlace,
  type TdsRate,
  tdsOnPayment,
  toPaise,
  unapprovedDayCount,
} from './index.js';

/** A valid GSTIN from its first fourteen characters (state code, PAN, entity, Z). */
const registered = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

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
  intraState: true,
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
        reverse_charge: false,
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
      reverse_charge_tax: 0,
      payable: 1764039,
    });
  });

  it('inter-state: IGST at the full rate, rounded once (a paisa more than the two halves here)', () => {
    const { intraState, totals } = computeInvoice(invoice({ intraState: false }));
    expect(intraState).toBe(false);
    expect(totals).toMatchObject({ cgst: 0, sgst: 0, igst: 269091, gst: 269091, payable: 1764040 });
  });

  // IGST Act s. 12(2): the recipient's registration places the supply, not the contract
  it.each([
    // supplier, recipient, place of supply, intra-state
    [registered('02AABFS1234F1Z'), registered('19AABCM1234F1Z'), '19', false], // Shakti (Himachal) bills demo (West Bengal): IGST
    [registered('19AABCS1234F1Z'), registered('19AABCM1234F1Z'), '19', true], // both registered in West Bengal: CGST + SGST
    [registered('19AABCS1234F1Z'), registered('02AABCM1234F1Z'), '02', false], // a recipient registered elsewhere moves it
    [registered('19AABCS1234F1Z'), null, '19', true], // unregistered recipient: its address's state (s. 12(2)(b))
    [null, registered('19AABCM1234F1Z'), '19', true], // unregistered supplier: its address's state
    ['02AABCS1234F1Z0', registered('19AABCM1234F1Z'), '19', true], // a GSTIN failing its check digit: the address
    [null, null, null, false], // nothing known: IGST, what a supply across states owes
  ] as const)('supplier %s to recipient %s: place of supply %s, intra-state %s', (from, to, place, intra) => {
    const address = (gstin: string | null) => ({
      gstin,
      state_code: gstin === null && place === null ? null : '19',
    });
    expect(supplyPlace(address(from), address(to))).toEqual({
      placeOfSupply: place,
      supplierState: place === null ? null : from && from !== '02AABCS1234F1Z0' ? from.slice(0, 2) : '19',
      intraState: intra,
    });
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

describe('reverse charge (CGST Act s. 9(3))', () => {
  // Notification 13/2017-CT(Rate) entry 14, inserted by 29/2018-CT(Rate), in force 1 January 2019
  const security: ReverseChargeRule = {
    code: 'security_services',
    sac_prefix: '99852',
    effective_from: '2019-01-01',
    effective_until: null,
    source: 'Notification 13/2017-CT(Rate) entry 14',
  };
  const firm = registered('02AABFS1234F1Z'); // PAN holder F: a firm, not a body corporate
  const company = registered('19AABCS1234F1Z'); // PAN holder C: a company
  const person = registered('19AABPS1234F1Z'); // PAN holder P: an individual
  const recipient = registered('19AABCM1234F1Z');
  it.each([
    // SAC, supplier, recipient, day, under reverse charge
    ['998525', firm, recipient, '2026-06-30', true], // guards by a firm to a registered business
    ['998525', person, recipient, '2026-06-30', true], // by an individual
    ['998529', firm, recipient, '2026-06-30', true], // other security services (99852x)
    ['998525', company, recipient, '2026-06-30', false], // by a body corporate: forward charge
    ['998525', firm, null, '2026-06-30', false], // to an unregistered recipient
    ['998533', firm, recipient, '2026-06-30', false], // housekeeping: not in the entry
    ['998525', firm, recipient, '2018-12-31', false], // the day before the entry came into force
    ['998525', firm, recipient, '2019-01-01', true], // its first day
    [null, firm, recipient, '2026-06-30', false], // a line without a SAC
  ] as const)('SAC %s from %s to %s on %s: %s', (sac, supplier, to, day, applies) => {
    const rule = reverseChargeRule([security], { sac, supplierGstin: supplier, recipientGstin: to, day });
    expect(rule?.code ?? null).toBe(applies ? 'security_services' : null);
  });

  it('an entry no longer in force leaves the line to forward charge', () =>
    expect(
      reverseChargeRule([{ ...security, effective_until: '2026-04-01' }], {
        sac: '998525',
        supplierGstin: firm,
        recipientGstin: recipient,
        day: '2026-04-01',
      }),
    ).toBeNull());

  it('shows the tax of a reverse-charge group but leaves it out of what the supplier is paid', () => {
    const housekeeping: LineInput = { ...guards, description: 'Housekeeping', sacCode: '998533' };
    const { taxes, totals } = computeInvoice(
      invoice({ lines: [guards, housekeeping], intraState: false, reverseChargeSacs: ['998525'] }),
    );
    expect(taxes.map((group) => [group.sac_code, group.igst, group.reverse_charge])).toEqual([
      ['998525', 269091, true],
      ['998533', 269091, false],
    ]);
    // taxable 2 × 14,949.49; GST 2 × 2,690.91 shown; the guards' 2,690.91 is the recipient's to pay
    expect(totals).toMatchObject({
      taxable: 2989898,
      gst: 538182,
      reverse_charge_tax: 269091,
      payable: 2989898 + 269091,
    });
  });
});

describe('TDS on paying a contractor (Income-tax Act s. 194C, s. 206AA)', () => {
  const rates: TdsRate[] = [
    {
      section: '194C',
      payee: 'individual_huf',
      rate: 0.01,
      effective_from: '2009-10-01',
      source: 's. 194C(1)(i)',
    },
    { section: '194C', payee: 'others', rate: 0.02, effective_from: '2009-10-01', source: 's. 194C(1)(ii)' },
    {
      section: '206AA',
      payee: 'no_pan',
      rate: 0.2,
      effective_from: '2010-04-01',
      source: 's. 206AA(1)(iii)',
    },
  ];
  // base: the value without GST, ₹30,987.60
  const base = 3098760;
  it.each([
    // PAN holder inside the GSTIN, section, rate, TDS in paise
    [registered('19AABPS1234F1Z'), '194C', 0.01, 30988], // an individual: 1%, 309.876 → 309.88
    [registered('19AABHS1234F1Z'), '194C', 0.01, 30988], // a HUF: 1%
    [registered('19AABCS1234F1Z'), '194C', 0.02, 61975], // a company: 2%, 619.752 → 619.75
    [registered('02AABFS1234F1Z'), '194C', 0.02, 61975], // a firm: 2%
    [null, '206AA', 0.2, 619752], // no PAN on record: 20%
    ['19AABCS1234F1Z0', '206AA', 0.2, 619752], // a GSTIN failing its check: no PAN known
  ] as const)('contractor %s: %s at %s, %s paise', (gstin, section, rate, amount) => {
    expect(tdsOnPayment(rates, { gstin, base, day: '2026-11-27' })).toMatchObject({
      section,
      rate,
      base,
      amount,
    });
  });
  it('takes the rate in force on the payment day, and refuses a day no rate covers', () => {
    const raised = [...rates, { ...rates[1], rate: 0.025, effective_from: '2027-04-01' } as TdsRate];
    const company = registered('19AABCS1234F1Z');
    expect(tdsOnPayment(raised, { gstin: company, base, day: '2027-03-31' }).rate).toBe(0.02);
    expect(tdsOnPayment(raised, { gstin: company, base, day: '2027-04-01' }).rate).toBe(0.025);
    expect(() => tdsOnPayment(rates, { gstin: company, base, day: '2009-09-30' })).toThrow(RangeError);
  });
});
