import { attendanceListWithSummaryTxn } from '@muster/protocol';
import { listAttendanceWithSummary } from '../../domain/attendance/list/index.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope } from '../../engine/scope/index.js';
import { handleTxn } from '../types.js';

/** The attendance grid's rows: one record per employee with its days, counts and totals. */
export const txnAttendanceListWithSummary = handleTxn(
  attendanceListWithSummaryTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'attendance', attendanceListWithSummaryTxn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const page = await listAttendanceWithSummary(server.db, session.env, scope, params);
    return {
      records: page.employees.map((employee) => JSON.stringify(employee)),
      rowCount: page.rowCount,
      aggregateSummary: page.aggregateSummary,
      presence: page.presence,
    };
  },
);
