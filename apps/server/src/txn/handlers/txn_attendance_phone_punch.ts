import { attendancePhonePunchTxn, phonePunchMessages } from '@muster/protocol';
import { recordPhonePunch } from '../../domain/attendance/phone/record-punch.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { handleTxn } from '../types.js';

/** Check in or out from the employee's own phone (issue #36; domain/attendance/phone). */
export const txnAttendancePhonePunch = handleTxn(
  attendancePhonePunchTxn,
  async ({ params, session }, server) => {
    permittedTxn(server, session, 'attendance', attendancePhonePunchTxn.name);
    const reply = await recordPhonePunch(server.db, server.dataDir, session, params, Date.now());
    const message = reply.status === 'applied' ? phonePunchMessages.applied : phonePunchMessages.pending;
    return { records: [], message, ...reply };
  },
);
