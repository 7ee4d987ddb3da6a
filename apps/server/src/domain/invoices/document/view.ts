import type { PayslipLanguage } from '../../payroll/document/index.js';
import { localeOf } from '../../payroll/document/labels.js';
import { monthOf } from '../../payroll/document/view.js';
import type { InvoiceLine, InvoiceTotals, TaxGroup } from '../rules/index.js';
import { amountInWords } from '../rules/index.js';
import { invoiceLabels } from './labels.js';

export interface Party {
  name: string;
  gstin: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  state_name: string | null;
  state_code: string | null;
  bank_name?: string | null;
  bank_account_no?: string | null;
  bank_ifsc?: string | null;
}

/** What generation stored for the document (write-invoice.ts `particulars`). */
export interface InvoiceParticulars {
  supplier: Party;
  recipient: Party | null;
  place_of_supply: { name: string | null; code: string | null };
  intra_state: boolean;
  /** The reverse-charge entries its lines fall under (absent on invoices issued before issue #31). */
  reverse_charge?: { code: string; source: string }[];
  service_charge_percent: number;
  lines: InvoiceLine[];
  taxes: TaxGroup[];
  totals: InvoiceTotals;
  unapproved_days: number;
}

/** An invoice as the document reads it (load.ts). */
export interface StoredInvoice {
  uconst: string;
  invoice_no: string;
  invoice_month: Date;
  creation_date: Date;
  contract_name: string;
  status: string | null;
  cancel_reason: string | null;
  particulars: InvoiceParticulars;
  /** The payment record (issue #31 item 8): null until the principal employer pays; rupees. */
  payment_date: Date | null;
  payment_reference: string | null;
  tds_section: string | null;
  tds_rate: number | null;
  tds_amount: number | null;
  amount_paid: number | null;
  /** The contractor's time zone (partners.time_zone): the invoice's dates and month are its. */
  time_zone: string;
}

/**
 * What the invoice template reads, in one language: the particulars a tax invoice carries
 * (CGST Rules r. 46: supplier's and recipient's names, addresses and GSTINs, number and date,
 * SAC/HSN, quantity, unit, taxable value, rate and amount of each tax, place of supply with
 * its state, reverse charge) and the total in words. Amounts come from paise, as stored.
 */
export function invoiceView(invoice: StoredInvoice, language: PayslipLanguage) {
  const locale = localeOf[language];
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const rupees = (paise: number) => money.format(paise / 100);
  const { particulars } = invoice;
  const { totals } = particulars;
  const reverseCharge = particulars.reverse_charge ?? [];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: invoice.time_zone });
  const label = invoiceLabels[language];
  return {
    language,
    label,
    title: `${invoice.contract_name} ${monthOf(invoice.invoice_month, language, 'short', invoice.time_zone)}`,
    invoice_no: invoice.invoice_no,
    invoice_date: date.format(invoice.creation_date),
    month: monthOf(invoice.invoice_month, language, 'long', invoice.time_zone),
    contract: invoice.contract_name,
    supplier: particulars.supplier,
    recipient: particulars.recipient,
    place_of_supply: particulars.place_of_supply,
    reverse_charge: reverseCharge.length ? label.yes : label.no,
    reverse_charge_note: reverseCharge.length
      ? { sources: reverseCharge.map((entry) => entry.source).join('; ') }
      : null,
    cancelled: invoice.status === 'cancelled' ? { reason: invoice.cancel_reason ?? '' } : null,
    payment: invoice.payment_date
      ? {
          date: date.format(invoice.payment_date),
          reference: invoice.payment_reference ?? '',
          section: invoice.tds_section ?? '',
          rate: figure.format((invoice.tds_rate ?? 0) * 100),
          tds: money.format(invoice.tds_amount ?? 0),
          paid: money.format(invoice.amount_paid ?? 0),
        }
      : null,
    intra_state: particulars.intra_state ? { yes: true } : null,
    inter_state: particulars.intra_state ? null : { yes: true },
    lines: particulars.lines.map((line, index) => ({
      index: index + 1,
      description: line.description,
      sac: line.sac_code ?? line.hsn_code ?? '',
      quantity: figure.format(line.quantity),
      unit: line.unit,
      rate: money.format(line.rate),
      amount: rupees(line.amount),
    })),
    taxes: particulars.taxes.map((group) => ({
      sac: `${group.sac_code ?? group.hsn_code ?? ''}${group.reverse_charge ? ' (RCM)' : ''}`,
      taxable: rupees(group.taxable),
      rate: figure.format(group.tax_rate),
      half_rate: figure.format(group.tax_rate / 2),
      cgst: rupees(group.cgst),
      sgst: rupees(group.sgst),
      igst: rupees(group.igst),
    })),
    service_charge_percent: figure.format(particulars.service_charge_percent),
    totals: {
      chargeable: rupees(totals.chargeable),
      service_charge: rupees(totals.service_charge),
      taxable: rupees(totals.taxable),
      cgst: rupees(totals.cgst),
      sgst: rupees(totals.sgst),
      igst: rupees(totals.igst),
      gst: rupees(totals.gst),
      payable: rupees(totals.payable),
    },
    reverse_charge_tax: totals.reverse_charge_tax ? { amount: rupees(totals.reverse_charge_tax) } : null,
    in_words: amountInWords(totals.payable),
    unapproved: particulars.unapproved_days ? { days: particulars.unapproved_days } : null,
  };
}
