export { type EInvoiceResult, eInvoice } from './e-invoice.js';
export type { FiledInvoice, FiledNote } from './filed-invoice.js';
export { type Gstr1Input, gstr1, gstr1Version } from './gstr1.js';
export { loadFiledInvoice, loadFilingBusiness, loadPeriodInvoices, loadPeriodNotes } from './load.js';
