import { runEditTxn } from '../../attendance/edits/run.js';
import type { TxnHandler } from '../types.js';

/** Mark attendance: manual edits of employees' days (spec 001 §4, §5), recomputed at once. */
export const txnAttendanceEditsMark: TxnHandler = {
  name: 'txn_attendance_edits_mark',
  run: (request, server) => runEditTxn(request, server, 'txn_attendance_edits_mark'),
};
