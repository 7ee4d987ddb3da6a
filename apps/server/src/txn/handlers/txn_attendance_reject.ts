import { attendanceMessages, attendanceRejectTxn } from '@muster/protocol';
import { planRejection } from '../../domain/attendance/approval/index.js';
import { runApprovalTxn } from '../../domain/attendance/approval/run.js';
import { handleTxn } from '../types.js';

/** Reject the selected attendance cells (spec 001 §4). */
export const txnAttendanceReject = handleTxn(attendanceRejectTxn, (call, server) =>
  runApprovalTxn(call, server, {
    name: attendanceRejectTxn.name,
    status: 'rejected' as const,
    plan: (cells) => planRejection(cells),
    done: attendanceMessages.rejected,
    skipped: attendanceMessages.alreadyRejected,
  }),
);
