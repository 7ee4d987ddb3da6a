import { type NamedTxns, namedTxns } from '@muster/protocol';
import { folderExportTxns } from '../exports/index.js';
import { genericFolderTxns } from '../generic/index.js';
import type { TxnHandler, TxnResolver } from '../types.js';
import { workflowTxns } from '../workflow/index.js';
import { txnAllocationsEdits } from './txn_allocations_edits.js';
import { txnAllocationsListByEmployee } from './txn_allocations_list_by_employee.js';
import { txnAttendanceApprove } from './txn_attendance_approve.js';
import { txnAttendanceEditsCreate } from './txn_attendance_edits_create.js';
import { txnAttendanceEditsMark } from './txn_attendance_edits_mark.js';
import { txnAttendanceListWithSummary } from './txn_attendance_list_with_summary.js';
import { txnAttendancePhoneDecide } from './txn_attendance_phone_decide.js';
import { txnAttendancePhonePunch } from './txn_attendance_phone_punch.js';
import { txnAttendancePhoneStatus } from './txn_attendance_phone_status.js';
import { txnAttendanceReject } from './txn_attendance_reject.js';
import { txnAuditExport } from './txn_audit_export.js';
import { txnAuditHistory } from './txn_audit_history.js';
import { txnBulkUploadCreate } from './txn_bulk_upload_create.js';
import { txnBulkUploadTemplate } from './txn_bulk_upload_template.js';
import { txnBusinessesList } from './txn_businesses_list.js';
import { txnBusinessesSignUp } from './txn_businesses_sign_up.js';
import { txnCompiledFoldersGet } from './txn_compiled_folders_get.js';
import { txnComplianceScorecard } from './txn_compliance_scorecard.js';
import { txnContractsRecalculate } from './txn_contracts_recalculate.js';
import { txnDevicesIssueKey } from './txn_devices_issue_key.js';
import { txnDevicesReloadUsers } from './txn_devices_reload_users.js';
import { txnDevicesSyncTime } from './txn_devices_sync_time.js';
import { txnDutyChartsSave } from './txn_duty_charts_save.js';
import { txnDutyChartsWeek } from './txn_duty_charts_week.js';
import { txnEmployeesList } from './txn_employees_list.js';
import { txnInvoicesCancel } from './txn_invoices_cancel.js';
import { txnInvoicesEInvoice } from './txn_invoices_e_invoice.js';
import { txnInvoicesGenerate } from './txn_invoices_generate.js';
import { txnInvoicesGetInvoice } from './txn_invoices_get_invoice.js';
import { txnInvoicesGetNote } from './txn_invoices_get_note.js';
import { txnInvoicesGstr1 } from './txn_invoices_gstr1.js';
import { txnInvoicesIssueNote } from './txn_invoices_issue_note.js';
import { txnInvoicesNoteEInvoice } from './txn_invoices_note_e_invoice.js';
import { txnInvoicesNotes } from './txn_invoices_notes.js';
import { txnInvoicesRecordPayment } from './txn_invoices_record_payment.js';
import { txnInvoicesReviewDocuments } from './txn_invoices_review_documents.js';
import { txnInvoicesUploadDocuments } from './txn_invoices_upload_documents.js';
import { txnLeavesDelete } from './txn_leaves_delete.js';
import { txnMonthCloseClose } from './txn_month_close_close.js';
import { txnMonthCloseLocks } from './txn_month_close_locks.js';
import { txnMonthCloseReopen } from './txn_month_close_reopen.js';
import { txnMonthCloseStatus } from './txn_month_close_status.js';
import { txnOtpSend } from './txn_otp_send.js';
import { txnOtpVerify } from './txn_otp_verify.js';
import { txnPayslipsApprove } from './txn_payslips_approve.js';
import { txnPayslipsEmploymentCard } from './txn_payslips_employment_card.js';
import { txnPayslipsEpfEcr } from './txn_payslips_epf_ecr.js';
import { txnPayslipsEsiSheet } from './txn_payslips_esi_sheet.js';
import { txnPayslipsForm24q } from './txn_payslips_form_24q.js';
import { txnPayslipsGenerate } from './txn_payslips_generate.js';
import { txnPayslipsGetForm16 } from './txn_payslips_get_form16.js';
import { txnPayslipsGetPayslip } from './txn_payslips_get_payslip.js';
import { txnPayslipsInputs } from './txn_payslips_inputs.js';
import { txnPayslipsRecordPayment } from './txn_payslips_record_payment.js';
import { txnPayslipsSend } from './txn_payslips_send.js';
import { txnPayslipsWageSlip } from './txn_payslips_wage_slip.js';
import { txnReportsExportReport } from './txn_reports_export_report.js';
import { txnReportsGetReport } from './txn_reports_get_report.js';
import { txnSalaryStructuresCopy } from './txn_salary_structures_copy.js';
import { txnSettlementsGetStatement } from './txn_settlements_get_statement.js';
import { txnSettlementsRecompute } from './txn_settlements_recompute.js';
import { txnShowLeavesQuota } from './txn_show_leaves_quota.js';
import { txnUnmatchedPunchesApply } from './txn_unmatched_punches_apply.js';
import { txnUserLogin } from './txn_user_login.js';
import { txnUserLogout } from './txn_user_logout.js';
import { txnUserPasswordChange } from './txn_user_password_change.js';
import { txnUserPasswordRecover } from './txn_user_password_recover.js';
import { txnWorkflowsSave } from './txn_workflows_save.js';

/** A handler for each of protocol's named txns: one missing, or bound to another declaration, does not compile. */
export type NamedTxnHandlers = { readonly [Key in keyof NamedTxns]: TxnHandler<NamedTxns[Key]> };

export const namedTxnHandlers: NamedTxnHandlers = {
  userLogin: txnUserLogin,
  userLogout: txnUserLogout,
  compiledFoldersGet: txnCompiledFoldersGet,
  otpSend: txnOtpSend,
  otpVerify: txnOtpVerify,
  businessesSignUp: txnBusinessesSignUp,
  userPasswordRecover: txnUserPasswordRecover,
  userPasswordChange: txnUserPasswordChange,
  employeesList: txnEmployeesList,
  businessesList: txnBusinessesList,
  attendanceListWithSummary: txnAttendanceListWithSummary,
  attendanceApprove: txnAttendanceApprove,
  attendanceReject: txnAttendanceReject,
  attendanceEditsMark: txnAttendanceEditsMark,
  attendanceEditsCreate: txnAttendanceEditsCreate,
  attendancePhonePunch: txnAttendancePhonePunch,
  attendancePhoneStatus: txnAttendancePhoneStatus,
  attendancePhoneDecide: txnAttendancePhoneDecide,
  devicesIssueKey: txnDevicesIssueKey,
  devicesSyncTime: txnDevicesSyncTime,
  devicesReloadUsers: txnDevicesReloadUsers,
  unmatchedPunchesApply: txnUnmatchedPunchesApply,
  contractsRecalculate: txnContractsRecalculate,
  payslipsGenerate: txnPayslipsGenerate,
  invoicesGenerate: txnInvoicesGenerate,
  invoicesGetInvoice: txnInvoicesGetInvoice,
  invoicesUploadDocuments: txnInvoicesUploadDocuments,
  invoicesReviewDocuments: txnInvoicesReviewDocuments,
  invoicesCancel: txnInvoicesCancel,
  invoicesRecordPayment: txnInvoicesRecordPayment,
  invoicesGstr1: txnInvoicesGstr1,
  invoicesEInvoice: txnInvoicesEInvoice,
  invoicesIssueNote: txnInvoicesIssueNote,
  invoicesNoteEInvoice: txnInvoicesNoteEInvoice,
  invoicesNotes: txnInvoicesNotes,
  invoicesGetNote: txnInvoicesGetNote,
  payslipsApprove: txnPayslipsApprove,
  payslipsRecordPayment: txnPayslipsRecordPayment,
  payslipsGetPayslip: txnPayslipsGetPayslip,
  payslipsWageSlip: txnPayslipsWageSlip,
  payslipsEmploymentCard: txnPayslipsEmploymentCard,
  payslipsInputs: txnPayslipsInputs,
  payslipsSend: txnPayslipsSend,
  payslipsEpfEcr: txnPayslipsEpfEcr,
  payslipsEsiSheet: txnPayslipsEsiSheet,
  payslipsForm24q: txnPayslipsForm24q,
  payslipsGetForm16: txnPayslipsGetForm16,
  workflowSave: txnWorkflowsSave,
  salaryStructureCopy: txnSalaryStructuresCopy,
  allocationsListByEmployee: txnAllocationsListByEmployee,
  allocationsEdits: txnAllocationsEdits,
  dutyChartsWeek: txnDutyChartsWeek,
  dutyChartsSave: txnDutyChartsSave,
  showLeavesQuota: txnShowLeavesQuota,
  leavesDelete: txnLeavesDelete,
  reportsGetReport: txnReportsGetReport,
  reportsExportReport: txnReportsExportReport,
  bulkUploadCreate: txnBulkUploadCreate,
  bulkUploadTemplate: txnBulkUploadTemplate,
  monthCloseStatus: txnMonthCloseStatus,
  monthCloseClose: txnMonthCloseClose,
  monthCloseReopen: txnMonthCloseReopen,
  monthCloseLocks: txnMonthCloseLocks,
  complianceScorecard: txnComplianceScorecard,
  auditHistory: txnAuditHistory,
  auditExport: txnAuditExport,
  settlementsRecompute: txnSettlementsRecompute,
  settlementsGetStatement: txnSettlementsGetStatement,
};

/**
 * Every named txn the server answers, by its declaration's name. Two declarations of one
 * shape (the statutory files) type-check in each other's place: the run time checks that
 * each handler answers its own declaration.
 */
export const handlers: ReadonlyMap<string, TxnHandler> = new Map(
  (Object.keys(namedTxns) as (keyof NamedTxns)[]).map((key): [string, TxnHandler] => {
    const handler: TxnHandler = namedTxnHandlers[key];
    if (handler.spec !== namedTxns[key])
      throw new Error(`the handler of ${key} answers ${handler.spec.name}, not ${namedTxns[key].name}`);
    return [handler.spec.name, handler];
  }),
);

const namedTxnResolver: TxnResolver = (name) => handlers.get(name) ?? null;

/**
 * The one place handlers are registered: named handlers first, then the families, in
 * order (a family's resolver answers only the names it knows).
 */
export const txnResolvers: readonly TxnResolver[] = [
  namedTxnResolver,
  genericFolderTxns,
  folderExportTxns,
  workflowTxns,
];

/** The handler of a txn name, or null when the server answers no such txn. */
export function resolveTxn(name: string, server: Parameters<TxnResolver>[1]): TxnHandler | null {
  for (const resolve of txnResolvers) {
    const handler = resolve(name, server);
    if (handler) return handler;
  }
  return null;
}
