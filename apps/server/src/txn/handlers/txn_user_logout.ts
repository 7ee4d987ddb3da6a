import { endSession } from '../../auth/session.js';
import type { TxnHandler } from '../types.js';

/** Ends the session in the database, so its key stops working on every server instance. */
export const txnUserLogout: TxnHandler = {
  name: 'txn_user_logout',
  async run({ sessionKey }, { db }) {
    if (sessionKey) await endSession(db, sessionKey);
    return { records: [] };
  },
};
