import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { progressDoneStage } from '../frames.js';
import { declareTxn, replyOf } from './declare.js';
import { getDocumentTxn } from './documents.js';
import { patchParamsSchema } from './patch.js';
import { monthInstant, pickedIds } from './payroll.js';

/**
 * Invoices' texts (issue #16): each is the English i18n key the client translates. The gate's
 * two are spec 000 §5's words with `{{n}}` for the count; the refusal's data carries `n`.
 */
export const invoiceMessages = {
  invalidRequest: 'Invalid invoice request',
  generationStarted: 'Generation Started',
  allDone: progressDoneStage,
  noContracts: 'No contracts to generate invoices for',
  notGenerated: 'Invoice not generated',
  alreadyIssued: 'invoice {{number}} is issued: cancel it or issue a credit or debit note',
  outsidePeriod: 'the month is outside the contract period',
  gateBlock: "{{n}} document(s) is/are not uploaded/approved yet for previous month's invoice!",
  gateWarn: "{{n}} document(s) is/are not uploaded yet for previous month's invoice, proceed?",
  nothingApproved: 'No approved attendance for {{contract}} in {{month}}',
  selfBilling: '{{business}} cannot invoice itself',
  invoiceNotFound: 'Invoice not found',
  cancelReasonNeeded: 'Please give the reason for cancelling the invoice',
  paymentNeedsApproval: 'Only an approved invoice is paid',
  alreadyPaid: 'This invoice is already paid',
  paymentDateNeeded: 'Please give the payment date',
  notCancellable:
    'Only an invoice not yet approved can be cancelled: correct an approved one by a credit or debit note',
  selectFile: 'Please select file.',
  gstNoGstin: 'The business has no valid GSTIN, so it has no GST file',
  gstMixedCharge:
    'Left out of the GSTR-1 file, reverse-charge and other supplies on one invoice (the portal takes one reverse-charge flag an invoice, so issue them apart)',
  gstNoCode: 'Left out of the GSTR-1 file, a line without SAC or HSN code',
  gstNoB2clLimit:
    'Left out of the GSTR-1 file, an inter-state supply to an unregistered recipient on a day no B2CL limit is recorded for',
  gstNothingIssued: 'No invoice issued in the month, so the GSTR-1 file is a nil return',
  eInvoiceCancelled: 'A cancelled invoice has no e-invoice',
  eInvoiceNotB2B: 'An e-invoice is made for a supply to a registered recipient only',
  eInvoiceMixedCharge:
    'No e-invoice for reverse-charge and other supplies on one invoice (the schema takes one reverse-charge flag a document, so issue them apart)',
  noteAmountNeeded: 'Please give the taxable value of the note, above zero',
  noteExceedsInvoice:
    'A credit note takes off at most what the invoice charged under the code, less earlier credit notes',
  noteReasonNeeded: 'Please give the reason for the note',
  noteGroupUnknown: 'The invoice bills nothing under this SAC or HSN and rate',
  noteGroupTwice: 'A note names each SAC or HSN and rate once',
  noteMixedCharge:
    'A note corrects supplies under reverse charge or other supplies, not both: issue two notes',
  noteNeedsApproval: 'Only an approved invoice is corrected by a note, cancel one not yet approved',
  eInvoiceNotObliged:
    'The business does not issue e-invoices on the date of this invoice (set its e-invoicing date on the business)',
  eInvoiceMissing: 'No e-invoice, the schema needs what the invoice lacks',
  noteNotFound: 'Note not found',
} as const;

/** A month's compliance gate message with its count, as the client shows it untranslated. */
export const gateMessage = (message: string, n: number): string => message.replace('{{n}}', String(n));

/** The contracts picked on the Generate form: one (its docpicker) or several (bulk generate). */
const pickedContracts = z
  .union([pickedIds, z.union([idSchema, z.object({ id: idSchema }).loose()])])
  .transform((value) => (Array.isArray(value) ? value : [typeof value === 'string' ? value : value.id]));

/**
 * `txn_invoices_generate`: the invoices of a month for the picked contracts, as a job. A
 * previous-month document at restriction level 'warn' refuses with `data.confirm` until the
 * user sends `proceed: true`; one at 'block' refuses whatever `proceed` says.
 */
export const invoicesGenerateTxn = declareTxn({
  name: 'txn_invoices_generate',
  screen: 'bulk-generate',
  folder: 'invoices',
  op: 'X',
  params: z
    .object({
      invoice_month: monthInstant,
      contracts_id: pickedContracts,
      proceed: z.boolean().default(false),
      /** Go on although some of the contracts' attendance is unapproved (issue #32 item 2). */
      proceed_unapproved: z.boolean().default(false),
    })
    .strict(),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<{ run_id: string; count_start: number; count_end: number }>(),
});

/** One progress item of a run: the invoice written, or the contract refused (the frame's error). */
export interface InvoiceProgressItem {
  contracts_id: string;
  code: string;
  name: string;
  invoices_id: string | null;
  invoice_no: string | null;
  /**
   * Every invoice the month was billed by: two when reverse-charge supplies are invoiced
   * apart from the others (the first is `invoice_no`).
   */
  invoice_nos: string[];
  /** What the month's invoices ask the recipient to pay together. */
  payable_amount: number | null;
  /** Days of the contract's items in the month not approved, left out of the invoice. */
  unapproved_days: number;
  /** Why no invoice was written, as an i18n key and what it names (the frame's error in English). */
  refusal: { key: string; params: Record<string, string> } | null;
}

/** `txn_invoices_get_invoice`: one invoice as HTML in a language, or as PDF (base64). */
export const invoicesGetInvoiceTxn = getDocumentTxn(
  'txn_invoices_get_invoice',
  'invoices',
  invoiceMessages.invalidRequest,
);

/** A moved approval document, as the two document txns answer. */
export interface InvoiceDocumentMove {
  id: string;
  from: string | null;
  to: string;
}

/** `txn_invoices_upload_documents`: the contractor's file for each listed approval document. */
export const invoicesUploadDocumentsTxn = declareTxn({
  name: 'txn_invoices_upload_documents',
  screen: 'record-approval',
  folder: 'invoices',
  op: 'U',
  params: z.union([
    z
      .object({
        documents: z
          .array(z.object({ id: idSchema, attachment: idSchema.nullable() }).strict())
          .min(1)
          .max(50),
      })
      .strict(),
    // the invoice form's detail row button (spec 000 §7 'Invoice approval': a patch of approval_documents)
    patchParamsSchema('invoices'),
  ]),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<InvoiceDocumentMove>(),
});

/** `txn_invoices_review_documents`: the principal employer approves or rejects approval documents. */
export const invoicesReviewDocumentsTxn = declareTxn({
  name: 'txn_invoices_review_documents',
  screen: 'record-approval',
  folder: 'invoices',
  op: 'U',
  params: z.union([
    z
      .object({
        ids: z.array(idSchema).min(1).max(50),
        action: z.enum(['approve', 'reject']),
        note: z.string().max(500).optional(),
      })
      .strict(),
    // the invoice form's detail row button: a patch setting the documents' status
    patchParamsSchema('invoices'),
  ]),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<InvoiceDocumentMove>(),
});

/**
 * `txn_invoices_cancel`: the contractor cancels an issued invoice not yet approved, giving
 * why (issue #31 item 5): it is kept, marked cancelled with who, when and why, and its month
 * may be billed again under a new number. Takes the invoice and the reason, or the cancel
 * form's patch (`cancel_reason` of the invoice's row).
 */
export const invoicesCancelTxn = declareTxn({
  name: 'txn_invoices_cancel',
  folder: 'invoices',
  op: 'U',
  params: z.union([
    z.object({ id: idSchema, reason: z.string().max(500) }).strict(),
    patchParamsSchema('invoices'),
  ]),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<{ id: string; invoice_no: string; status: 'cancelled' }>(),
});

/**
 * `txn_invoices_record_payment`: the principal employer records paying an approved invoice
 * (issue #31 item 8); the server deducts TDS under s. 194C (or s. 206AA without PAN) at the
 * rate in force on the payment day and keeps the payment record on the invoice. Takes the
 * invoice, day and reference, or the payment form's patch (`payment_date`, `payment_reference`).
 */
export const invoicesRecordPaymentTxn = declareTxn({
  name: 'txn_invoices_record_payment',
  folder: 'invoices',
  op: 'U',
  params: z.union([
    z
      .object({
        id: idSchema,
        payment_date: z.iso.datetime({ offset: true }),
        payment_reference: z.string().max(100),
      })
      .strict(),
    patchParamsSchema('invoices'),
  ]),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<InvoicePayment>(),
});

/** An invoice's payment record: what was paid, and the TDS deducted from it (paise). */
export interface InvoicePayment {
  id: string;
  payment_date: string;
  payment_reference: string;
  tds_section: string;
  tds_rate: number;
  tds_base: number;
  tds_amount: number;
  amount_paid: number;
}

/** A GST file as the client saves it: its name, its JSON text, and what was left out and why. */
export interface GstFile {
  fileName: string;
  text: string;
  /** Invoices in it. */
  invoices: number;
  /** '<reason>: <invoice numbers>' each, the reason an i18n key (nothing is left out silently). */
  problems: string[];
}

/**
 * `txn_invoices_gstr1`: the GSTR-1 of a tax period (the month its invoices were issued in,
 * IST) of the business picked or the user's own, in the GST portal's offline-tool JSON
 * (issue #31 item 7). Built on request from the issued invoices, never kept.
 */
export const invoicesGstr1Txn = declareTxn({
  name: 'txn_invoices_gstr1',
  folder: 'invoices',
  op: 'R',
  params: z.object({ tax_period: monthInstant }).strict(),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<GstFile>(),
});

/** `txn_invoices_e_invoice`: one invoice's e-invoice JSON (NIC schema INV-01 version 1.1). */
export const invoicesEInvoiceTxn = declareTxn({
  name: 'txn_invoices_e_invoice',
  folder: 'invoices',
  op: 'R',
  params: z.object({ uconst: z.string().min(1).max(100) }).strict(),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<GstFile>(),
});

/**
 * `txn_invoices_note_e_invoice`: the e-invoice JSON of a credit or debit note (INV-01 v1.1,
 * 'CRN' or 'DBN', referring to its invoice), by the note's id.
 */
export const invoicesNoteEInvoiceTxn = declareTxn({
  name: 'txn_invoices_note_e_invoice',
  folder: 'invoices',
  op: 'R',
  params: z.object({ id: idSchema }).strict(),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<GstFile>(),
});

/** An invoice's credit and debit notes as its tab lists them, and what a new note may correct (rupees). */
export interface InvoiceNotesRecord {
  /** The invoice's id, which `txn_invoices_issue_note` takes. */
  invoice_id: string;
  /** Whether this user may issue a note on the invoice now (the contractor's admin or HR, approved). */
  may_issue: boolean;
  /** The invoice's tax groups that bill something, with what credit notes already took off each. */
  groups: { code: string; tax_rate: number; taxable: number; credited: number }[];
  notes: {
    id: string;
    note_no: string;
    kind: 'credit' | 'debit';
    issued_at: string;
    reason: string;
    /** The SAC or HSN of each group the note corrects. */
    codes: string[];
    taxable: number;
    value: number;
  }[];
}

/** `txn_invoices_notes`: an invoice's notes, and the tax groups a new note may correct. */
export const invoicesNotesTxn = declareTxn({
  name: 'txn_invoices_notes',
  folder: 'invoices',
  op: 'R',
  params: z.object({ uconst: z.string().min(1).max(100) }).strict(),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<InvoiceNotesRecord>(),
});

/**
 * `txn_invoices_get_note`: a credit or debit note's document (CGST Rules r. 53), HTML in a
 * language or PDF, by the note's id (`uconst`).
 */
export const invoicesGetNoteTxn = getDocumentTxn(
  'txn_invoices_get_note',
  'invoices',
  invoiceMessages.invalidRequest,
);

/**
 * `txn_invoices_issue_note`: the contractor issues a credit or debit note on an issued invoice
 * (issue #31 item 5, CGST Act s. 34): the taxable value it takes off or adds under one of the
 * invoice's SAC/HSN codes and rates (rupees, two decimals), taxed as the invoice was, and why.
 * Numbered in its own series a financial year ('CN/2627/0001', 'DN/2627/0001').
 */
export const invoicesIssueNoteTxn = declareTxn({
  name: 'txn_invoices_issue_note',
  folder: 'invoices',
  op: 'U',
  params: z
    .object({
      id: idSchema,
      kind: z.enum(['credit', 'debit']),
      /** The invoice's tax groups the note corrects (each its SAC or HSN and rate) and its taxable value on each, rupees. */
      lines: z
        .array(
          z
            .object({
              code: z.string().min(4).max(8),
              tax_rate: z.number().min(0).max(100),
              // rupees to the paisa: a finer figure is refused here, never rounded by the server
              taxable: z
                .number()
                .positive()
                .max(1e11)
                .refine((rupees) => Number.isInteger(Number((rupees * 100).toPrecision(15))), {
                  message: 'not rupees to the paisa',
                }),
            })
            .strict(),
        )
        .min(1)
        .max(50),
      reason: z.string().max(500),
    })
    .strict(),
  refusal: invoiceMessages.invalidRequest,
  reply: replyOf<{ id: string; note_no: string; kind: 'credit' | 'debit'; value: number }>(),
});
