import type { InvoiceParticulars } from '../document/view.js';
import type { NoteParticulars } from '../notes/load-notes.js';
import type { Paise, TaxGroup } from '../rules/index.js';

/** An issued invoice as the GST files read it: its number, the day it was issued and what it printed. */
export interface FiledInvoice {
  invoice_no: string;
  /** The invoice's date (`creation_date`): its tax period and its financial year are this day's. */
  issued: Date;
  /**
   * That day, `YYYY-MM-DD`, in the supplier's zone (the invoice's business, CGST Rules r. 46:
   * the supplier dates its invoice): what the files print and the B2CL limit is chosen by.
   */
  issued_day: string;
  status: string | null;
  particulars: InvoiceParticulars;
}

/** A day (`YYYY-MM-DD`, the supplier's) as the GST files write it: 'DD{sep}MM{sep}YYYY'. */
export function filedDate(dayKey: string, separator: '-' | '/'): string {
  const [year, month, day] = dayKey.split('-');
  return [day, month, year].join(separator);
}

/**
 * How the invoice's tax is charged. Both files carry one reverse-charge flag a document
 * (GSTR-1's `rchrg`, the e-invoice's `RegRev`), so an invoice whose groups are partly under
 * reverse charge ('mixed') cannot be filed as one document: the files say so, never guess.
 */
export function chargeOf(taxes: readonly TaxGroup[]): 'forward' | 'reverse' | 'mixed' {
  // a group that bills nothing (an item not worked in the month) owes no tax either way
  const billed = taxes.filter((group) => group.taxable !== 0);
  const reverse = billed.filter((group) => group.reverse_charge).length;
  if (reverse === 0) return 'forward';
  return reverse === billed.length ? 'reverse' : 'mixed';
}

/** A group's or a line's code: the SAC of a service, else the HSN of goods. */
export const codeOf = (line: { sac_code: string | null; hsn_code: string | null }): string | null =>
  line.sac_code ?? line.hsn_code;

/** The invoice's value: its taxable value and all its tax, reverse charge included, in paise. */
export const invoiceValue = (particulars: InvoiceParticulars): number =>
  particulars.totals.taxable + particulars.totals.gst;

/** The recipient's GSTIN when it is registered, else null (a supply to an unregistered person, B2C). */
export const recipientGstin = (particulars: Pick<InvoiceParticulars, 'recipient'>): string | null =>
  particulars.recipient?.gstin?.trim() || null;

/**
 * An issued credit or debit note as the GST files read it (notes/issue-note.ts `particulars`),
 * with the invoice it corrects: its number, day and value decide the note's table (a note on
 * a B2CL invoice is table 9B's `cdnur`, one on a B2CS supply nets table 7).
 */
export interface FiledNote {
  note_no: string;
  kind: 'credit' | 'debit';
  issued: Date;
  /** Its day in the supplier's zone, as an invoice's `issued_day`. */
  issued_day: string;
  particulars: NoteParticulars;
  invoice: { invoice_no: string; issued: Date; issued_day: string; value: Paise };
}
