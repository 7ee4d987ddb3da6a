import type { TxnHandler } from '../types.js';
import { txnAttendanceApprove } from './txn_attendance_approve.js';
import { txnAttendanceEditsCreate } from './txn_attendance_edits_create.js';
import { txnAttendanceEditsMark } from './txn_attendance_edits_mark.js';
import { txnAttendanceListWithSummary } from './txn_attendance_list_with_summary.js';
import { txnAttendanceReject } from './txn_attendance_reject.js';
import { txnBusinessesList } from './txn_businesses_list.js';
import { txnBusinessesSignUp } from './txn_businesses_sign_up.js';
import { txnCompiledFoldersGet } from './txn_compiled_folders_get.js';
import { txnContractsRecalculate } from './txn_contracts_recalculate.js';
import { txnDevicesIssueKey } from './txn_devices_issue_key.js';
import { txnEmployeesList } from './txn_employees_list.js';
import { txnOtpSend } from './txn_otp_send.js';
import { txnOtpVerify } from './txn_otp_verify.js';
import { txnUserLogin } from './txn_user_login.js';
import { txnUserLogout } from './txn_user_logout.js';
import { txnUserPasswordChange } from './txn_user_password_change.js';
import { txnUserPasswordRecover } from './txn_user_password_recover.js';

/** Every named txn the server answers, by name: the one place a handler is registered. */
export const handlers: ReadonlyMap<string, TxnHandler> = new Map(
  [
    txnUserLogin,
    txnUserLogout,
    txnCompiledFoldersGet,
    txnOtpSend,
    txnOtpVerify,
    txnBusinessesSignUp,
    txnUserPasswordRecover,
    txnUserPasswordChange,
    txnEmployeesList,
    txnBusinessesList,
    txnAttendanceListWithSummary,
    txnAttendanceApprove,
    txnAttendanceReject,
    txnAttendanceEditsMark,
    txnAttendanceEditsCreate,
    txnDevicesIssueKey,
    txnContractsRecalculate,
  ].map((handler) => [handler.name, handler]),
);
