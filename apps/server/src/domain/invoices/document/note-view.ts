import type { PayslipLanguage } from '../../payroll/document/index.js';
import { localeOf } from '../../payroll/document/labels.js';
import type { StoredNote } from '../notes/load-notes.js';
import { amountInWords } from '../rules/index.js';
import { invoiceLabels } from './labels.js';

/**
 * What the note template reads, in one language (r. 53(1A) particulars): amounts from the
 * paise the note stored, a line a tax group it corrects (its SAC, taxable value and tax: CGST
 * + SGST at half its rate each within the state or IGST across, as the invoice was taxed).
 */
export function noteView(note: StoredNote, language: PayslipLanguage) {
  const locale = localeOf[language];
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const rupees = (paise: number) => money.format(paise / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: note.time_zone });
  const label = invoiceLabels[language];
  const { particulars } = note;
  const documentTitle = note.kind === 'credit' ? label.credit_note : label.debit_note;
  const tax = particulars.cgst + particulars.sgst + particulars.igst;
  return {
    language,
    label,
    title: `${documentTitle} ${note.note_no}`,
    document_title: documentTitle,
    note_no: note.note_no,
    note_date: date.format(new Date(note.issued_at)),
    invoice_no: note.invoice_no,
    invoice_date: date.format(new Date(note.invoice_date)),
    supplier: particulars.supplier,
    recipient: particulars.recipient,
    place_of_supply: particulars.place_of_supply,
    reverse_charge: particulars.reverse_charge ? label.yes : label.no,
    lines: particulars.lines.map((line, index) => ({
      // the reason heads the first line: it is the note's description
      description: index === 0 ? note.reason : '',
      sac: line.code,
      taxable: rupees(line.taxable),
      taxes: particulars.intra_state
        ? [
            { name: label.cgst, rate: figure.format(line.tax_rate / 2), amount: rupees(line.cgst) },
            { name: label.sgst, rate: figure.format(line.tax_rate / 2), amount: rupees(line.sgst) },
          ]
        : [{ name: label.igst, rate: figure.format(line.tax_rate), amount: rupees(line.igst) }],
    })),
    value: rupees(particulars.value),
    in_words: amountInWords(particulars.value),
    // under reverse charge the recipient pays the note's tax to the government, not the supplier
    reverse_charge_note: particulars.reverse_charge ? { amount: rupees(tax) } : null,
  };
}
