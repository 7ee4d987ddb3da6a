import { gstinStateCode } from './place-of-supply.js';

/**
 * A reverse-charge entry (CGST Act s. 9(3), IGST Act s. 5(3)): a service the recipient, not
 * the supplier, pays GST on, as dated data (`gst_reverse_charge`, migration 056, with its
 * notification). An entry covers the SACs starting with `sac_prefix`, supplied by a person
 * other than a body corporate to a registered recipient (the form of every services entry
 * this product meets: security services, Notification 13/2017-CT(Rate) entry 14).
 */
export interface ReverseChargeRule {
  code: string;
  sac_prefix: string;
  /** IST days `YYYY-MM-DD`: in force from, and until (exclusive; null: still in force). */
  effective_from: string;
  effective_until: string | null;
  source: string;
}

/**
 * Whether a GSTIN's holder is a body corporate, from the PAN inside it (GSTIN characters
 * 3–12): the PAN's fourth character names the holder, 'C' a company. Any other holder (P
 * individual, H HUF, F firm, A association, T trust…) is not; no GSTIN, no PAN: not known
 * to be one. A limited liability partnership is a body corporate (LLP Act 2008 s. 3) but
 * holds an 'F' PAN like a firm: it is read as a firm (the invoices README says so).
 */
export function isBodyCorporate(gstin: string | null): boolean {
  return gstinStateCode(gstin) !== null && gstin?.trim().charAt(5).toUpperCase() === 'C';
}

/** What decides reverse charge on one line: its SAC, both parties' GSTINs, the invoice's day. */
export interface ReverseChargeQuestion {
  sac: string | null;
  supplierGstin: string | null;
  recipientGstin: string | null;
  /** The invoice's IST day, `YYYY-MM-DD`: the entry in force that day applies. */
  day: string;
}

/** The entry putting a line under reverse charge, or null when the supplier charges the tax. */
export function reverseChargeRule(
  rules: readonly ReverseChargeRule[],
  question: ReverseChargeQuestion,
): ReverseChargeRule | null {
  const { sac, day } = question;
  if (!sac || gstinStateCode(question.recipientGstin) === null) return null;
  if (isBodyCorporate(question.supplierGstin)) return null;
  return (
    rules.find(
      (rule) =>
        sac.startsWith(rule.sac_prefix) &&
        rule.effective_from <= day &&
        (rule.effective_until === null || day < rule.effective_until),
    ) ?? null
  );
}
