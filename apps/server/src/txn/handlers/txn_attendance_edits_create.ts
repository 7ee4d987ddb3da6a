import { attendanceEditsCreateTxn } from '@muster/protocol';
import { runEditTxn } from '../../domain/attendance/edits/run.js';
import { handleTxn } from '../types.js';

/** New edit rows of the grid (Alt+I): as mark, and each names its site and type. */
export const txnAttendanceEditsCreate = handleTxn(attendanceEditsCreateTxn, (call, server) =>
  runEditTxn(call, server, { name: attendanceEditsCreateTxn.name, requireSiteAndType: true }),
);
