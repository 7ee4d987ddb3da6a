import { monthCloseLocksTxn } from '@muster/protocol';
import { closedMonthsOf } from '../../domain/month-close/run.js';
import { handleTxn } from '../types.js';

/** txn_month_close_locks (issue #32 item 3): the closed months the grid and the calendar show. */
export const txnMonthCloseLocks = handleTxn(monthCloseLocksTxn, async ({ session }, server) => {
  const rows = await closedMonthsOf(server.db, session.env);
  return { records: rows.map((row) => JSON.stringify(row)) };
});
