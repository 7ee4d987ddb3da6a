import type { GstFile } from '@muster/protocol';

/** An e-invoice JSON as the txn answers it: one GST file the client saves, named by its document. */
export function eInvoiceReply(documentNo: string, json: object) {
  const record: GstFile = {
    fileName: `e-invoice-${documentNo.replaceAll('/', '-')}.json`,
    text: JSON.stringify(json, null, 2),
    invoices: 1,
    problems: [],
  };
  return { records: [JSON.stringify(record)], filename: record.fileName, message: '' };
}
