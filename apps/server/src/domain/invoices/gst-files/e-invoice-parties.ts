import { invoiceMessages } from '@muster/protocol';
import type { InvoiceParticulars } from '../document/view.js';
import { registeredStateCode } from '../rules/place-of-supply.js';
import { recipientGstin } from './filed-invoice.js';

/** What an e-invoice of an invoice or of a note reads of its parties (document/view.ts). */
export type EInvoiceParties = Pick<InvoiceParticulars, 'supplier' | 'recipient' | 'place_of_supply'>;

const pinPattern = /^[1-9]\d{5}$/;

/**
 * Why a document of these parties gets no e-invoice on its date, else null: its supplier does
 * not e-invoice yet (CGST Rules r. 48(4) binds a notified class of persons from its day, the
 * business's `e_invoicing_from`), the recipient is not registered (no B2B), or a field the
 * schema requires is missing (named by its path).
 */
export function partiesRefusal(
  parties: EInvoiceParties,
  document: { number: string; issued: Date; codes: (string | null)[] },
  eInvoicingFrom: Date | null,
): string | null {
  const { supplier, recipient, place_of_supply } = parties;
  if (!eInvoicingFrom || document.issued < eInvoicingFrom)
    return `${invoiceMessages.eInvoiceNotObliged}: ${document.number}`;
  if (!recipient || !recipientGstin(parties)) return `${invoiceMessages.eInvoiceNotB2B}: ${document.number}`;
  const missing = [
    !supplier.gstin && 'SellerDtls.Gstin',
    !supplier.address && 'SellerDtls.Addr1',
    !supplier.city && 'SellerDtls.Loc',
    !pinPattern.test(supplier.pincode ?? '') && 'SellerDtls.Pin',
    !registeredStateCode(supplier) && 'SellerDtls.Stcd',
    !recipient.address && 'BuyerDtls.Addr1',
    !recipient.city && 'BuyerDtls.Loc',
    !place_of_supply.code && 'BuyerDtls.Pos',
    document.codes.some((code) => !code) && 'ItemList.HsnCd',
  ].filter((field): field is string => Boolean(field));
  return missing.length
    ? `${invoiceMessages.eInvoiceMissing}: ${document.number} (${missing.join(', ')})`
    : null;
}

/** The schema's `SellerDtls` and `BuyerDtls` (INV-01 v1.1) of the document's parties. */
export function eInvoicePartyDetails({ supplier, recipient, place_of_supply }: EInvoiceParties) {
  const pin = (pincode: string | null) => (pincode && pinPattern.test(pincode) ? Number(pincode) : undefined);
  return {
    SellerDtls: {
      Gstin: supplier.gstin ?? '',
      LglNm: supplier.name,
      Addr1: supplier.address ?? '',
      Loc: supplier.city ?? '',
      Pin: pin(supplier.pincode),
      Stcd: registeredStateCode(supplier) ?? '',
    },
    BuyerDtls: {
      Gstin: recipient?.gstin ?? '',
      LglNm: recipient?.name ?? '',
      Pos: place_of_supply.code ?? '',
      Addr1: recipient?.address ?? '',
      Loc: recipient?.city ?? '',
      Pin: pin(recipient?.pincode ?? null),
      Stcd: (recipient && registeredStateCode(recipient)) ?? '',
    },
  };
}
