import { type DocumentRecord, payrollMessages, type ReplyData } from '@muster/protocol';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';

/** A printed document as its txn renders it (a payslip, an invoice). */
export interface RenderedDocument {
  title: string;
  fileName: string;
  html: string;
}

/** A document's PDF, or the refusal saying the server has no Chromium to print it. */
export async function documentPdf(server: ServerContext, html: string): Promise<Buffer> {
  if (!server.pdf.available()) throw new TxnError(payrollMessages.pdfUnavailable);
  return server.pdf.print(html);
}

/**
 * The answer of a `get_<document>` txn (spec 000 §7: uconst → html and fileName): the
 * document's HTML as the HtmlTemplate tab shows it, or the PDF of that very HTML (base64)
 * for the download, so the PDF is what the user saw.
 */
export async function documentReply(
  server: ServerContext,
  uconst: string,
  format: 'html' | 'pdf',
  { title, fileName, html }: RenderedDocument,
): Promise<ReplyData> {
  const record: DocumentRecord =
    format === 'pdf'
      ? { uconst, title, fileName, pdf_base64: (await documentPdf(server, html)).toString('base64') }
      : { uconst, title, fileName, html };
  return { records: [JSON.stringify(record)], filename: fileName };
}
