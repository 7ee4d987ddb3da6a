import { attendanceListWithSummaryTxn } from '@muster/protocol';
import { listAttendanceWithSummary } from '../../domain/attendance/list/index.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope } from '../../engine/scope/index.js';
import { handleTxn } from '../types.js';

/** The attendance grid's rows: one record per employee with its days, counts and totals. */
export const txnAttendanceListWithSummary = handleTxn(
  attendanceListWithSummaryTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'attendance', attendanceListWithSummaryTxn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    // the listed business's days: a contractor's, when the principal names it
    const zone = await zoneOfTarget(server.db, session.env, txn.target_swhandle);
    const page = await listAttendanceWithSummary(server.db, session.env, scope, params, zone);
    return {
      records: page.employees.map((employee) => JSON.stringify(employee)),
      rowCount: page.rowCount,
      aggregateSummary: page.aggregateSummary,
      presence: page.presence,
    };
  },
);
