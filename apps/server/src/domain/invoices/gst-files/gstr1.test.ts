import { invoiceMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { gstB2clLimits } from '../../../platform/db/migration-data/gst-b2cl-limits.js';
import { computeInvoice, decimalQuantity, type LineInput, noteFigures, toPaise } from '../rules/index.js';
import { gstr1Problems } from '../testing/gstr1-validator.js';
import { type FiledInvoice, type FiledNote, invoiceValue } from './filed-invoice.js';
import { gstr1 } from './gstr1.js';

// biome-ignore lint/suspicious/noExplicitAny: the file as JSON, read by its published paths
type Json = Record<string, any>;

/**
 * A month of a West Bengal supplier (19) with every kind of outward supply this product issues,
 * and a note on each, without a database: a B2B invoice to a Maharashtra business (table 4) and
 * a credit note over two of its groups at two rates (9B `cdnr`); an invoice to an unregistered
 * Maharashtra business of ₹1,34,431.50, above the ₹1,00,000 limit (table 5 `b2cl`), and a
 * credit note on it (9B `cdnur`, typ B2CL); one to an unregistered Maharashtra business below
 * the limit (table 7, INTER, IGST) with a debit note, and one to an unregistered West Bengal
 * business (table 7, INTRA, CGST + SGST) with a credit note, both netted into table 7 (Form
 * GSTR-1 table 7: 'net of debit notes and credit notes'). The file passes the validator
 * written from the offline tool's format and its tables add up to the invoices and notes to
 * the paisa.
 */
const line = (description: string, sac: string, days: number, rate: number, taxRate = 18): LineInput => ({
  kind: 'attendance',
  description,
  sacCode: sac,
  hsnCode: null,
  unit: 'day',
  quantity: decimalQuantity(days, 'days'),
  rate,
  taxRate,
  refs: {},
});
const party = (name: string, gstin: string | null, state: string) => ({
  name,
  gstin,
  address: '12 Park Street',
  city: 'Kolkata',
  pincode: '700016',
  state_name: null,
  state_code: state,
});
const supplier = party('Sunrise Manpower Services', '19AABCD1234E1Z5', '19');
/** The invoices' day (the supplier's) and their instant, 11:30 of it in India. */
const issuedDay = '2026-11-02';
const at = (day: string) => new Date(`${day}T06:00:00.000Z`);
const limits = gstB2clLimits.map((row) => ({ ...row }));

function invoice(
  invoice_no: string,
  recipient: ReturnType<typeof party>,
  lines: LineInput[],
  day = issuedDay,
): FiledInvoice {
  const intraState = recipient.state_code === '19';
  const computed = computeInvoice({ lines, serviceChargePercent: 8.5, intraState });
  return {
    invoice_no,
    issued: at(day),
    issued_day: day,
    status: 'approved',
    particulars: {
      supplier,
      recipient,
      place_of_supply: { name: null, code: recipient.state_code },
      intra_state: intraState,
      service_charge_percent: 8.5,
      lines: computed.lines,
      taxes: computed.taxes,
      totals: computed.totals,
      unapproved_days: 0,
    },
  };
}

function noteOn(
  corrected: FiledInvoice,
  note_no: string,
  kind: 'credit' | 'debit',
  lines: [string, number, number][],
): FiledNote {
  const { particulars } = corrected;
  const figures = noteFigures({
    kind,
    groups: particulars.taxes,
    intraState: particulars.intra_state,
    lines: lines.map(([code, tax_rate, rupees]) => ({ code, tax_rate, taxable: toPaise(rupees) })),
    credited: new Map(),
  });
  if ('refusal' in figures) throw new Error(figures.refusal);
  const { recipient, place_of_supply, intra_state } = particulars;
  return {
    note_no,
    kind,
    issued: at('2026-11-03'),
    issued_day: '2026-11-03',
    particulars: { supplier, recipient, place_of_supply, intra_state, ...figures },
    invoice: {
      invoice_no: corrected.invoice_no,
      issued: corrected.issued,
      issued_day: corrected.issued_day,
      value: invoiceValue(particulars),
    },
  };
}

const b2bInvoice = invoice('SUNRIS/2627/0001', party('Demo Industries', '27AAPFU0939F1ZV', '27'), [
  line('Supervisor', '998519', 20, 1150),
  line('Electrician', '998719', 10, 950, 12),
]);
// 30 × ₹3,500 = ₹1,05,000 + 8.5% = ₹1,13,925 + 18% IGST ₹20,506.50 = ₹1,34,431.50
const b2clInvoice = invoice('SUNRIS/2627/0002', party('Acme Traders', null, '27'), [
  line('Security Guard', '998525', 30, 3500),
]);
const b2csInter = invoice('SUNRIS/2627/0003', party('Acme Stores', null, '27'), [
  line('Housekeeping Staff', '998533', 20, 690.55),
]);
const b2csIntra = invoice('SUNRIS/2627/0004', party('Kolkata Stores', null, '19'), [
  line('Housekeeping Staff', '998533', 10, 690.55),
]);
const notes = [
  noteOn(b2bInvoice, 'CN/2627/0001', 'credit', [
    ['998519', 18, 1000.5],
    ['998719', 12, 333.33],
  ]),
  noteOn(b2clInvoice, 'CN/2627/0002', 'credit', [['998525', 18, 3500]]),
  noteOn(b2csInter, 'DN/2627/0001', 'debit', [['998533', 18, 690.55]]),
  noteOn(b2csIntra, 'CN/2627/0003', 'credit', [['998533', 18, 690.55]]),
];
const rupees = (paise: number) => paise / 100;

describe('GSTR-1 of a month with B2B, B2CL and B2CS invoices and notes on each', () => {
  const invoices = [b2bInvoice, b2clInvoice, b2csInter, b2csIntra];
  const file = gstr1({
    gstin: supplier.gstin ?? '',
    period: { year: 2026, month: 11 },
    invoices,
    notes,
    b2clLimits: limits,
  });
  const json = file.json as Json;

  it('passes the validator written from the offline tool format, nothing left out', () => {
    expect(gstr1Problems(json, { b2clLimit: 100_000 })).toEqual([]);
    expect(file.problems).toEqual([]);
    expect(file.invoices).toBe(4);
  });

  it('puts each invoice in its table, at its value', () => {
    expect(json.b2b.map((party: Json) => [party.ctin, party.inv.map((inv: Json) => inv.inum)])).toEqual([
      ['27AAPFU0939F1ZV', ['SUNRIS/2627/0001']],
    ]);
    expect(json.b2b[0].inv[0].itms.map((item: Json) => item.itm_det.rt)).toEqual([18, 12]);
    expect(json.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: 'SUNRIS/2627/0002',
            idt: '02-11-2026',
            val: 134431.5,
            itms: [{ num: 1, itm_det: { txval: 113925, rt: 18, iamt: 20506.5, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(rupees(invoiceValue(b2clInvoice.particulars))).toBe(134431.5);
  });

  it('files each note where its invoice is: 9B registered, 9B unregistered (B2CL), or net in table 7', () => {
    expect(json.cdnr).toHaveLength(1);
    const [credit] = json.cdnr[0].nt;
    // one item a rate: ₹1,000.50 at 18% (IGST 180.09) and ₹333.33 at 12% (IGST 40.00)
    expect(credit.itms).toEqual([
      { num: 1, itm_det: { txval: 1000.5, rt: 18, iamt: 180.09, csamt: 0 } },
      { num: 2, itm_det: { txval: 333.33, rt: 12, iamt: 40, csamt: 0 } },
    ]);
    expect(credit).toMatchObject({ ntty: 'C', nt_num: 'CN/2627/0001', val: 1553.92, rchrg: 'N' });
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/2627/0002',
        nt_dt: '03-11-2026',
        val: 4130,
        pos: '27',
        itms: [{ num: 1, itm_det: { txval: 3500, rt: 18, iamt: 630, csamt: 0 } }],
      },
    ]);
    // table 7: each supply with its note, a debit note adding and a credit note taking off
    const taxes = (of: FiledInvoice) => of.particulars.totals;
    const noted = (index: number) => notes[index]?.particulars ?? { taxable: 0, igst: 0, cgst: 0 };
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 18,
        txval: rupees(taxes(b2csInter).taxable + noted(2).taxable),
        iamt: rupees(taxes(b2csInter).igst + noted(2).igst),
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '19',
        typ: 'OE',
        rt: 18,
        txval: rupees(taxes(b2csIntra).taxable - noted(3).taxable),
        camt: rupees(taxes(b2csIntra).cgst - noted(3).cgst),
        samt: rupees(taxes(b2csIntra).sgst - noted(3).cgst),
        csamt: 0,
      },
    ]);
  });

  it('sums table 12 to the invoices less credit and plus debit notes, B2B apart from B2C', () => {
    const sum = (rows: Json[], head: string) =>
      Math.round(rows.reduce((total, row) => total + row[head] * 100, 0));
    const paise = (of: FiledInvoice[], head: 'taxable' | 'igst' | 'cgst') =>
      of.reduce((total, one) => total + one.particulars.totals[head], 0);
    const signed = (indexes: number[], head: 'taxable' | 'igst' | 'cgst') =>
      indexes.reduce((total, index) => {
        const note = notes[index];
        return total + (note ? (note.kind === 'credit' ? -1 : 1) * note.particulars[head] : 0);
      }, 0);
    expect(sum(json.hsn.hsn_b2b, 'txval')).toBe(paise([b2bInvoice], 'taxable') + signed([0], 'taxable'));
    expect(sum(json.hsn.hsn_b2b, 'iamt')).toBe(paise([b2bInvoice], 'igst') + signed([0], 'igst'));
    const b2c = [b2clInvoice, b2csInter, b2csIntra];
    expect(sum(json.hsn.hsn_b2c, 'txval')).toBe(paise(b2c, 'taxable') + signed([1, 2, 3], 'taxable'));
    expect(sum(json.hsn.hsn_b2c, 'iamt')).toBe(paise(b2c, 'igst') + signed([1, 2, 3], 'igst'));
    expect(sum(json.hsn.hsn_b2c, 'camt')).toBe(paise(b2c, 'cgst') + signed([1, 2, 3], 'cgst'));
    expect(json.doc_issue.doc_det.map((kind: Json) => [kind.doc_num, kind.docs[0].totnum])).toEqual([
      [1, 4],
      [4, 1],
      [5, 3],
    ]);
  });

  it('places an invoice by the limit in force on its day: ₹2,50,000 to 31 July 2024, ₹1,00,000 from 1 August', () => {
    const recipient = party('Acme Traders', null, '27');
    const onDay = (day: string) =>
      invoice('SUNRIS/2425/0100', recipient, [line('Security Guard', '998525', 30, 3500)], day);
    const july = gstr1({
      gstin: supplier.gstin ?? '',
      period: { year: 2024, month: 7 },
      invoices: [onDay('2024-07-31')],
      notes: [],
      b2clLimits: limits,
    });
    expect(july.json.b2cl).toEqual([]);
    expect(july.json.b2cs).toEqual([expect.objectContaining({ sply_ty: 'INTER', pos: '27', txval: 113925 })]);
    expect(gstr1Problems(july.json, { b2clLimit: 250_000 })).toEqual([]);
    const august = gstr1({
      gstin: supplier.gstin ?? '',
      period: { year: 2024, month: 8 },
      invoices: [onDay('2024-08-01')],
      notes: [],
      b2clLimits: limits,
    });
    expect(august.json.b2cl.map((place) => place.inv[0]?.val)).toEqual([134431.5]);
    expect(gstr1Problems(august.json, { b2clLimit: 100_000 })).toEqual([]);
    // no limit recorded for the day: left out and named, never guessed
    const unknown = gstr1({
      gstin: supplier.gstin ?? '',
      period: { year: 2024, month: 8 },
      invoices: [onDay('2024-08-01')],
      notes: [],
      b2clLimits: [],
    });
    expect(unknown.problems).toEqual([`${invoiceMessages.gstNoB2clLimit}: SUNRIS/2425/0100`]);
    expect(unknown.invoices).toBe(0);
  });
});
