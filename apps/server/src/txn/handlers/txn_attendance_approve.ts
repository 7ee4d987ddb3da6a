import { attendanceMessages } from '@muster/protocol';
import { parseApproveParams, planApproval } from '../../attendance/approval/index.js';
import { runApprovalTxn } from '../../attendance/approval/run.js';
import type { TxnHandler } from '../types.js';

/** Approve (or settle, with status settled) the selected attendance cells (spec 001 §4). */
export const txnAttendanceApprove: TxnHandler = {
  name: 'txn_attendance_approve',
  run: (request, server) =>
    runApprovalTxn(request, server, {
      name: 'txn_attendance_approve',
      parse: parseApproveParams,
      defaultStatus: 'final_approved',
      plan: planApproval,
      done: attendanceMessages.approved,
      skipped: attendanceMessages.alreadyApproved,
    }),
};
