import {
  businessesSignUpTxn,
  otpSendTxn,
  otpVerifyTxn,
  userLoginTxn,
  userLogoutTxn,
  userPasswordChangeTxn,
  userPasswordRecoverTxn,
} from './account.js';
import {
  allocationsEditsTxn,
  allocationsListByEmployeeTxn,
  dutyChartsSaveTxn,
  dutyChartsWeekTxn,
} from './allocations.js';
import {
  attendanceApproveTxn,
  attendanceEditsCreateTxn,
  attendanceEditsMarkTxn,
  attendanceListWithSummaryTxn,
  attendanceRejectTxn,
  contractsRecalculateTxn,
  devicesIssueKeyTxn,
} from './attendance.js';
import { auditExportTxn, auditHistoryTxn } from './audit.js';
import { bulkUploadCreateTxn, bulkUploadTemplateTxn } from './bulk-upload.js';
import { complianceScorecardTxn } from './compliance.js';
import type { AnyTxnSpec } from './declare.js';
import { devicesReloadUsersTxn, devicesSyncTimeTxn, unmatchedPunchesApplyTxn } from './devices.js';
import { businessesListTxn, compiledFoldersGetTxn, employeesListTxn } from './folders.js';
import {
  invoicesCancelTxn,
  invoicesEInvoiceTxn,
  invoicesGenerateTxn,
  invoicesGetInvoiceTxn,
  invoicesGetNoteTxn,
  invoicesGstr1Txn,
  invoicesIssueNoteTxn,
  invoicesNoteEInvoiceTxn,
  invoicesNotesTxn,
  invoicesRecordPaymentTxn,
  invoicesReviewDocumentsTxn,
  invoicesUploadDocumentsTxn,
} from './invoices.js';
import { leavesDeleteTxn, showLeavesQuotaTxn } from './leaves.js';
import {
  monthCloseCloseTxn,
  monthCloseLocksTxn,
  monthCloseReopenTxn,
  monthCloseStatusTxn,
} from './month-close.js';
import {
  payslipsApproveTxn,
  payslipsEmploymentCardTxn,
  payslipsEpfEcrTxn,
  payslipsEsiSheetTxn,
  payslipsGenerateTxn,
  payslipsGetPayslipTxn,
  payslipsInputsTxn,
  payslipsRecordPaymentTxn,
  payslipsSendTxn,
  payslipsWageSlipTxn,
} from './payroll.js';
import {
  attendancePhoneDecideTxn,
  attendancePhonePunchTxn,
  attendancePhoneStatusTxn,
} from './phone-punches.js';
import { reportsExportReportTxn, reportsGetReportTxn } from './reports.js';
import { salaryStructureCopyTxn } from './salary-structures.js';
import { settlementsGetStatementTxn, settlementsRecomputeTxn } from './settlements.js';
import { payslipsForm24qTxn, payslipsGetForm16Txn } from './tds.js';
import { workflowSaveTxn } from './workflows.js';

/**
 * Every txn the server answers by its name, each with its own handler (the families the
 * catalogue names, `txn_<folder>_list` and the rest, are answered by one handler each). The
 * server's handler map is typed by this object, so a declaration here without a handler does
 * not compile, as a route without its handler does not in Hono's typed client.
 */
export const namedTxns = {
  userLogin: userLoginTxn,
  userLogout: userLogoutTxn,
  compiledFoldersGet: compiledFoldersGetTxn,
  otpSend: otpSendTxn,
  otpVerify: otpVerifyTxn,
  businessesSignUp: businessesSignUpTxn,
  userPasswordRecover: userPasswordRecoverTxn,
  userPasswordChange: userPasswordChangeTxn,
  employeesList: employeesListTxn,
  businessesList: businessesListTxn,
  attendanceListWithSummary: attendanceListWithSummaryTxn,
  attendanceApprove: attendanceApproveTxn,
  attendanceReject: attendanceRejectTxn,
  attendanceEditsMark: attendanceEditsMarkTxn,
  attendanceEditsCreate: attendanceEditsCreateTxn,
  attendancePhonePunch: attendancePhonePunchTxn,
  attendancePhoneStatus: attendancePhoneStatusTxn,
  attendancePhoneDecide: attendancePhoneDecideTxn,
  devicesIssueKey: devicesIssueKeyTxn,
  devicesSyncTime: devicesSyncTimeTxn,
  devicesReloadUsers: devicesReloadUsersTxn,
  unmatchedPunchesApply: unmatchedPunchesApplyTxn,
  contractsRecalculate: contractsRecalculateTxn,
  payslipsGenerate: payslipsGenerateTxn,
  invoicesGenerate: invoicesGenerateTxn,
  invoicesGetInvoice: invoicesGetInvoiceTxn,
  invoicesUploadDocuments: invoicesUploadDocumentsTxn,
  invoicesReviewDocuments: invoicesReviewDocumentsTxn,
  invoicesCancel: invoicesCancelTxn,
  invoicesRecordPayment: invoicesRecordPaymentTxn,
  invoicesGstr1: invoicesGstr1Txn,
  invoicesEInvoice: invoicesEInvoiceTxn,
  invoicesIssueNote: invoicesIssueNoteTxn,
  invoicesNoteEInvoice: invoicesNoteEInvoiceTxn,
  invoicesNotes: invoicesNotesTxn,
  invoicesGetNote: invoicesGetNoteTxn,
  payslipsApprove: payslipsApproveTxn,
  payslipsRecordPayment: payslipsRecordPaymentTxn,
  payslipsGetPayslip: payslipsGetPayslipTxn,
  payslipsWageSlip: payslipsWageSlipTxn,
  payslipsEmploymentCard: payslipsEmploymentCardTxn,
  payslipsInputs: payslipsInputsTxn,
  payslipsSend: payslipsSendTxn,
  payslipsEpfEcr: payslipsEpfEcrTxn,
  payslipsEsiSheet: payslipsEsiSheetTxn,
  payslipsForm24q: payslipsForm24qTxn,
  payslipsGetForm16: payslipsGetForm16Txn,
  workflowSave: workflowSaveTxn,
  salaryStructureCopy: salaryStructureCopyTxn,
  allocationsListByEmployee: allocationsListByEmployeeTxn,
  allocationsEdits: allocationsEditsTxn,
  dutyChartsWeek: dutyChartsWeekTxn,
  dutyChartsSave: dutyChartsSaveTxn,
  showLeavesQuota: showLeavesQuotaTxn,
  leavesDelete: leavesDeleteTxn,
  reportsGetReport: reportsGetReportTxn,
  reportsExportReport: reportsExportReportTxn,
  bulkUploadCreate: bulkUploadCreateTxn,
  bulkUploadTemplate: bulkUploadTemplateTxn,
  monthCloseStatus: monthCloseStatusTxn,
  monthCloseClose: monthCloseCloseTxn,
  monthCloseReopen: monthCloseReopenTxn,
  monthCloseLocks: monthCloseLocksTxn,
  complianceScorecard: complianceScorecardTxn,
  auditHistory: auditHistoryTxn,
  auditExport: auditExportTxn,
  settlementsRecompute: settlementsRecomputeTxn,
  settlementsGetStatement: settlementsGetStatementTxn,
} as const;

export type NamedTxns = typeof namedTxns;

const declarationsByName = new Map<string, AnyTxnSpec>(
  Object.values(namedTxns).map((spec) => [spec.name, spec]),
);

/** The declaration of a named txn, for a client choosing what an action opens by its properties. */
export const namedTxnDeclaration = (name: string): AnyTxnSpec | undefined => declarationsByName.get(name);
