import { leavesDeleteTxn } from '@muster/protocol';
import { deleteLeaveDay } from '../../domain/leaves/delete-day.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { runGenericWrite } from '../generic/write.js';
import { handleTxn } from '../types.js';

/**
 * txn_leaves_delete: one leave day from the calendar ({ id, leave_days_id }, spec 000 §7),
 * or the list's patch of whole leaves through the generic write.
 */
export const txnLeavesDelete = handleTxn(leavesDeleteTxn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, leavesDeleteTxn.folder, leavesDeleteTxn.name);
  if ('leave_days_id' in params) {
    const { leaveDeleted } = await deleteLeaveDay(
      server.db,
      definition,
      session.env,
      txn.target_swhandle,
      params,
    );
    return {
      records: [
        JSON.stringify({ op: 'D', id: params.id, leave_days_id: params.leave_days_id, leaveDeleted }),
      ],
    };
  }
  return runGenericWrite({ params, session, txn }, server, definition);
});
