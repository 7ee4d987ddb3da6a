import { invoiceMessages } from '@muster/protocol';
import type { InvoiceParticulars } from '../document/view.js';
import {
  divideRounded,
  type InvoiceLine,
  percentScale,
  scaled,
  type TaxGroup,
  toRupees,
} from '../rules/index.js';
import { eInvoicePartyDetails, partiesRefusal } from './e-invoice-parties.js';
import { chargeOf, codeOf, type FiledInvoice, filedDate, invoiceValue } from './filed-invoice.js';

/**
 * An invoice's e-invoice (invoices README "GST files"): the JSON the Invoice Registration
 * Portal takes, NIC's schema INV-01 version 1.1 (CGST Rules r. 48(4)). Each line is an item
 * (`UnitPrice × Qty = TotAmt`); a line's service charge, part of the value of supply (CGST
 * Act s. 15), is its own item under the same SAC, since the schema's `OthChrg` is added after
 * tax. A tax group's CGST, SGST or IGST is shared among its items by their taxable value, the
 * last item taking what the others' rounding left, so the items add up to the invoice's own
 * tax to the paisa. Refused, with why: a cancelled invoice, an invoice dated before its
 * supplier's e-invoicing applies (the business's `e_invoicing_from`, set when its aggregate
 * turnover passes the notified threshold), a supply to an unregistered recipient (no B2B),
 * reverse-charge and other supplies on one invoice, a missing field.
 */
export type EInvoiceResult = { json: ReturnType<typeof eInvoiceJson> } | { refusal: string };

export function eInvoice(invoice: FiledInvoice, eInvoicingFrom: Date | null): EInvoiceResult {
  const { particulars } = invoice;
  if (invoice.status === 'cancelled')
    return { refusal: `${invoiceMessages.eInvoiceCancelled}: ${invoice.invoice_no}` };
  const refusal = partiesRefusal(
    particulars,
    { number: invoice.invoice_no, issued: invoice.issued, codes: particulars.lines.map(codeOf) },
    eInvoicingFrom,
  );
  if (refusal) return { refusal };
  if (chargeOf(particulars.taxes) === 'mixed')
    return { refusal: `${invoiceMessages.eInvoiceMixedCharge}: ${invoice.invoice_no}` };
  return { json: eInvoiceJson(invoice) };
}

function eInvoiceJson({ invoice_no, issued_day, particulars }: FiledInvoice) {
  const { totals } = particulars;
  return {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: 'B2B',
      RegRev: chargeOf(particulars.taxes) === 'reverse' ? 'Y' : 'N',
      IgstOnIntra: 'N',
    },
    DocDtls: { Typ: 'INV', No: invoice_no, Dt: filedDate(issued_day, '/') },
    ...eInvoicePartyDetails(particulars),
    ItemList: items(particulars).map((item, index) => ({
      SlNo: String(index + 1),
      PrdDesc: item.description,
      IsServc: item.code.startsWith('99') ? 'Y' : 'N',
      HsnCd: item.code,
      Qty: item.quantity,
      Unit: 'OTH',
      UnitPrice: item.unitPrice,
      TotAmt: toRupees(item.amount),
      AssAmt: toRupees(item.amount),
      GstRt: item.rate,
      IgstAmt: toRupees(item.igst),
      CgstAmt: toRupees(item.cgst),
      SgstAmt: toRupees(item.sgst),
      TotItemVal: toRupees(item.amount + item.igst + item.cgst + item.sgst),
    })),
    ValDtls: {
      AssVal: toRupees(totals.taxable),
      CgstVal: toRupees(totals.cgst),
      SgstVal: toRupees(totals.sgst),
      IgstVal: toRupees(totals.igst),
      TotInvVal: toRupees(invoiceValue(particulars)),
    },
  };
}

interface Item {
  description: string;
  code: string;
  rate: number;
  quantity: number;
  /** Rupees, as the line's rate is. */
  unitPrice: number;
  amount: number;
  igst: number;
  cgst: number;
  sgst: number;
  group: string;
}

const groupKey = (line: Pick<InvoiceLine, 'sac_code' | 'hsn_code' | 'tax_rate'>) =>
  `${line.sac_code ?? ''}\u0000${line.hsn_code ?? ''}\u0000${line.tax_rate}`;

/** The lines as items, each line's service charge an item after it, with the groups' tax shared out. */
function items(particulars: InvoiceParticulars): Item[] {
  const list: Item[] = [];
  for (const line of particulars.lines) {
    const base = {
      code: codeOf(line) ?? '',
      rate: line.tax_rate,
      group: groupKey(line),
      igst: 0,
      cgst: 0,
      sgst: 0,
    };
    list.push({
      ...base,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.rate,
      amount: line.amount,
    });
    if (line.service_charge)
      list.push({
        ...base,
        description: `Service charge ${particulars.service_charge_percent}% on ${line.description}`,
        quantity: 1,
        unitPrice: toRupees(line.service_charge),
        amount: line.service_charge,
      });
  }
  for (const group of particulars.taxes)
    shareTax(
      group,
      list.filter((item) => item.group === groupKey(group)),
    );
  return list;
}

/** Each item's part of its group's tax, rounded as the group's is; the last item takes the rest. */
function shareTax(group: TaxGroup, members: Item[]) {
  const rate = scaled(group.tax_rate, 100, 'tax rate');
  for (const head of ['igst', 'cgst', 'sgst'] as const) {
    const divisor = BigInt(percentScale) * (head === 'igst' ? 1n : 2n);
    let left = group[head];
    members.forEach((item, index) => {
      const share =
        index === members.length - 1 ? left : Number(divideRounded(BigInt(item.amount) * rate, divisor));
      item[head] = group[head] ? share : 0;
      left -= share;
    });
  }
}
