import { attendancePhoneDecideTxn, phonePunchMessages } from '@muster/protocol';
import { decidePhonePunch } from '../../domain/attendance/phone/decide-punch.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/** The RO (AO, HR, admin) approves or refuses a waiting phone punch in its attendance scope. */
export const txnAttendancePhoneDecide = handleTxn(
  attendancePhoneDecideTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'attendance', attendancePhoneDecideTxn.name);
    const by = session.env.employees_id;
    if (!by) throw new TxnError(phonePunchMessages.noEmployee);
    const inScope = scopeSql(listScope(definition, session.env, txn.target_swhandle), session.env)('pp');
    const decided = await decidePhonePunch(server.db, { ...params, by }, inScope);
    const message = decided.status === 'applied' ? phonePunchMessages.approved : phonePunchMessages.refused;
    return { records: [], message, ...decided };
  },
);
