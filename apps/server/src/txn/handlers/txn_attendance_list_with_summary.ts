import {
  AttendanceListError,
  listAttendanceWithSummary,
  parseAttendanceListParams,
} from '../../attendance/list/index.js';
import { permittedTxn } from '../../attendance/txn-folder.js';
import { listScope } from '../../scope/index.js';
import { requireSession, TxnError, type TxnHandler } from '../types.js';

/** The attendance grid's rows: one record per employee with its days, counts and totals. */
export const txnAttendanceListWithSummary: TxnHandler = {
  name: 'txn_attendance_list_with_summary',
  async run(request, server) {
    const session = requireSession(request);
    const { definition } = permittedTxn(server, session, 'attendance', 'txn_attendance_list_with_summary');
    let params: ReturnType<typeof parseAttendanceListParams>;
    try {
      params = parseAttendanceListParams(request.txn.params);
    } catch (error) {
      if (error instanceof AttendanceListError) throw new TxnError(error.message, { issues: [error.issues] });
      throw error;
    }
    const scope = listScope(definition, session.env, request.txn.target_swhandle);
    const page = await listAttendanceWithSummary(server.db, session.env, scope, params);
    return {
      records: page.employees.map((employee) => JSON.stringify(employee)),
      rowCount: page.rowCount,
      aggregateSummary: page.aggregateSummary,
    };
  },
};
