export { type EInvoiceResult, eInvoice } from './e-invoice.js';
export { eInvoiceReply } from './e-invoice-reply.js';
export type { FiledInvoice, FiledNote } from './filed-invoice.js';
export { type Gstr1Input, gstr1, gstr1Version } from './gstr1.js';
export {
  loadB2clLimits,
  loadFiledInvoice,
  loadFiledNote,
  loadFilingBusiness,
  loadPeriodInvoices,
  loadPeriodNotes,
} from './load.js';
export { type FiledNoteDocument, noteEInvoice } from './note-e-invoice.js';
