import { z } from 'zod';
import { declareTxn, replyOf } from './declare.js';

/** A printed document as its txn answers it: the HTML the HtmlTemplate tab shows, or its PDF. */
export interface DocumentRecord {
  uconst: string;
  fileName: string;
  title: string;
  html?: string;
  /** The PDF of that very HTML, base64. */
  pdf_base64?: string;
}

/** Which document, in which language, as HTML or PDF (spec 000 §7: uconst → html and fileName). */
export const documentParamsSchema = z
  .object({
    uconst: z.string().min(1).max(200),
    language: z.enum(['eng', 'fr', 'hin', 'ben']).default('eng'),
    format: z.enum(['html', 'pdf']).default('html'),
  })
  .strict();

/** `txn_<folder>_get_<document>`: one printed document of a folder by its reference. */
export const getDocumentTxn = (name: string, folder: string, refusal: string) =>
  declareTxn({
    name,
    folder,
    op: 'R',
    params: documentParamsSchema,
    refusal,
    reply: replyOf<DocumentRecord>(),
  });
