import type { PayslipLanguage } from '../../payroll/document/index.js';
import { renderTemplate } from '../../payroll/document/template.js';
import type { StoredNote } from '../notes/load-notes.js';
import { noteTemplate } from './note-template.js';
import { noteView } from './note-view.js';
import { invoiceTemplate } from './template.js';
import { invoiceView, type StoredInvoice } from './view.js';

export { invoiceBusinessHandle, loadInvoiceDocument } from './load.js';
export type { StoredInvoice } from './view.js';

/** An invoice's document in a language: its HTML, the viewer's title and the PDF's file name. */
export function renderInvoice(invoice: StoredInvoice, language: PayslipLanguage) {
  const view = invoiceView(invoice, language);
  return {
    html: renderTemplate(invoiceTemplate, view),
    title: view.title,
    fileName: `${invoice.invoice_no.replaceAll('/', '-')}.pdf`,
  };
}

/** A credit or debit note's document in a language, as an invoice's is rendered. */
export function renderNote(note: StoredNote, language: PayslipLanguage) {
  const view = noteView(note, language);
  return {
    html: renderTemplate(noteTemplate, view),
    title: view.title,
    fileName: `${note.note_no.replaceAll('/', '-')}.pdf`,
  };
}
