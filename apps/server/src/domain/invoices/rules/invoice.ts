import { type LineInput, lineAmount, quantityValue } from './lines.js';
import { divideRounded, type Paise, percentOf, percentScale, scaled } from './money.js';

/** What an invoice is computed from: its lines, the contract's service charge and its tax type. */
export interface InvoiceInput {
  lines: readonly LineInput[];
  /** The contract's service charge in percent of each line's amount. */
  serviceChargePercent: number;
  /** CGST + SGST when true, IGST when false: `supplyPlace` (place-of-supply.ts) decides it. */
  intraState: boolean;
  /** The SACs whose tax the recipient pays under reverse charge (reverse-charge.ts decides them). */
  reverseChargeSacs?: readonly string[];
}

export interface InvoiceLine {
  kind: LineInput['kind'];
  description: string;
  sac_code: string | null;
  hsn_code: string | null;
  unit: string;
  quantity: number;
  rate: number;
  tax_rate: number;
  /** `rate × quantity`, its service charge, and their sum (the line's taxable value), in paise. */
  amount: Paise;
  service_charge: Paise;
  taxable: Paise;
  refs: Record<string, string | null>;
}

/** One row of the tax summary: the lines under one code and rate, and their tax. */
export interface TaxGroup {
  sac_code: string | null;
  hsn_code: string | null;
  tax_rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** The recipient pays this group's tax to the government (reverse charge), not the supplier. */
  reverse_charge: boolean;
}

/** An invoice's totals in paise (spec 000 §3 Invoices). */
export interface InvoiceTotals {
  /** The lines' amounts before service charge. */
  chargeable: Paise;
  service_charge: Paise;
  /** chargeable + service charge: the value of supply GST is levied on (CGST Act s. 15). */
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  gst: Paise;
  /** The part of `gst` the recipient pays under reverse charge: not charged by the supplier. */
  reverse_charge_tax: Paise;
  /** taxable + gst − reverse_charge_tax: what the recipient pays the supplier. */
  payable: Paise;
}

export interface ComputedInvoice {
  intraState: boolean;
  lines: InvoiceLine[];
  taxes: TaxGroup[];
  totals: InvoiceTotals;
}

/**
 * Computes an invoice (invoices README "The maths"): each line `rate × quantity` rounded to
 * the paisa, its service charge rounded to the paisa, GST on each (SAC/HSN, rate) group's
 * taxable value — CGST and SGST each at half the rate and rounded on their own, or IGST at
 * the rate — and totals that are sums of the rounded parts, so they always add up. A group
 * under reverse charge shows its tax, which the recipient pays the government: the amount
 * payable to the supplier leaves it out.
 */
export function computeInvoice(input: InvoiceInput): ComputedInvoice {
  const { intraState } = input;
  const lines = input.lines.map((line): InvoiceLine => {
    const amount = lineAmount(line);
    const serviceCharge = percentOf(amount, input.serviceChargePercent, 'service charge');
    return {
      kind: line.kind,
      description: line.description,
      sac_code: line.sacCode,
      hsn_code: line.hsnCode,
      unit: line.unit,
      quantity: quantityValue(line.quantity),
      rate: line.rate,
      tax_rate: line.taxRate,
      amount,
      service_charge: serviceCharge,
      taxable: amount + serviceCharge,
      refs: line.refs,
    };
  });
  const taxes = taxGroups(lines, intraState, new Set(input.reverseChargeSacs ?? []));
  const sum = <Item>(items: readonly Item[], of: (item: Item) => Paise) =>
    items.reduce((total, item) => total + of(item), 0);
  const chargeable = sum(lines, (line) => line.amount);
  const serviceCharge = sum(lines, (line) => line.service_charge);
  const cgst = sum(taxes, (group) => group.cgst);
  const sgst = sum(taxes, (group) => group.sgst);
  const igst = sum(taxes, (group) => group.igst);
  const taxable = chargeable + serviceCharge;
  const gst = cgst + sgst + igst;
  const reverseChargeTax = sum(
    taxes.filter((group) => group.reverse_charge),
    (group) => group.cgst + group.sgst + group.igst,
  );
  return {
    intraState,
    lines,
    taxes,
    totals: {
      chargeable,
      service_charge: serviceCharge,
      taxable,
      cgst,
      sgst,
      igst,
      gst,
      reverse_charge_tax: reverseChargeTax,
      payable: taxable + gst - reverseChargeTax,
    },
  };
}

function taxGroups(
  lines: readonly InvoiceLine[],
  intraState: boolean,
  reverseChargeSacs: ReadonlySet<string>,
): TaxGroup[] {
  const groups = new Map<string, TaxGroup>();
  for (const line of lines) {
    const key = `${line.sac_code ?? ''}\u0000${line.hsn_code ?? ''}\u0000${line.tax_rate}`;
    const group = groups.get(key) ?? {
      sac_code: line.sac_code,
      hsn_code: line.hsn_code,
      tax_rate: line.tax_rate,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      reverse_charge: line.sac_code !== null && reverseChargeSacs.has(line.sac_code),
    };
    group.taxable += line.taxable;
    groups.set(key, group);
  }
  for (const group of groups.values())
    Object.assign(group, groupTax(group.taxable, group.tax_rate, intraState));
  return [...groups.values()];
}

/**
 * The tax of a taxable value at a rate: CGST and SGST at half the rate each within a state,
 * each rounded on its own as both are shown and paid apart, or IGST at the rate across.
 */
export function groupTax(taxablePaise: Paise, taxRate: number, intraState: boolean) {
  const rate = scaled(taxRate, 100, 'tax rate');
  const taxable = BigInt(taxablePaise);
  if (!intraState)
    return { cgst: 0, sgst: 0, igst: Number(divideRounded(taxable * rate, BigInt(percentScale))) };
  const half = Number(divideRounded(taxable * rate, BigInt(percentScale) * 2n));
  return { cgst: half, sgst: half, igst: 0 };
}
