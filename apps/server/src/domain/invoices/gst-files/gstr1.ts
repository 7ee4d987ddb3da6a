import { invoiceMessages } from '@muster/protocol';
import type { TaxGroup } from '../rules/index.js';
import { toRupees } from '../rules/index.js';
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
 * files"): B2B invoices (table 4), supplies to unregistered persons within the state
 * (table 7, `b2cs`), credit and debit notes to registered recipients (table 9B, `cdnr`), the
 * HSN/SAC summary (table 12, split into its B2B and B2C tabs, net of the notes) and the
 * documents issued (table 13). Amounts in rupees with two decimals, each the exact sum of
 * the invoices' paise; nothing is rounded here.
 */
export interface Gstr1Input {
  /** The supplier's GSTIN: the return is its. */
  gstin: string;
  /** The tax period: the IST month the invoices were issued in. */
  period: { year: number; month: number };
  /** Every invoice issued in the period, cancelled ones included (table 13 counts them). */
  invoices: readonly FiledInvoice[];
  /** The credit and debit notes issued in the period (table 9B `cdnr`). */
  notes: readonly FiledNote[];
}

/** The offline tool's JSON version this file follows (the B2B/B2C split of table 12). */
export const gstr1Version = 'GST3.2.4';

interface TaxSums {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

type Problem = { message: string; invoice: string };

export function gstr1(input: Gstr1Input) {
  const problems: Problem[] = [];
  const b2b = new Map<string, ReturnType<typeof b2bInvoice>[]>();
  const b2cs = new Map<string, { pos: string; rt: number } & TaxSums>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const live = input.invoices.filter((invoice) => invoice.status !== 'cancelled');
  for (const invoice of [...live].sort((a, b) => a.invoice_no.localeCompare(b.invoice_no))) {
    const { particulars } = invoice;
    const problem = filingProblem(invoice);
    if (problem) {
      problems.push({ message: problem, invoice: invoice.invoice_no });
      continue;
    }
    const ctin = recipientGstin(particulars);
    if (ctin) {
      b2b.set(ctin, [...(b2b.get(ctin) ?? []), b2bInvoice(invoice)]);
    } else {
      for (const group of particulars.taxes) {
        const pos = particulars.place_of_supply.code ?? '';
        const key = `${pos}|${group.tax_rate}`;
        const row = b2cs.get(key) ?? { pos, rt: group.tax_rate, ...noTax() };
        b2cs.set(key, addTax(row, group));
      }
    }
    for (const group of particulars.taxes) {
      const tab = ctin ? hsn.b2b : hsn.b2c;
      const code = codeOf(group) ?? '';
      const key = `${code}|${group.tax_rate}`;
      tab.set(key, addTax(tab.get(key) ?? { hsn_sc: code, rt: group.tax_rate, ...noTax() }, group));
    }
  }
  const invoicesLeftOut = problems.length;
  const cdnr = new Map<string, ReturnType<typeof cdnrNote>[]>();
  for (const note of input.notes) {
    const ctin = note.particulars.recipient?.gstin?.trim();
    if (!ctin) {
      problems.push({ message: invoiceMessages.gstNoteUnregistered, invoice: note.note_no });
      continue;
    }
    cdnr.set(ctin, [...(cdnr.get(ctin) ?? []), cdnrNote(note)]);
    // table 12 is net of the period's notes: a credit note takes off, a debit note adds
    const sign = note.kind === 'credit' ? -1 : 1;
    const code = codeOf(note.particulars) ?? '';
    const key = `${code}|${note.particulars.tax_rate}`;
    const row = hsn.b2b.get(key) ?? { hsn_sc: code, rt: note.particulars.tax_rate, ...noTax() };
    row.txval += sign * note.particulars.taxable;
    row.iamt += sign * note.particulars.igst;
    row.camt += sign * note.particulars.cgst;
    row.samt += sign * note.particulars.sgst;
    hsn.b2b.set(key, row);
  }
  const json = {
    gstin: input.gstin,
    fp: `${String(input.period.month).padStart(2, '0')}${input.period.year}`,
    version: gstr1Version,
    hash: 'hash',
    b2b: [...b2b.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, inv]) => ({ ctin, inv })),
    b2cs: [...b2cs.values()].map((row) => ({
      sply_ty: 'INTRA',
      pos: row.pos,
      typ: 'OE',
      rt: row.rt,
      txval: toRupees(row.txval),
      camt: toRupees(row.camt),
      samt: toRupees(row.samt),
      csamt: 0,
    })),
    cdnr: [...cdnr.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, nt]) => ({ ctin, nt })),
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
 * Why an invoice cannot go into the file as it stands, or null: a document is under reverse
 * charge or not as a whole; a line needs its SAC or HSN (table 12); an inter-state supply to
 * an unregistered person belongs to table 5 or 7 by its value (B2CL), which this file does
 * not write yet.
 */
function filingProblem({ particulars }: FiledInvoice): string | null {
  if (chargeOf(particulars.taxes) === 'mixed') return invoiceMessages.gstMixedCharge;
  if (particulars.taxes.some((group) => !codeOf(group))) return invoiceMessages.gstNoCode;
  if (!recipientGstin(particulars) && !particulars.intra_state)
    return invoiceMessages.gstUnregisteredInterState;
  return null;
}

function b2bInvoice({ invoice_no, issued, particulars }: FiledInvoice) {
  const byRate = new Map<number, TaxSums>();
  for (const group of particulars.taxes)
    byRate.set(group.tax_rate, addTax(byRate.get(group.tax_rate) ?? noTax(), group));
  return {
    inum: invoice_no,
    idt: filedDate(issued, '-'),
    val: toRupees(invoiceValue(particulars)),
    pos: particulars.place_of_supply.code ?? '',
    rchrg: chargeOf(particulars.taxes) === 'reverse' ? 'Y' : 'N',
    inv_typ: 'R',
    itms: [...byRate.entries()].map(([rt, sums], index) => ({
      num: index + 1,
      itm_det: particulars.intra_state
        ? { txval: toRupees(sums.txval), rt, camt: toRupees(sums.camt), samt: toRupees(sums.samt), csamt: 0 }
        : { txval: toRupees(sums.txval), rt, iamt: toRupees(sums.iamt), csamt: 0 },
    })),
  };
}

/** Table 9B: a note to a registered recipient, its value and tax as issued (no sign: `ntty` says). */
function cdnrNote({ note_no, kind, issued, particulars }: FiledNote) {
  const txval = toRupees(particulars.taxable);
  return {
    ntty: kind === 'credit' ? 'C' : 'D',
    nt_num: note_no,
    nt_dt: filedDate(issued, '-'),
    val: toRupees(particulars.value),
    pos: particulars.place_of_supply.code ?? '',
    rchrg: particulars.reverse_charge ? 'Y' : 'N',
    inv_typ: 'R',
    itms: [
      {
        num: 1,
        itm_det: particulars.intra_state
          ? {
              txval,
              rt: particulars.tax_rate,
              camt: toRupees(particulars.cgst),
              samt: toRupees(particulars.sgst),
              csamt: 0,
            }
          : { txval, rt: particulars.tax_rate, iamt: toRupees(particulars.igst), csamt: 0 },
      },
    ],
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

function addTax<Row extends TaxSums>(row: Row, group: TaxGroup): Row {
  row.txval += group.taxable;
  row.iamt += group.igst;
  row.camt += group.cgst;
  row.samt += group.sgst;
  return row;
}

/** One line a reason: '<reason>: <numbers>', as the client translates the reason. */
function groupedProblems(problems: readonly Problem[]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const { message, invoice } of problems)
    byMessage.set(message, [...(byMessage.get(message) ?? []), invoice]);
  return [...byMessage.entries()].map(([message, numbers]) => `${message}: ${numbers.join(', ')}`);
}
