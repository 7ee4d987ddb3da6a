import { auditHistoryTxn } from '@muster/protocol';
import { recordHistory } from '../../domain/audit/history.js';
import { handleTxn } from '../types.js';

/** txn_audit_history (issue #32 item 5): one record's changes, for a user who may read the record. */
export const txnAuditHistory = handleTxn(auditHistoryTxn, async ({ params, session, txn }, server) => {
  const entries = await recordHistory(server, session, txn.target_swhandle, params.folder, params.id);
  return { records: entries.map((entry) => JSON.stringify(entry)) };
});
