import { attendanceApproveTxn, attendanceMessages } from '@muster/protocol';
import { planApproval } from '../../domain/attendance/approval/index.js';
import { runApprovalTxn } from '../../domain/attendance/approval/run.js';
import { handleTxn } from '../types.js';

/** Approve (or settle, with status settled) the selected attendance cells (spec 001 §4). */
export const txnAttendanceApprove = handleTxn(attendanceApproveTxn, (call, server) =>
  runApprovalTxn(call, server, {
    name: attendanceApproveTxn.name,
    status: call.params.status,
    plan: planApproval,
    done: attendanceMessages.approved,
    skipped: attendanceMessages.alreadyApproved,
  }),
);
