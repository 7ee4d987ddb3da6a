import { monthCloseCloseTxn, monthCloseMessages } from '@muster/protocol';
import { closeMonth } from '../../domain/month-close/run.js';
import { handleTxn } from '../types.js';

/** txn_month_close_close (issue #32 item 3): closes the user's business's month, admin only. */
export const txnMonthCloseClose = handleTxn(monthCloseCloseTxn, async ({ params, session }, server) => {
  const rows = [await closeMonth(server.db, session.env, params.month, params.waivers)];
  return { records: rows.map((row) => JSON.stringify(row)), message: monthCloseMessages.closed };
});
