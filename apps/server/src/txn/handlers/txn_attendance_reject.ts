import { attendanceMessages } from '@muster/protocol';
import { parseRejectParams, planRejection } from '../../attendance/approval/index.js';
import { runApprovalTxn } from '../../attendance/approval/run.js';
import type { TxnHandler } from '../types.js';

/** Reject the selected attendance cells (spec 001 §4). */
export const txnAttendanceReject: TxnHandler = {
  name: 'txn_attendance_reject',
  run: (request, server) =>
    runApprovalTxn(request, server, {
      name: 'txn_attendance_reject',
      parse: parseRejectParams,
      defaultStatus: 'rejected' as const,
      plan: (cells) => planRejection(cells),
      done: attendanceMessages.rejected,
      skipped: attendanceMessages.alreadyRejected,
    }),
};
