import { runEditTxn } from '../../attendance/edits/run.js';
import type { TxnHandler } from '../types.js';

/** New edit rows of the grid (Alt+I): as mark, and each names its site and type. */
export const txnAttendanceEditsCreate: TxnHandler = {
  name: 'txn_attendance_edits_create',
  run: (request, server) => runEditTxn(request, server, 'txn_attendance_edits_create'),
};
