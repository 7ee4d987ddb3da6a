import { attendancePhoneDecideTxn, attendancePhoneStatusTxn } from '@muster/protocol';
import { phonePunchStatus } from '../../domain/attendance/phone/phone-status.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { handleTxn } from '../types.js';

/**
 * The phone screen's state (issue #36): the employee's sites and phone punches of today and,
 * for one who may decide phone punches, those waiting in its attendance scope.
 */
export const txnAttendancePhoneStatus = handleTxn(
  attendancePhoneStatusTxn,
  async ({ session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'attendance', attendancePhoneStatusTxn.name);
    const decide = definition.txns.find((candidate) => candidate.name === attendancePhoneDecideTxn.name);
    const decides = decide !== undefined && txnPermitted(definition, decide, session.env);
    const scope = decides
      ? scopeSql(listScope(definition, session.env, txn.target_swhandle), session.env)('pp')
      : null;
    const status = await phonePunchStatus(server.db, session.env.employees_id ?? null, scope, Date.now());
    return { records: [], ...status };
  },
);
