import { type ComputedInvoice, computeInvoice, type InvoiceInput } from './invoice.js';

/** One invoice of a contract's month: its charge and what it bills. */
export interface InvoicePart {
  /** 'reverse': every group it bills is under reverse charge, the recipient pays the tax. */
  charge: 'forward' | 'reverse';
  computed: ComputedInvoice;
}

/**
 * A contract's month as the invoices it is billed by (invoices README "Reverse charge on its
 * own invoice"). GSTR-1 (`rchrg`) and the e-invoice (`RegRev`) carry one reverse-charge flag a
 * document, and an invoice's particulars include whether tax is payable on reverse charge
 * (CGST Rules r. 46(p)): so lines under reverse charge (Notification 13/2017-Central Tax
 * (Rate) entry 14: security services by a supplier other than a body corporate to a
 * registered person) and the others are billed by two invoices, forward first, when both
 * bill something. Otherwise one invoice holds every line: a group that bills nothing owes no
 * tax either way, and no ₹0 invoice is ever issued.
 */
export function invoiceParts(input: InvoiceInput): InvoicePart[] {
  const reverse = new Set(input.reverseChargeSacs ?? []);
  const underReverse = (line: InvoiceInput['lines'][number]) =>
    line.sacCode !== null && reverse.has(line.sacCode);
  const forward = computeInvoice({ ...input, lines: input.lines.filter((line) => !underReverse(line)) });
  const reversed = computeInvoice({ ...input, lines: input.lines.filter(underReverse) });
  if (forward.totals.taxable > 0 && reversed.totals.taxable > 0)
    return [
      { charge: 'forward', computed: forward },
      { charge: 'reverse', computed: reversed },
    ];
  const whole = computeInvoice(input);
  return [{ charge: reversed.totals.taxable > 0 ? 'reverse' : 'forward', computed: whole }];
}
