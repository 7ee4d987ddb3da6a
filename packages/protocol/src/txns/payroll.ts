import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { progressDoneStage } from '../frames.js';
import { maxEmployeesPerRequest } from './attendance.js';
import { declareTxn, replyOf } from './declare.js';
import { getDocumentTxn } from './documents.js';
import { folderTxnMessages, workflowActionParamsSchema } from './folders.js';
import { monthKeySchema } from './month-close.js';

/**
 * Payroll's texts (issue #15): each is the English i18n key the client translates. An
 * item's error is '<what failed>: <why>'; the bulk-generate tab shows what follows the
 * first colon (spec 000 §2).
 */
export const payrollMessages = {
  invalidRequest: 'Invalid payroll request',
  generationStarted: 'Generation Started',
  allDone: progressDoneStage,
  notGenerated: 'Payslip not generated',
  payslipApproved: 'its payslip is approved',
  noStructure: 'no salary structure',
  noGross: 'no gross salary',
  structureErrors: 'its salary structure has errors',
  noEmployees: 'No employees to generate payslips for',
  needsPayPeriod: 'Please select pay period!',
  nothingToApprove: 'No payslips to approve in this pay period',
  payslipNotFound: 'Payslip not found',
  noTemplate: 'No print template for payslips',
  templateError: 'The payslip print template has an error',
  pdfUnavailable: 'PDF export is not available: Chromium is not installed on the server',
  noEmail: 'The employee has no e-mail address',
  sent: 'Sent',
  noApprovedPayslips: 'No approved payslips in this month',
  missingNumbers: 'Left out, no UAN or ESIC number',
  /** ESI arrears of a covered month paid where the upload has no row for them (payroll README). */
  esiArrearsLeftOut:
    'ESI on arrears not in the upload, to pay to ESIC apart (not covered or no day paid this month)',
  needsPaymentDay: 'Please give the day the wages were paid',
  paymentBeforeMonthEnd: 'Wages of a month are paid after it ends',
  paymentInFuture: 'The payment day cannot be in the future',
  nothingToRecordPayment: 'No approved payslips in this month to record a payment for',
  paymentRecorded: 'Wage payment recorded',
  /** Live pay asked for an employee whose payslips the user may not read (or none such). */
  noPayToShow: 'No pay to show for this employee',
} as const;

/** Picked docpicker values: each its id, or the record the picker holds (invoices' generate form too). */
export const pickedIds = z
  .array(z.union([idSchema, z.object({ id: idSchema }).loose()]))
  .max(10_000)
  .transform((values) => values.map((value) => (typeof value === 'string' ? value : value.id)));

/** A payroll or invoice month: any instant in it (IST), as the month picker sends it. */
export const monthInstant = z.iso.datetime({ offset: true });

/** `txn_payslips_generate`: the Generate form (payslips.json form 'generate'). */
export const payslipsGenerateTxn = declareTxn({
  name: 'txn_payslips_generate',
  screen: 'bulk-generate',
  folder: 'payslips',
  op: 'X',
  params: z
    .object({
      payroll_month: monthInstant,
      generation_basis: z.enum(['departments', 'employees', 'employee_types']),
      generate_departments: pickedIds.optional(),
      generate_employees: pickedIds.optional(),
      generate_employee_types: pickedIds.optional(),
      /** Go on although some of the month's attendance is unapproved (issue #32 item 2). */
      proceed_unapproved: z.boolean().default(false),
    })
    .strict(),
  refusal: payrollMessages.invalidRequest,
  reply: replyOf<{ run_id: string; count_start: number; count_end: number }>(),
});

/** One progress item of a run: the payslip written, or the employee refused with why. */
export interface PayslipProgressItem {
  employees_id: string;
  code: string;
  name: string;
  payslips_id: string | null;
  net_pay: number | null;
  /** The payslip's payable days: the result table flags 0 days and 0 net (issue #32 item 2). */
  payable_days: number | null;
  /**
   * Wages below the minimum in force for the employee's skill and zone (issue #33 item 3):
   * the minimum due for the payable days and the wages paid, rupees as the finding shows them.
   */
  below_minimum: { due: string; paid: string } | null;
  /**
   * Arrears of a salary revision paid on this payslip (issue #34 item 7): the months `YYYY-MM`
   * they are of and their earnings, rupees; null when none.
   */
  arrears: { months: string[]; amount: string } | null;
  /** Months a revision reaches that pay no arrears, and why (nothing silent). */
  arrears_unpaid: { month: string; why: ArrearsUnpaidReason }[];
}

/** Why a month a salary revision reaches pays no arrears. */
export type ArrearsUnpaidReason = 'no_payslip' | 'not_approved' | 'lowers_pay' | 'no_rate';

/**
 * `txn_payslips_record_payment`: the day a month's wages were paid, recorded on every approved
 * payslip of the month the user's list shows (issue #33 item 4); the reply counts them.
 */
export const payslipsRecordPaymentTxn = declareTxn({
  name: 'txn_payslips_record_payment',
  screen: 'bulk-generate',
  folder: 'payslips',
  op: 'U',
  params: z
    .object({
      payroll_month: monthInstant,
      paid_on: z.iso.datetime({ offset: true }).nullable().optional(),
    })
    .strict(),
  refusal: payrollMessages.invalidRequest,
  reply: replyOf<{ recorded: number; paid_on: string }>(),
});

/** `txn_payslips_get_payslip`: one payslip as HTML in a language, or as PDF (base64). */
export const payslipsGetPayslipTxn = getDocumentTxn(
  'txn_payslips_get_payslip',
  'payslips',
  payrollMessages.invalidRequest,
);

/**
 * `txn_payslips_wage_slip`: a payslip's wage slip in Form XIX of the Contract Labour (R&A)
 * Central Rules, 1971 (rule 78(1)(b)), as HTML in a language or as PDF (base64).
 */
export const payslipsWageSlipTxn = getDocumentTxn(
  'txn_payslips_wage_slip',
  'payslips',
  payrollMessages.invalidRequest,
);

/**
 * `txn_payslips_employment_card`: the worker's employment card in Form XIV of the same Rules
 * (rule 76) as of a payslip's month, as HTML in a language or as PDF (base64).
 */
export const payslipsEmploymentCardTxn = getDocumentTxn(
  'txn_payslips_employment_card',
  'payslips',
  payrollMessages.invalidRequest,
);

/** `txn_payslips_send`: mails each payslip's PDF to its employee. */
export const payslipsSendTxn = declareTxn({
  name: 'txn_payslips_send',
  folder: 'payslips',
  op: 'X',
  params: z
    .object({
      ids: z.array(idSchema).min(1).max(500),
      language: z.enum(['eng', 'fr', 'hin', 'ben']).default('eng'),
    })
    .strict(),
  refusal: payrollMessages.invalidRequest,
  reply: replyOf<{ id: string; sent: boolean; error: string | null }>(),
});

/** A pay period as the approve form sends it: a half-open range of instants. */
const payPeriod = z.tuple([z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true })]);

/**
 * `txn_payslips_approve`: bulk approval of a pay period's payslips (spec 000 §7), or of the
 * selected ones, through the payslips workflow's approve transition.
 */
export const payslipsApproveTxn = declareTxn({
  name: 'txn_payslips_approve',
  screen: 'bulk-generate',
  folder: 'payslips',
  op: 'U',
  params: z.union([z.object({ pay_period: payPeriod.nullable() }).strict(), workflowActionParamsSchema]),
  refusal: folderTxnMessages.invalidAction,
  reply: replyOf<{ id: string; from: string | null; to: string }>(),
});

/**
 * The EPFO combined challan of a wage month, account by account, for the members of its ECR:
 * A/c 1 the employee's and the employer's EPF shares, A/c 2 the administrative charges,
 * A/c 10 the pension (EPS), A/c 21 EDLI, A/c 22 EDLI's administrative charges. Whole rupees.
 */
export interface EpfChallan {
  members: number;
  epfWages: number;
  account1Employee: number;
  account1Employer: number;
  account2Admin: number;
  account10Pension: number;
  account21Edli: number;
  account22EdliAdmin: number;
  total: number;
}

/**
 * `txn_payslips_epf_ecr` (ECR text, with the month's challan) and `txn_payslips_esi_sheet`
 * (the ESIC upload xlsx, its bytes as base64): a month's statutory files.
 */
const statutoryFileTxn = (name: string) =>
  declareTxn({
    name,
    folder: 'payslips',
    op: 'R',
    // its download is recorded for month close, whose screens count it (issue #32 item 1)
    announces: true,
    params: z.object({ payroll_month: monthInstant }).strict(),
    refusal: payrollMessages.invalidRequest,
    reply: replyOf<{
      fileName: string;
      text: string;
      encoding: 'text' | 'base64';
      rows: number;
      missing: string[];
      challan?: EpfChallan;
      /** The ECR's arrear file and its challan, when the month's payslips paid arrears (issue #34 item 7). */
      arrear?: { fileName: string; text: string; rows: number; challan?: EpfChallan };
    }>(),
  });
export const payslipsEpfEcrTxn = statutoryFileTxn('txn_payslips_epf_ecr');
export const payslipsEsiSheetTxn = statutoryFileTxn('txn_payslips_esi_sheet');

/**
 * `txn_payslips_inputs`: every input of one employee's payslip for a month but its attendance
 * (live pay, issue #32 item 4), for the browser to run the payroll rules on the attendance it
 * holds. Only an employee whose payslips the user reads (the payslips policy); any other is
 * `noPayToShow`. The record is `@muster/payroll-rules`' `PayslipInputs`, which protocol, below
 * that package, cannot name: the server builds it typed there and the client reads it so.
 * The batched form (`employees_ids`, a grid page's employees: at most
 * `maxEmployeesPerRequest`) answers one record per employee the user reads, each naming its
 * `employees_id`; the others are left out, as ones that do not exist.
 */
export const payslipsInputsTxn = declareTxn({
  name: 'txn_payslips_inputs',
  folder: 'payslips',
  op: 'R',
  params: z.union([
    z.object({ employees_id: idSchema, month: monthKeySchema }).strict(),
    z
      .object({
        employees_ids: z.array(idSchema).min(1).max(maxEmployeesPerRequest),
        month: monthKeySchema,
      })
      .strict(),
  ]),
  refusal: payrollMessages.invalidRequest,
});
