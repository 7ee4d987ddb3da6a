import { userLogoutTxn } from '@muster/protocol';
import { handleTxn } from '../types.js';

/** Ends the session in the database, so its key stops working on every server instance. */
export const txnUserLogout = handleTxn(userLogoutTxn, async ({ sessionKey }, { sessions }) => {
  if (sessionKey) await sessions.end(sessionKey);
  return { records: [] };
});
