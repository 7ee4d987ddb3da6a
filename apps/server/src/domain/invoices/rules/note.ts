import { invoiceMessages } from '@muster/protocol';
import { groupTax, type TaxGroup } from './invoice.js';
import type { Paise } from './money.js';

/**
 * A credit or debit note's figures (CGST Act s. 34; invoices README "Credit and debit
 * notes"): it corrects one or more tax groups of an issued invoice (each its SAC/HSN and
 * rate) by a taxable value each, taxed as the invoice was (intra- or inter-state, under
 * reverse charge or not), each line's tax rounded as the invoice's groups are. A credit note
 * takes off at most what a group billed less the credit notes already issued on it: a
 * supplier cannot credit more than it charged.
 */
export interface NoteInput {
  kind: 'credit' | 'debit';
  /** The invoice's tax groups. */
  groups: readonly TaxGroup[];
  intraState: boolean;
  /** What the note corrects: a group by its code and rate, and the note's taxable value on it, paise. */
  lines: readonly { code: string; tax_rate: number; taxable: Paise }[];
  /** The taxable value the credit notes already issued took off each group, paise, by `groupKey`. */
  credited: ReadonlyMap<string, Paise>;
}

/** One group a note corrects: its code, rate, taxable value and tax, paise. */
export type NoteLine = Pick<TaxGroup, 'sac_code' | 'hsn_code' | 'tax_rate'> & {
  code: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** taxable + all tax. */
  value: Paise;
};

/** A note's figures: its lines and their sums, and whether its tax is on reverse charge. */
export interface NoteFigures {
  lines: NoteLine[];
  reverse_charge: boolean;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  value: Paise;
}

/** A tax group's key: its SAC (else HSN) and rate. */
export const groupKey = (code: string, taxRate: number) => `${code}|${taxRate}`;

export function noteFigures(input: NoteInput): NoteFigures | { refusal: string } {
  if (!input.lines.length) return { refusal: invoiceMessages.noteAmountNeeded };
  const seen = new Set<string>();
  const lines: NoteLine[] = [];
  const charges = new Set<boolean>();
  for (const request of input.lines) {
    const key = groupKey(request.code, request.tax_rate);
    if (seen.has(key)) return { refusal: `${invoiceMessages.noteGroupTwice}: ${request.code}` };
    seen.add(key);
    const group = input.groups.find(
      (candidate) =>
        (candidate.sac_code ?? candidate.hsn_code) === request.code &&
        candidate.tax_rate === request.tax_rate,
    );
    if (!group) return { refusal: `${invoiceMessages.noteGroupUnknown}: ${request.code}` };
    const { taxable } = request;
    if (!Number.isInteger(taxable) || taxable <= 0) return { refusal: invoiceMessages.noteAmountNeeded };
    const left = group.taxable - (input.credited.get(key) ?? 0);
    if (input.kind === 'credit' && taxable > left)
      return { refusal: `${invoiceMessages.noteExceedsInvoice}: ${request.code} ${left / 100}` };
    charges.add(group.reverse_charge);
    const tax = groupTax(taxable, group.tax_rate, input.intraState);
    lines.push({
      code: request.code,
      sac_code: group.sac_code,
      hsn_code: group.hsn_code,
      tax_rate: group.tax_rate,
      taxable,
      ...tax,
      value: taxable + tax.cgst + tax.sgst + tax.igst,
    });
  }
  // a document is under reverse charge or not as a whole (GSTR-1's `rchrg`, the e-invoice's `RegRev`)
  if (charges.size > 1) return { refusal: invoiceMessages.noteMixedCharge };
  const sum = (head: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'value') =>
    lines.reduce((total, line) => total + line[head], 0);
  return {
    lines,
    reverse_charge: charges.has(true),
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    value: sum('value'),
  };
}

/** A note issued before a note could correct several groups: its one group at the top of `particulars`. */
export type SingleGroupNote = Omit<NoteLine, 'code'> & { code?: string; reverse_charge: boolean };

/** A stored note's figures, whichever way it was stored: a single-group note reads as one line. */
export function storedNoteFigures(particulars: NoteFigures | SingleGroupNote): NoteFigures {
  if ('lines' in particulars) return particulars;
  const { sac_code, hsn_code, tax_rate, taxable, cgst, sgst, igst, value } = particulars;
  const code = particulars.code ?? sac_code ?? hsn_code ?? '';
  const line: NoteLine = { code, sac_code, hsn_code, tax_rate, taxable, cgst, sgst, igst, value };
  return { lines: [line], reverse_charge: particulars.reverse_charge, taxable, cgst, sgst, igst, value };
}

/** What the credit notes of an invoice took off each of its groups, paise, by `groupKey`. */
export function creditedByGroup(
  notes: readonly { kind: string; figures: NoteFigures }[],
): Map<string, Paise> {
  const credited = new Map<string, Paise>();
  for (const note of notes)
    if (note.kind === 'credit')
      for (const line of note.figures.lines) {
        const key = groupKey(line.code, line.tax_rate);
        credited.set(key, (credited.get(key) ?? 0) + line.taxable);
      }
  return credited;
}
