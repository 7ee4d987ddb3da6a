import { toRupees } from '../rules/index.js';
import { eInvoicePartyDetails, partiesRefusal } from './e-invoice-parties.js';
import { codeOf, type FiledNote, filedDate } from './filed-invoice.js';

/** A note as its e-invoice reads it: the note with the invoice it corrects, and why it was issued. */
export interface FiledNoteDocument extends FiledNote {
  reason: string;
}

/**
 * A credit or debit note's e-invoice (invoices README "Credit and debit notes"): INV-01 v1.1
 * with `DocDtls.Typ` 'CRN' or 'DBN' (the schema's document types; CGST Rules r. 48(4) covers
 * notes as invoices) and the invoice it corrects in `RefDtls.PrecDocDtls` — its number and
 * date, which a note must carry (CGST Rules r. 53(1A)(g)). Each tax group the note corrects
 * is an item: its taxable value at the group's rate, the tax as the note computed it; the
 * note is under reverse charge when its groups were. Refused, with why, as an invoice's is: not obliged
 * on the note's date, an unregistered recipient, a missing field.
 */
export function noteEInvoice(
  note: FiledNoteDocument,
  eInvoicingFrom: Date | null,
): { json: ReturnType<typeof noteEInvoiceJson> } | { refusal: string } {
  const { particulars } = note;
  const refusal = partiesRefusal(
    particulars,
    { number: note.note_no, issued: note.issued, codes: particulars.lines.map(codeOf) },
    eInvoicingFrom,
  );
  if (refusal) return { refusal };
  return { json: noteEInvoiceJson(note) };
}

function noteEInvoiceJson(note: FiledNoteDocument) {
  const { particulars } = note;
  // the schema's texts are 3 characters at least, a reason may be shorter: the kind leads
  const remark = `${note.kind === 'credit' ? 'Credit' : 'Debit'} note on ${note.invoice.invoice_no}: ${note.reason}`;
  return {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: 'B2B',
      RegRev: particulars.reverse_charge ? 'Y' : 'N',
      IgstOnIntra: 'N',
    },
    DocDtls: {
      Typ: note.kind === 'credit' ? 'CRN' : 'DBN',
      No: note.note_no,
      Dt: filedDate(note.issued_day, '/'),
    },
    ...eInvoicePartyDetails(particulars),
    RefDtls: {
      InvRm: remark.slice(0, 100),
      PrecDocDtls: [{ InvNo: note.invoice.invoice_no, InvDt: filedDate(note.invoice.issued_day, '/') }],
    },
    ItemList: particulars.lines.map((line, index) => ({
      SlNo: String(index + 1),
      PrdDesc: remark.slice(0, 300),
      IsServc: codeOf(line)?.startsWith('99') ? 'Y' : 'N',
      HsnCd: codeOf(line) ?? '',
      Qty: 1,
      Unit: 'OTH',
      UnitPrice: toRupees(line.taxable),
      TotAmt: toRupees(line.taxable),
      AssAmt: toRupees(line.taxable),
      GstRt: line.tax_rate,
      IgstAmt: toRupees(line.igst),
      CgstAmt: toRupees(line.cgst),
      SgstAmt: toRupees(line.sgst),
      TotItemVal: toRupees(line.value),
    })),
    ValDtls: {
      AssVal: toRupees(particulars.taxable),
      CgstVal: toRupees(particulars.cgst),
      SgstVal: toRupees(particulars.sgst),
      IgstVal: toRupees(particulars.igst),
      TotInvVal: toRupees(particulars.value),
    },
  };
}
