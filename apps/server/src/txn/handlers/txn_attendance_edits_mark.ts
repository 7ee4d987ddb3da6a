import { attendanceEditsMarkTxn } from '@muster/protocol';
import { runEditTxn } from '../../domain/attendance/edits/run.js';
import { handleTxn } from '../types.js';

/** Mark attendance: manual edits of employees' days (spec 001 §4, §5), recomputed at once. */
export const txnAttendanceEditsMark = handleTxn(attendanceEditsMarkTxn, (call, server) =>
  runEditTxn(call, server, { name: attendanceEditsMarkTxn.name, requireSiteAndType: false }),
);
