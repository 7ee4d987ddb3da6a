import { monthCloseMessages, monthCloseReopenTxn } from '@muster/protocol';
import { reopenMonth } from '../../domain/month-close/run.js';
import { handleTxn } from '../types.js';

/** txn_month_close_reopen (issue #32 item 3): reopens it with a reason, admin only. */
export const txnMonthCloseReopen = handleTxn(monthCloseReopenTxn, async ({ params, session }, server) => {
  const rows = [await reopenMonth(server.db, session.env, params.month, params.reason)];
  return { records: rows.map((row) => JSON.stringify(row)), message: monthCloseMessages.reopened };
});
