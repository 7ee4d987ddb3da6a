import type { TxnHandler } from '../types.js';

/** Ends the session in the database, so its key stops working on every server instance. */
export const txnUserLogout: TxnHandler = {
  name: 'txn_user_logout',
  async run({ sessionKey }, { sessions }) {
    if (sessionKey) await sessions.end(sessionKey);
    return { records: [] };
  },
};
