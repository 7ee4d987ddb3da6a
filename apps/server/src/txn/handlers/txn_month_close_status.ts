import { monthCloseStatusTxn } from '@muster/protocol';
import { monthCloseStatus } from '../../domain/month-close/run.js';
import { handleTxn } from '../types.js';

/** txn_month_close_status (issue #32 item 1): the month's steps and counts, the user's business first and, for a principal employer, each contractor's. */
export const txnMonthCloseStatus = handleTxn(monthCloseStatusTxn, async ({ params, session }, server) => {
  const rows = await monthCloseStatus(server.db, session.env, params.month);
  return { records: rows.map((row) => JSON.stringify(row)) };
});
