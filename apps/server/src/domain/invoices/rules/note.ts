import { invoiceMessages } from '@muster/protocol';
import { groupTax, type TaxGroup } from './invoice.js';
import type { Paise } from './money.js';

/**
 * A credit or debit note's figures (CGST Act s. 34; invoices README "Credit and debit
 * notes"): it corrects one tax group of an issued invoice (its SAC/HSN and rate) by a taxable
 * value, taxed as the invoice was (intra- or inter-state, under reverse charge or not), the
 * tax rounded as the invoice's groups are. A credit note takes off at most what the group
 * billed less the credit notes already issued on it: a supplier cannot credit more than it
 * charged.
 */
export interface NoteInput {
  kind: 'credit' | 'debit';
  /** The invoice's group the note corrects. */
  group: TaxGroup;
  intraState: boolean;
  /** The note's taxable value, paise, above 0. */
  taxable: Paise;
  /** The taxable value of the credit notes already issued on this group, paise. */
  credited: Paise;
}

export type NoteFigures = Pick<TaxGroup, 'sac_code' | 'hsn_code' | 'tax_rate' | 'reverse_charge'> & {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** taxable + all tax: the note's value. */
  value: Paise;
};

export function noteFigures(input: NoteInput): NoteFigures | { refusal: string } {
  const { group, taxable } = input;
  if (!Number.isInteger(taxable) || taxable <= 0) return { refusal: invoiceMessages.noteAmountNeeded };
  if (input.kind === 'credit' && taxable > group.taxable - input.credited)
    return { refusal: `${invoiceMessages.noteExceedsInvoice}: ${(group.taxable - input.credited) / 100}` };
  const tax = groupTax(taxable, group.tax_rate, input.intraState);
  return {
    sac_code: group.sac_code,
    hsn_code: group.hsn_code,
    tax_rate: group.tax_rate,
    reverse_charge: group.reverse_charge,
    taxable,
    ...tax,
    value: taxable + tax.cgst + tax.sgst + tax.igst,
  };
}
