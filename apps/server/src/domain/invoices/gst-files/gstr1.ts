import { invoiceMessages } from '@muster/protocol';
import type { InvoiceParticulars } from '../document/view.js';
import { type B2clLimit, type Paise, type TaxGroup, toRupees, unregisteredTable } from '../rules/index.js';
import {
  chargeOf,
  codeOf,
  type FiledInvoice,
  type FiledNote,
  filedDate,
  invoiceValue,
  recipientGstin,
} from './filed-invoice.js';

/**
 * GSTR-1 of a tax period as the GST portal's offline tool imports it (invoices README "GST
 * files"): B2B invoices (table 4), inter-State invoices to unregistered persons above the B2CL
 * limit (table 5, `b2cl`), the other supplies to unregistered persons summed by place of supply
 * and rate, net of their notes (table 7, `b2cs`), credit and debit notes to registered
 * recipients (table 9B `cdnr`) and on B2CL invoices (table 9B `cdnur`), the HSN/SAC summary
 * (table 12, split into its B2B and B2C tabs, net of the notes) and the documents issued
 * (table 13). Amounts in rupees with two decimals, each the exact sum of the invoices' paise;
 * nothing is rounded here.
 */
export interface Gstr1Input {
  /** The supplier's GSTIN: the return is its. */
  gstin: string;
  /** The tax period: the supplier's month (in its zone) the invoices were issued in. */
  period: { year: number; month: number };
  /** Every invoice issued in the period, cancelled ones included (table 13 counts them). */
  invoices: readonly FiledInvoice[];
  /** The credit and debit notes issued in the period. */
  notes: readonly FiledNote[];
  /** The dated B2CL limits (migration 165): each invoice is placed by the one in force on its day. */
  b2clLimits: readonly B2clLimit[];
}

/** The offline tool's JSON version this file follows (the B2B/B2C split of table 12). */
export const gstr1Version = 'GST3.2.4';

interface TaxSums {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

/** What a tax group or a note's line adds to a table: its taxable value and tax, paise. */
type Taxed = Pick<TaxGroup, 'tax_rate' | 'taxable' | 'cgst' | 'sgst' | 'igst'>;

type Problem = { message: string; invoice: string };
type Table = 'b2b' | 'b2cl' | 'b2cs';
type B2csRow = { sply_ty: 'INTRA' | 'INTER'; pos: string; rt: number } & TaxSums;

export function gstr1(input: Gstr1Input) {
  const problems: Problem[] = [];
  const b2b = new Map<string, ReturnType<typeof b2bInvoice>[]>();
  const b2cl = new Map<string, ReturnType<typeof b2clInvoice>[]>();
  const b2cs = new Map<string, B2csRow>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  /** Table 7 and table 12 are sums: an invoice or a debit note adds (1), a credit note takes off (-1). */
  const summed = (
    table: Table,
    particulars: Pick<InvoiceParticulars, 'intra_state' | 'place_of_supply'>,
    lines: readonly (Taxed & { code: string })[],
    sign: 1 | -1,
  ) => {
    for (const line of lines) {
      if (table === 'b2cs') addTax(b2csRow(b2cs, particulars, line.tax_rate), line, sign);
      const tab = table === 'b2b' ? hsn.b2b : hsn.b2c;
      const key = `${line.code}|${line.tax_rate}`;
      const row = tab.get(key) ?? { hsn_sc: line.code, rt: line.tax_rate, ...noTax() };
      tab.set(key, addTax(row, line, sign));
    }
  };
  const live = input.invoices.filter((invoice) => invoice.status !== 'cancelled');
  for (const invoice of [...live].sort((a, b) => a.invoice_no.localeCompare(b.invoice_no))) {
    const { particulars } = invoice;
    const problem = filingProblem(invoice);
    const table = problem
      ? null
      : tableOf(input.b2clLimits, particulars, invoice.issued_day, invoiceValue(particulars));
    if (problem || !table) {
      problems.push({ message: problem ?? invoiceMessages.gstNoB2clLimit, invoice: invoice.invoice_no });
      continue;
    }
    const ctin = recipientGstin(particulars);
    if (table === 'b2b' && ctin) b2b.set(ctin, [...(b2b.get(ctin) ?? []), b2bInvoice(invoice)]);
    const pos = particulars.place_of_supply.code ?? '';
    if (table === 'b2cl') b2cl.set(pos, [...(b2cl.get(pos) ?? []), b2clInvoice(invoice)]);
    summed(
      table,
      particulars,
      particulars.taxes.map((group) => ({ ...group, code: codeOf(group) ?? '' })),
      1,
    );
  }
  const invoicesLeftOut = problems.length;
  const cdnr = new Map<string, ReturnType<typeof cdnrNote>[]>();
  const cdnur: ReturnType<typeof cdnurNote>[] = [];
  for (const note of input.notes) {
    const { particulars } = note;
    // a note is reported where the invoice it corrects was (Form GSTR-1 tables 7 and 9B)
    const table = tableOf(input.b2clLimits, particulars, note.invoice.issued_day, note.invoice.value);
    if (!table) {
      problems.push({ message: invoiceMessages.gstNoB2clLimit, invoice: note.note_no });
      continue;
    }
    const ctin = recipientGstin(particulars);
    if (table === 'b2b' && ctin) cdnr.set(ctin, [...(cdnr.get(ctin) ?? []), cdnrNote(note)]);
    if (table === 'b2cl') cdnur.push(cdnurNote(note));
    summed(table, particulars, particulars.lines, note.kind === 'credit' ? -1 : 1);
  }
  const json = {
    gstin: input.gstin,
    fp: `${String(input.period.month).padStart(2, '0')}${input.period.year}`,
    version: gstr1Version,
    hash: 'hash',
    b2b: [...b2b.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()]
      .sort((a, b) => a.sply_ty.localeCompare(b.sply_ty) || a.pos.localeCompare(b.pos) || a.rt - b.rt)
      .map((row) => ({
        sply_ty: row.sply_ty,
        pos: row.pos,
        typ: 'OE',
        rt: row.rt,
        txval: toRupees(row.txval),
        ...(row.sply_ty === 'INTRA'
          ? { camt: toRupees(row.camt), samt: toRupees(row.samt) }
          : { iamt: toRupees(row.iamt) }),
        csamt: 0,
      })),
    cdnr: [...cdnr.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: { doc_det: documentsIssued(input.invoices, input.notes) },
  };
  return {
    json,
    invoices: live.length - invoicesLeftOut,
    problems: groupedProblems(problems),
  };
}

/**
 * The table of a supply: table 4 (B2B) to a registered recipient, else table 5 or 7 by the
 * B2CL rule (rules/b2cl.ts) on the invoice's day (its supplier's) and value; null when no
 * limit covers it.
 */
function tableOf(
  limits: readonly B2clLimit[],
  particulars: Pick<InvoiceParticulars, 'recipient' | 'intra_state'>,
  day: string,
  value: Paise,
): Table | null {
  if (recipientGstin(particulars)) return 'b2b';
  return unregisteredTable(limits, { intraState: particulars.intra_state, value, day });
}

/** Table 7's row of a place of supply and rate, made when first met. */
function b2csRow(
  rows: Map<string, B2csRow>,
  particulars: Pick<InvoiceParticulars, 'intra_state' | 'place_of_supply'>,
  rate: number,
): B2csRow {
  const sply_ty = particulars.intra_state ? 'INTRA' : 'INTER';
  const pos = particulars.place_of_supply.code ?? '';
  const key = `${sply_ty}|${pos}|${rate}`;
  const row = rows.get(key) ?? { sply_ty, pos, rt: rate, ...noTax() };
  rows.set(key, row);
  return row;
}

/**
 * Why an invoice cannot go into the file as it stands, or null: a document is under reverse
 * charge or not as a whole; a line needs its SAC or HSN (table 12).
 */
function filingProblem({ particulars }: FiledInvoice): string | null {
  if (chargeOf(particulars.taxes) === 'mixed') return invoiceMessages.gstMixedCharge;
  if (particulars.taxes.some((group) => !codeOf(group))) return invoiceMessages.gstNoCode;
  return null;
}

/** An invoice's or a note's items: one a rate, its taxable value and tax summed; IGST across states, CGST + SGST within. */
function itemsByRate(lines: readonly Taxed[], intraState: boolean) {
  const byRate = new Map<number, TaxSums>();
  for (const line of lines) byRate.set(line.tax_rate, addTax(byRate.get(line.tax_rate) ?? noTax(), line, 1));
  return [...byRate.entries()].map(([rt, sums], index) => ({
    num: index + 1,
    itm_det: intraState
      ? { txval: toRupees(sums.txval), rt, camt: toRupees(sums.camt), samt: toRupees(sums.samt), csamt: 0 }
      : { txval: toRupees(sums.txval), rt, iamt: toRupees(sums.iamt), csamt: 0 },
  }));
}

function b2bInvoice({ invoice_no, issued_day, particulars }: FiledInvoice) {
  return {
    inum: invoice_no,
    idt: filedDate(issued_day, '-'),
    val: toRupees(invoiceValue(particulars)),
    pos: particulars.place_of_supply.code ?? '',
    rchrg: chargeOf(particulars.taxes) === 'reverse' ? 'Y' : 'N',
    inv_typ: 'R',
    itms: itemsByRate(particulars.taxes, particulars.intra_state),
  };
}

/** Table 5: an inter-State invoice to an unregistered person above the limit, under its place of supply; IGST only. */
function b2clInvoice({ invoice_no, issued_day, particulars }: FiledInvoice) {
  return {
    inum: invoice_no,
    idt: filedDate(issued_day, '-'),
    val: toRupees(invoiceValue(particulars)),
    itms: itemsByRate(particulars.taxes, false),
  };
}

/** Table 9B: a note to a registered recipient, its value and tax as issued (no sign: `ntty` says). */
function cdnrNote({ note_no, kind, issued_day, particulars }: FiledNote) {
  return {
    ntty: kind === 'credit' ? 'C' : 'D',
    nt_num: note_no,
    nt_dt: filedDate(issued_day, '-'),
    val: toRupees(particulars.value),
    pos: particulars.place_of_supply.code ?? '',
    rchrg: particulars.reverse_charge ? 'Y' : 'N',
    inv_typ: 'R',
    itms: itemsByRate(particulars.lines, particulars.intra_state),
  };
}

/**
 * Table 9B, unregistered (`cdnur`): a note on a B2CL invoice, `typ` 'B2CL' (the offline tool's
 * other kinds, 'EXPWP' and 'EXPWOP', are exports, which these services are not), its place of
 * supply, value and IGST as issued.
 */
function cdnurNote({ note_no, kind, issued_day, particulars }: FiledNote) {
  return {
    typ: 'B2CL',
    ntty: kind === 'credit' ? 'C' : 'D',
    nt_num: note_no,
    nt_dt: filedDate(issued_day, '-'),
    val: toRupees(particulars.value),
    pos: particulars.place_of_supply.code ?? '',
    itms: itemsByRate(particulars.lines, false),
  };
}

type HsnRow = { hsn_sc: string; rt: number } & TaxSums;

/** Table 12's rows: a service (SAC, chapter 99) has no quantity, so its UQC is 'NA' and its quantity 0. */
const hsnRows = (rows: ReadonlyMap<string, HsnRow>) =>
  [...rows.values()]
    .sort((a, b) => a.hsn_sc.localeCompare(b.hsn_sc) || a.rt - b.rt)
    .map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn_sc,
      uqc: 'NA',
      qty: 0,
      rt: row.rt,
      txval: toRupees(row.txval),
      iamt: toRupees(row.iamt),
      camt: toRupees(row.camt),
      samt: toRupees(row.samt),
      csamt: 0,
    }));

/**
 * Table 13: each series issued in the period, from its first to its last number, how many, how
 * many of them cancelled, and the net (CGST Rules r. 46(b): consecutive series): invoices
 * (document 1), debit notes (4) and credit notes (5).
 */
function documentsIssued(invoices: readonly FiledInvoice[], notes: readonly FiledNote[]) {
  const series = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', documents: invoices },
    { doc_num: 4, doc_typ: 'Debit Note', documents: notes.filter((note) => note.kind === 'debit') },
    { doc_num: 5, doc_typ: 'Credit Note', documents: notes.filter((note) => note.kind === 'credit') },
  ];
  return series
    .filter(({ documents }) => documents.length)
    .map(({ doc_num, doc_typ, documents }) => {
      const numbers = documents
        .map((document) => ('invoice_no' in document ? document.invoice_no : document.note_no))
        .sort((a, b) => a.localeCompare(b));
      const cancelled = documents.filter(
        (document) => 'status' in document && document.status === 'cancelled',
      ).length;
      return {
        doc_num,
        doc_typ,
        docs: [
          {
            num: 1,
            from: numbers[0],
            to: numbers[numbers.length - 1],
            totnum: numbers.length,
            cancel: cancelled,
            net_issue: numbers.length - cancelled,
          },
        ],
      };
    });
}

const noTax = (): TaxSums => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });

function addTax<Row extends TaxSums>(row: Row, line: Taxed, sign: 1 | -1): Row {
  row.txval += sign * line.taxable;
  row.iamt += sign * line.igst;
  row.camt += sign * line.cgst;
  row.samt += sign * line.sgst;
  return row;
}

/** One line a reason: '<reason>: <numbers>', as the client translates the reason. */
function groupedProblems(problems: readonly Problem[]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const { message, invoice } of problems)
    byMessage.set(message, [...(byMessage.get(message) ?? []), invoice]);
  return [...byMessage.entries()].map(([message, numbers]) => `${message}: ${numbers.join(', ')}`);
}
